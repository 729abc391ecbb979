import type { FastifyReply } from 'fastify';

/** Adds `name` to the reply's `Vary` unless it is there already, in any case, or `Vary` is `*`. */
export function appendVary(reply: FastifyReply, name: string): void {
  const vary = reply.getHeader('vary');
  const values = (Array.isArray(vary) ? vary.join(',') : String(vary ?? ''))
    .split(',')
    .map((value) => value.trim())
    .filter(Boolean);
  const wanted = name.toLowerCase();
  if (!values.some((value) => value.toLowerCase() === wanted || value === '*')) {
    void reply.header('vary', [...values, name].join(', '));
  }
}
