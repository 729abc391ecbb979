import { z } from 'zod';

export const healthResponseSchema = z.object({
  status: z.literal('ok'),
  database: z.enum(['pglite', 'postgres']),
});

/**
 * GET /api/health/clock: the server's time, read by the browser to count down to deadlines on
 * the server's clock rather than a phone's that may be wrong
 * (docs/decisions/109-deadlines-counted-on-the-server-clock.md).
 */
export const serverClockResponseSchema = z.object({ now: z.iso.datetime() });
export type ServerClockResponse = z.infer<typeof serverClockResponseSchema>;
