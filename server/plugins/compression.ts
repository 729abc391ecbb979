import compress from '@fastify/compress';
import type { AppInstance } from '../types';
import { appendVary } from './vary';

/**
 * The answers compressed: @fastify/compress's own types (text but event streams, JSON, XML) and
 * scripts and YAML (the client's files and the API reference), whatever mime-db says of them.
 */
const COMPRESSIBLE_TYPES =
  /^text\/(?!event-stream)|[+/]json(?:;|$)|[+/]text(?:;|$)|[+/]xml(?:;|$)|octet-stream(?:;|$)|javascript|yaml/i;

/**
 * Compression of a scope's answers (above 1 KB, by what the client accepts), and
 * `Vary: accept-encoding` on every answer that may be compressed, compressed this time or not: a
 * CDN keeping the plain answer must not hand it to a client that takes gzip, nor the gzip to one
 * that does not. The name is written as @fastify/compress writes it, so it is never added twice.
 */
export async function registerCompression(scope: AppInstance): Promise<void> {
  await scope.register(compress, {
    threshold: 1024,
    global: true,
    customTypes: COMPRESSIBLE_TYPES,
  });
  scope.addHook('onSend', (_request, reply, payload, done) => {
    const type = String(reply.getHeader('content-type') ?? 'application/json');
    if (payload !== null && payload !== undefined && COMPRESSIBLE_TYPES.test(type)) {
      appendVary(reply, 'accept-encoding');
    }
    done(null, payload);
  });
}
