import {
  competitionEntryListSchema,
  competitionSchema,
  type Competition,
  type CompetitionChangedEvent,
  type CompetitionEntriesPatch,
  type CompetitionEntry,
} from '../../contract/competitions';
import { answerOf, type Answer } from './answer';

/**
 * An event whose data would be larger than this is sent without it (the client refetches): a
 * whole field rescored at once, say. Well under a stream's unread limit.
 */
export const MAX_CARRIED_BYTES = 24 * 1024;

/** What a live view is built from: the competition and its entries in result order. */
export type LiveData = { competition: Competition; entries: readonly CompetitionEntry[] };

/**
 * One version of a competition's read state in this process
 * (docs/decisions/046-one-live-view-per-competition.md): the two polled answers as sent, each
 * entry as the entries answer serializes it, and the data of the `competition_changed` event
 * that brought this version (what changed since the previous one). Never changed once built: a
 * change builds the next version.
 */
export type LiveView = {
  readonly competitionId: number;
  readonly version: number;
  /** GET /api/competitions/{id}. */
  readonly competition: Answer;
  /** GET /api/competitions/{id}/entries. */
  readonly entries: Answer;
  /** Each entry's JSON in `entries`, by entry id, and the entry ids in result order. */
  readonly entryJson: ReadonlyMap<number, string>;
  readonly order: readonly number[];
  /** The event data that announced this version (decision 036), serialized once for every stream. */
  readonly event: string;
};

/**
 * The entries that differ from `previous` (new ones included) and the order of all of them, or
 * null when nothing changed.
 */
export function entriesPatch(
  previous: Pick<LiveView, 'entryJson' | 'order'>,
  entries: readonly CompetitionEntry[],
  entryJson: ReadonlyMap<number, string>,
): CompetitionEntriesPatch | null {
  const changed = entries.filter(
    (entry) => previous.entryJson.get(entry.id) !== entryJson.get(entry.id),
  );
  const order = entries.map((entry) => entry.id);
  const sameOrder =
    order.length === previous.order.length &&
    order.every((id, index) => previous.order[index] === id);
  return changed.length === 0 && sameOrder ? null : { changed, order };
}

/** True when the two views answer the same bytes (a check that found nothing new). */
export const sameAnswers = (a: LiveView, b: LiveView) =>
  a.competition.etag === b.competition.etag && a.entries.etag === b.entries.etag;

/**
 * The view of `version` from freshly read data. Both answers are checked against the contract
 * here, once per version, and serialized with only what the contract names; the event carries
 * what differs from `previous` (nothing to apply when nothing did), or no data at all without a
 * previous version or when the difference is too large to carry.
 */
export function buildLiveView(
  competitionId: number,
  version: number,
  data: LiveData,
  previous: LiveView | null,
): LiveView {
  const competition = competitionSchema.parse(data.competition);
  const entries = competitionEntryListSchema.parse(data.entries);
  const serialized = entries.map((entry) => JSON.stringify(entry));
  const order = entries.map((entry) => entry.id);
  const entryJson = new Map(order.map((id, index) => [id, serialized[index] ?? '']));
  const competitionJson = JSON.stringify(competition);
  const bare: CompetitionChangedEvent = { competitionId, version };
  let event = JSON.stringify(bare);
  if (previous) {
    const carried: CompetitionChangedEvent = { ...bare, base: previous.version };
    if (competitionJson !== previous.competition.json) carried.competition = competition;
    const patch = entriesPatch(previous, entries, entryJson);
    if (patch) carried.entries = patch;
    const full = JSON.stringify(carried);
    if (full.length <= MAX_CARRIED_BYTES) event = full;
  }
  return {
    competitionId,
    version,
    competition: answerOf(competitionJson),
    entries: answerOf(`[${serialized.join(',')}]`),
    entryJson,
    order,
    event,
  };
}
