import { z } from 'zod';
import { fetchScoreboardPage, type SafeFetchOptions } from './safe-fetch';
import { ScoreboardFormatError } from './scoreboard-columns';

const sectionResultsSchema = z.object({ html: z.string().nullish() });

const text = z
  .union([z.string(), z.number()])
  .nullish()
  .transform((value) => (value === null || value === undefined ? '' : String(value).trim()));

const entryListSchema = z.array(
  z.object({
    bridle_number: text,
    rider: text,
    horse: text,
    section_name: text,
    class_name: text,
    status: text,
    class_date: text,
  }),
);

/** One entry of the gateway's entry list, in our names. */
export type GatewayEntry = {
  bridleNumber: string;
  rider: string;
  horse: string;
  section: string;
  className: string;
  status: string;
  classDate: string;
};

function readJson(body: string, what: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    throw new ScoreboardFormatError(
      `The scoreboard gateway did not answer JSON for ${what}: the site may have changed.`,
    );
  }
}

/**
 * POSTs `Action=getSectionResults` for an event's section and returns the results table's HTML
 * from the answer's `html`, or null when the section has no results table yet.
 */
export async function fetchSectionResults(
  gatewayUrl: string,
  eventId: string,
  section: string,
  options: SafeFetchOptions,
): Promise<string | null> {
  const body = await fetchScoreboardPage(gatewayUrl, options, {
    Action: 'getSectionResults',
    fid_competition: eventId,
    section,
  });
  const parsed = sectionResultsSchema.safeParse(readJson(body, 'the section results'));
  if (!parsed.success) {
    throw new ScoreboardFormatError(
      'The scoreboard gateway answered without an html field: the site may have changed.',
    );
  }
  const html = parsed.data.html ?? '';
  return /<table[\s>]/i.test(html) ? html : null;
}

/** POSTs `Action=getEntryList` for an event: every entry with its section, class and status. */
export async function fetchEntryList(
  gatewayUrl: string,
  eventId: string,
  options: SafeFetchOptions,
): Promise<GatewayEntry[]> {
  const body = await fetchScoreboardPage(gatewayUrl, options, {
    Action: 'getEntryList',
    fid_competition: eventId,
  });
  const parsed = entryListSchema.safeParse(readJson(body, 'the entry list') ?? []);
  if (!parsed.success) {
    throw new ScoreboardFormatError(
      'The scoreboard gateway answered an entry list we cannot read: the site may have changed.',
    );
  }
  return parsed.data.map((entry) => ({
    bridleNumber: entry.bridle_number,
    rider: entry.rider,
    horse: entry.horse,
    section: entry.section_name,
    className: entry.class_name,
    status: entry.status,
    classDate: entry.class_date,
  }));
}
