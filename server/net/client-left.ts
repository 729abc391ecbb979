import type { FastifyReply } from 'fastify';

/**
 * Whether the client has gone: its connection closed, whenever that was. A route that awaits
 * before it listens for 'close' asks this after the await, since a 'close' already fired is never
 * heard again.
 */
export const clientLeft = (reply: FastifyReply): boolean =>
  reply.raw.destroyed || reply.request.raw.destroyed;
