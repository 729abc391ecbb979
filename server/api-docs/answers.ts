import { z } from 'zod';
import { IMAGE_UPLOAD } from '../../contract/admin-articles';
import { CSV_UPLOAD } from '../../contract/imports';
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

/** A multipart/form-data body of one file: its form field and what the file must be. */
export type DocumentedUpload = { field: string; description: string };

const megabytes = (bytes: number) => `${bytes / (1024 * 1024)} MB`;

const csvFile = (field: string, what: string): DocumentedUpload => ({
  field,
  description:
    `${what}: a file named *.csv of at most ${CSV_UPLOAD.maxLabel} and ${CSV_UPLOAD.maxRows} rows, ` +
    'text as a spreadsheet saves it (CSV UTF-8 best; UTF-16 and single-byte code pages such as Windows-1252 and Windows-1250 are read too).',
});

/**
 * The bodies of the upload routes, which read their file from the multipart stream themselves
 * (so that a file too large is a 413 naming the limit) and so declare no `schema.body`: the
 * reference takes their form field from here. The api-docs test fails for a route that sends
 * a body and is in neither place.
 */
export const DOCUMENTED_UPLOADS: Record<string, DocumentedUpload> = {
  'POST /api/admin/import-athletes': csvFile('csvFile', 'The athletes'),
  'POST /api/admin/import-competition-entries': csvFile('csvFile', 'The competitions and entries'),
  'POST /api/admin/competitions/:id/startlist': csvFile('startlist', 'The start list'),
  'POST /api/admin/competitions/:id/entries/upload': csvFile('csvFile', 'The results'),
  'POST /api/admin/competitions/:id/match-scraped-data': csvFile('csvFile', 'The matches'),
  'POST /api/admin/results-history/import': csvFile('csvFile', 'The past results'),
  'POST /api/admin/uploads/image': {
    field: 'image',
    description:
      `The image: PNG, JPEG or WebP (checked by its bytes) of at most ${megabytes(IMAGE_UPLOAD.maxBytes)}. ` +
      'The first file of the form is read, whatever its field is called.',
  },
};

/** An upload's body as the reference shows it: a form with one required file field. */
export function uploadBody({ field, description }: DocumentedUpload) {
  return {
    type: 'object',
    required: [field],
    properties: { [field]: { type: 'string', format: 'binary', description } },
  };
}
