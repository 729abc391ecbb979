import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';

/** Smaller answers are sent as they are: gzip would save less than its own header costs. */
export const GZIP_MIN_BYTES = 1024;

/**
 * One serialized JSON answer of a live view: its bytes, its ETag, and its gzip, compressed the
 * first time a client asks for it and then kept with the answer.
 */
export type Answer = {
  readonly json: string;
  readonly body: Buffer;
  readonly etag: string;
  /** The gzip of `body`, or null when the answer is too small to be worth compressing. */
  gzip: () => Buffer | null;
};

/** A weak ETag from the body's SHA-1: equal bodies, equal tags, in every process. */
export function etagOf(json: string): string {
  return `W/"${createHash('sha1').update(json).digest('base64url').slice(0, 22)}"`;
}

export function answerOf(json: string): Answer {
  const body = Buffer.from(json);
  let packed: Buffer | null | undefined;
  return {
    json,
    body,
    etag: etagOf(json),
    gzip: () => {
      packed ??= body.length >= GZIP_MIN_BYTES ? gzipSync(body) : null;
      return packed;
    },
  };
}

/** True when an If-None-Match header names this ETag (weak comparison, lists and * allowed). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag) return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === wanted);
}
