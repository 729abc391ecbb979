import { areScoresPublished } from '../../../contract/competition-live';
import { SELECTION_STATS } from '../../../contract/constants';
import {
  HISTORY_SINCE_YEAR,
  type Competitor,
  type CompetitorHistory,
  type CompetitorHistoryEntry,
  type HistorySubject,
} from '../../../contract/competitors';
import { isWithdrawn, orderResults, toTenths, totalScoreDisplay } from '../../../contract/scoring';
import type { Db } from '../../db/client';
import type { competitionEntries } from '../../db/schema/index';
import { notFound } from '../../errors';
import {
  decimal,
  entryScores,
  presentScoreFields,
  tenthsNumber,
  withoutScores,
} from '../competitions/competitions.presenter';
import { shareOfTeams, shareVisibility } from '../fantasy/selection-stats';
import {
  countSelections,
  findCompetitorRow,
  listFieldRows,
  listHistoryRows,
} from './competitors.repository';

type EntryRecord = typeof competitionEntries.$inferSelect;
type CompetitorIds = { athleteId: number; horseId: number; competitionId: number };

export const competitorNotFound = () => notFound('Competitor not found');

/** Rode the dressage: a score, or a status such as EL given after starting (as the stats count). */
export function hasStarted(entry: EntryRecord): boolean {
  return (
    entry.drScore !== null ||
    entry.drStatus === 'EL' ||
    entry.drStatus === 'RET' ||
    entry.drStatus === 'DSQ'
  );
}

/**
 * The combination in one competition, with the share of fantasy teams that picked it as much as
 * may be shown at `now` (the selection-stats rule, `shareOfTeams`).
 */
export async function getCompetitor(db: Db, ids: CompetitorIds, now: Date): Promise<Competitor> {
  const row = await findCompetitorRow(db, ids);
  if (!row) throw competitorNotFound();
  const { teams, picked } = await countSelections(db, ids.competitionId, row.entry.id);
  const { athlete, horse, competition } = row;
  // Scores entered before the competition is live are not shown yet (decision 081).
  const entry = areScoresPublished(competition) ? row.entry : withoutScores(row.entry);
  const visibility = shareVisibility(competition, teams, now);
  return {
    athlete: {
      id: athlete.id,
      name: athlete.name,
      nationality: athlete.nationality,
      biography: athlete.biography,
      profileImageUrl: athlete.profileImageUrl,
    },
    horse: {
      id: horse.id,
      name: horse.name,
      yob: horse.yob,
      gender: horse.gender ?? horse.sex,
      color: horse.color,
      sire: horse.sire,
      dam: horse.dam,
    },
    competition: {
      id: competition.id,
      name: competition.name,
      level: competition.level,
      startDate: competition.startDate.toISOString(),
      venueId: competition.venueId,
      venue: row.venueName === null ? null : { name: row.venueName, country: row.venueCountry },
    },
    entry: {
      id: entry.id,
      price: tenthsNumber(entry.price) ?? 0,
      startOrder: entry.startOrder,
      ra6: decimal(entry.ra6),
      sj6: decimal(entry.sj6),
      xcj10: decimal(entry.xcj10),
      tsp: decimal(entry.tsp),
      expPts: decimal(entry.expPts),
      priced: entry.pricedAt !== null,
      manualPrice: entry.priceOverride !== null,
      dr_status: entry.drStatus,
      sj_status: entry.sjStatus,
      xc_status: entry.xcStatus,
      total_pts: tenthsNumber(entry.totalPts) ?? 0,
    },
    selectedByPercentage: shareOfTeams(visibility, picked, teams),
    selectionVisibility: visibility,
    minimumTeams: SELECTION_STATS.minimumTeams,
    teamsCount: teams,
  };
}

