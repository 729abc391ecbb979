import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { ZodType } from 'zod';
import { competitionEntryListSchema, competitionSchema } from '../../../contract/competitions';
import type { Db } from '../../db/client';
import type { CompetitionHub } from '../../realtime/competition-hub';
import { getCompetition, getCompetitionEntries } from './competitions.service';

/** A serialized JSON answer with its ETag. */
export type CachedBody = { body: string; etag: string; gzipped?: Buffer };

type Stored = CachedBody & { version: number; storedAt: number };

/** Guards against writers that change a competition without notifying: bodies expire anyway. */
export const CACHE_TTL_MS = 30_000;
const MAX_ENTRIES = 2000;

export function etagOf(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url').slice(0, 22)}"`;
}

/** True when an If-None-Match header names this ETag (weak comparison, lists and * allowed). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch === etag) return true;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  const wanted = bare(etag);
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === wanted);
}

/**
 * Serialized answers per competition, valid for the competition's current hub version: a
 * notification bumps the version and drops the bodies, so a repeated poll is answered without
 * touching the database until something changes.
 */
export function createCompetitionCache(hub: CompetitionHub, now: () => number = Date.now) {
  const store = new Map<string, Stored>();
  const keysByCompetition = new Map<number, Set<string>>();

  hub.onChange((competitionId) => {
    for (const key of keysByCompetition.get(competitionId) ?? []) store.delete(key);
    keysByCompetition.delete(competitionId);
  });

  const remember = (competitionId: number, key: string, value: Stored) => {
    if (store.size >= MAX_ENTRIES) {
      const oldest = store.keys().next().value;
      if (oldest !== undefined) store.delete(oldest);
    }
    store.delete(key);
    store.set(key, value);
    let keys = keysByCompetition.get(competitionId);
    if (!keys) {
      keys = new Set();
      keysByCompetition.set(competitionId, keys);
    }
    keys.add(key);
  };

  return {
    /**
     * The cached answer, or `load`'s answer checked against the contract's `schema` (once, when
     * it is cached; the hot path then sends the bytes as they are), serialized and kept. A body
     * the schema refuses is a bug: it throws and nothing is kept, as for any error of `load`.
     */
    async get<T>(
      competitionId: number,
      key: string,
      schema: ZodType<T>,
      load: () => Promise<T>,
    ): Promise<CachedBody> {
      const version = hub.version(competitionId);
      const hit = store.get(key);
      if (hit && hit.version === version && now() - hit.storedAt < CACHE_TTL_MS) return hit;
      const body = JSON.stringify(schema.parse(await load()));
      const stored: Stored = { body, etag: etagOf(body), version, storedAt: now() };
      if (hub.version(competitionId) === version) remember(competitionId, key, stored);
      return stored;
    },
    /** The cached answer if it is still current, without loading anything (for the hot path). */
    peek(competitionId: number, key: string): CachedBody | undefined {
      const hit = store.get(key);
      if (!hit || hit.version !== hub.version(competitionId)) return undefined;
      return now() - hit.storedAt < CACHE_TTL_MS ? hit : undefined;
    },
    /** The gzip of a cached body, compressed once per body. */
    gzipped(cached: CachedBody): Buffer {
      cached.gzipped ??= gzipSync(cached.body);
      return cached.gzipped;
    },
    size: () => store.size,
  };
}

export type CompetitionCache = ReturnType<typeof createCompetitionCache>;

/** The cache keys of a competition's two polled answers. */
export const cacheKeys = {
  competition: (id: number) => `competition:${id}`,
  entries: (id: number) => `entries:${id}`,
};

/**
 * The body of GET /api/competitions/{id} through the cache. Cached answers are read from the
 * primary (`db`): a lagging replica could fill the cache with a body older than the
 * notification that invalidated it.
 */
export const cachedCompetition = (cache: CompetitionCache, db: Db, id: number) =>
  cache.get(id, cacheKeys.competition(id), competitionSchema, () => getCompetition(db, id));

/** The body of GET /api/competitions/{id}/entries through the cache (read from the primary). */
export const cachedEntries = (cache: CompetitionCache, db: Db, id: number) =>
  cache.get(id, cacheKeys.entries(id), competitionEntryListSchema, () =>
    getCompetitionEntries(db, id),
  );
