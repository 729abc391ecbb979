import { z } from 'zod';
import {
  competitionChangedEventSchema,
  competitionEntryListSchema,
  competitionSchema,
} from '../../contract/competitions';

/**
 * A response that is not JSON (a file, a page, an event stream), for a route's `schema.response`:
 * the reference shows its media type and, for an event stream, the JSON each `data:` line holds.
 */
export function nonJsonAnswer(type: string, description: string, schema: z.ZodType = z.string()) {
  return { description, content: { [type]: { schema } } };
}

/** An answer with no body (204). */
export const noContent = (description: string) => z.null().describe(description);

const cachedJson = (description: string, schema: z.ZodType) =>
  nonJsonAnswer('application/json', description, schema);

/**
 * The answers of routes that send bodies they hold ready (the competition read cache, serialised
 * once per change, with an ETag) or a stream, and so declare no serializer: the reference takes
 * their shapes from here, and a route's own `schema.response` wins when it has one.
 */
export const DOCUMENTED_ANSWERS: Record<string, Record<number, unknown>> = {
  'GET /api/competitions/:id': {
    200: cachedJson('The competition (with ETag; 304 when unchanged).', competitionSchema),
  },
  'GET /api/competitions/:id/entries': {
    200: cachedJson(
      'Its entries in result order (with ETag; 304 when unchanged).',
      competitionEntryListSchema,
    ),
  },
  'GET /api/competitions/:id/events': {
    200: nonJsonAnswer(
      'text/event-stream',
      'Server-sent events: `ready` (data: competitionId, version) on connecting, then ' +
        '`competition_changed` each time the competition or its scores change, its data this object.',
      competitionChangedEventSchema,
    ),
  },
};