/** Each entry's place in its competition: position, label and the size of the field. */
function placeInFields(field: EntryRecord[]) {
  const byCompetition = new Map<number, EntryRecord[]>();
  for (const entry of field) {
    const list = byCompetition.get(entry.competitionId) ?? [];
    list.push(entry);
    byCompetition.set(entry.competitionId, list);
  }
  const places = new Map<number, { position: number | null; label: string; fieldSize: number }>();
  for (const entries of byCompetition.values()) {
    const scored = entries.map((entry) => ({
      ...entryScores(entry),
      id: entry.id,
      startOrder: entry.startOrder,
      positionOverride: entry.positionOverride,
    }));
    const ordered = orderResults(scored);
    const fieldSize = scored.filter((entry) => !isWithdrawn(entry)).length;
    for (const row of ordered) {
      places.set(row.entry.id, { position: row.position, label: row.positionLabel, fieldSize });
    }
  }
  return places;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
const round = (value: number, places: number) => Math.round(value * 10 ** places) / 10 ** places;

/**
 * Averages over the starts of complete competitions: points per phase and in total, price, and
 * points per start per million. Starts in a live competition are counted apart, not averaged.
 */
function summarize(entries: EntryRecord[], inProgressLeftOut: number) {
  const starts = entries.filter(hasStarted);
  const count = starts.length;
  const tenths = (pick: (entry: EntryRecord) => string) =>
    starts.map((entry) => toTenths(pick(entry)) ?? 0);
  const average = (pick: (entry: EntryRecord) => string) =>
    count === 0 ? null : sum(tenths(pick)) / count / 10;
  const avgTotal = average((entry) => entry.totalPts);
  const avgPrice = average((entry) => entry.price);
  const oneDecimal = (value: number | null) => (value === null ? null : round(value, 1));
  return {
    totalStarts: count,
    avgDressage: oneDecimal(average((entry) => entry.drPts)),
    avgShowJumping: oneDecimal(average((entry) => entry.sjPts)),
    avgCrossCountry: oneDecimal(average((entry) => entry.xcPts)),
    avgPrice: avgPrice === null ? null : round(avgPrice, 2),
    avgTotalPts: oneDecimal(avgTotal),
    avgPointsPerMillion: avgTotal === null || !avgPrice ? null : round(avgTotal / avgPrice, 2),
    inProgressLeftOut,
  };
}

const isInProgress = (row: { competitionStatus: string; competitionIsLive: boolean }) =>
  row.competitionIsLive || row.competitionStatus === 'live';

/**
 * The horse's or the rider's competitions since 2020 up to this one (entries that started or
 * carry a status), newest first, with the venues seen and a points summary over the starts.
 */
export async function getCompetitorHistory(
  db: Db,
  ids: CompetitorIds,
  options: { subject: HistorySubject; level: string; venueId?: number | undefined },
): Promise<CompetitorHistory> {
  const competitor = await findCompetitorRow(db, ids);
  if (!competitor) throw competitorNotFound();
  const rows = await listHistoryRows(db, {
    subject: options.subject,
    subjectId: options.subject === 'horse' ? ids.horseId : ids.athleteId,
    since: new Date(Date.UTC(HISTORY_SINCE_YEAR, 0, 1)),
    before: new Date(competitor.competition.startDate.getTime() + 1),
    level: options.level === 'All' ? undefined : options.level,
  });
  const relevant = rows.filter(
    (row) =>
      areScoresPublished({ status: row.competitionStatus, isLive: row.competitionIsLive }) &&
      (hasStarted(row.entry) ||
        row.entry.drStatus !== null ||
        row.entry.sjStatus !== null ||
        row.entry.xcStatus !== null),
  );
  const venues = new Map<number, string>();
  for (const row of relevant) {
    if (row.venueId !== null && row.venueName !== null) venues.set(row.venueId, row.venueName);
  }
  const shown =
    options.venueId === undefined
      ? relevant
      : relevant.filter((row) => row.venueId === options.venueId);
  const places = placeInFields(
    await listFieldRows(db, [...new Set(shown.map((row) => row.entry.competitionId))]),
  );
  const entries: CompetitorHistoryEntry[] = shown.map((row) => {
    const { entry } = row;
    const place = places.get(entry.id);
    return {
      entryId: entry.id,
      competitionId: entry.competitionId,
      competitionName: row.competitionName,
      startDate: row.startDate.toISOString(),
      level: row.level,
      venueId: row.venueId,
      venueName: row.venueName,
      athleteName: row.athleteName,
      horseName: row.horseName,
      position: place?.position ?? null,
      positionLabel: place?.label ?? '-',
      fieldSize: place?.fieldSize ?? 0,
      price: tenthsNumber(entry.price) ?? 0,
      ...presentScoreFields(entry),
      totalScoreDisplay: totalScoreDisplay(entryScores(entry)),
      inProgress: isInProgress(row),
    };
  });
  const complete = shown.filter((row) => !isInProgress(row));
  return {
    entries,
    venues: [...venues]
      .map(([id, name]) => ({ id, name }))
      .sort((a, b) => a.name.localeCompare(b.name)),
    summary: summarize(
      complete.map((row) => row.entry),
      shown.filter((row) => isInProgress(row) && hasStarted(row.entry)).length,
    ),
  };
}
