/** Venues, riders, horses, competitions and their entries with results and statistics. */
import { SCORERS } from '../../../contract/admin-competitions';
import {
  computePointsTenths,
  formatTenths,
  isWithdrawn,
  orderResults,
  totalPenaltiesTenths,
  type EntryScores,
} from '../../../contract/scoring';
import type { Db } from '../client';
import { athletes, competitionEntries, competitions, horses, venues } from '../schema/index';
import { bulkInsert } from './bulk-insert';
import { COMPETITIONS, type CompetitionPlan } from './plan';
import { clampInt, dayAt, stat, type Random } from './random';
import { buildHorses, buildRiders, VENUES } from './roster';
import {
  buildCombinations,
  fullProgress,
  ratingsAfter,
  recordRun,
  simulateRun,
  statsOf,
  type Combination,
  type Stats,
} from './simulate';

export type SeededEntry = {
  id: number;
  athleteId: number;
  horseId: number;
  priceTenths: number;
  totalPtsTenths: number;
  withdrawn: boolean;
  expPts: number;
  rider: string;
  nation: string;
  horse: string;
  position: number | null;
  scoreTenths: number | null;
};
export type SeededCompetition = { id: number; plan: CompetitionPlan; entries: SeededEntry[] };

type Draft = {
  combination: Combination;
  startOrder: number;
  stats: Stats;
  eloIn: number;
  eloOut: number | null;
  priceTenths: number;
  scores: EntryScores;
  position: number | null;
};

const tenths = (value: number | null) => (value === null ? null : formatTenths(value));
const difficulty = (level: string) =>
  level.startsWith('CCI5') ? 1.6 : level.startsWith('CCI4') ? 1.1 : 0.5;

function chooseField(random: Random, pool: Combination[], plan: CompetitionPlan) {
  const weight = difficulty(plan.level);
  return pool
    .map((combination) => ({ combination, key: combination.quality * weight + random.next() }))
    .sort((a, b) => b.key - a.key)
    .slice(0, plan.entries)
    .map((item) => item.combination);
}

function progressOf(plan: CompetitionPlan, startOrder: number) {
  if (plan.status === 'completed') return fullProgress;
  if (plan.status === 'live')
    return {
      dressage: true,
      crossCountry: startOrder <= Math.ceil(plan.entries / 2),
      showJumping: false,
    };
  return { dressage: false, crossCountry: false, showJumping: false };
}

/** Runs one competition: statistics before it, prices, results, positions and ratings. */
function runCompetition(random: Random, pool: Combination[], plan: CompetitionPlan): Draft[] {
  const field = chooseField(random, pool, plan);
  const orders = random.shuffle(field.map((_, index) => index + 1));
  const drafts: Draft[] = field.map((combination, index) => ({
    combination,
    startOrder: orders[index] ?? index + 1,
    stats: statsOf(combination),
    eloIn: combination.elo,
    eloOut: null,
    priceTenths: 25,
    scores: simulateRun(random, combination, plan.level, progressOf(plan, orders[index] ?? 0)),
    position: null,
  }));
  const byValue = [...drafts].sort((a, b) => b.stats.expPts - a.stats.expPts);
  byValue.forEach((draft, rank) => {
    const share = rank / Math.max(1, byValue.length - 1);
    draft.priceTenths = clampInt(45 - 35 * share ** 0.6 + random.normal(0, 1.2), 10, 45);
  });
  if (plan.status === 'completed' || plan.status === 'live') {
    const ordered = orderResults(
      drafts.map((draft, id) => ({ ...draft.scores, id, startOrder: draft.startOrder })),
    );
    for (const row of ordered) {
      const draft = drafts[row.entry.id];
      if (draft) draft.position = row.position;
    }
    for (const draft of drafts) recordRun(draft.combination, draft.scores);
  }
  if (plan.status === 'completed') {
    const rated = drafts.filter((draft) => !isWithdrawn(draft.scores));
    const positions = rated.map((draft) => draft.position);
    const ratings = ratingsAfter(
      rated.map((draft) => ({
        elo: draft.eloIn,
        beaten:
          draft.position === null
            ? 0
            : positions.filter((p) => p === null || p > (draft.position ?? 0)).length,
      })),
    );
    rated.forEach((draft, index) => {
      const elo = ratings[index] ?? null;
      draft.eloOut = elo;
      if (elo !== null) draft.combination.elo = elo;
    });
  }
  return drafts;
}

export async function seedCompetitions(
  db: Db,
  random: Random,
  now: Date,
): Promise<SeededCompetition[]> {
  const riders = buildRiders(random);
  const horseSeeds = buildHorses(random);
  const pool = buildCombinations(random, riders.length, horseSeeds.length);

  const venueRows = await db
    .insert(venues)
    .values(
      VENUES.map(({ name, location, country, description }) => ({
        name,
        location,
        country,
        description,
      })),
    )
    .returning({ id: venues.id, name: venues.name });
  const venueId = new Map(
    VENUES.map((venue) => [venue.key, venueRows.find((row) => row.name === venue.name)?.id]),
  );

  const bestQuality = (riderIndex: number) =>
    Math.max(0, ...pool.filter((c) => c.riderIndex === riderIndex).map((c) => c.quality));
  const athleteRows = await db
    .insert(athletes)
    .values(
      riders.map((rider, index) => ({
        name: rider.name,
        nationality: rider.nation,
        birthDate: `${rider.born}-${String(1 + (index % 12)).padStart(2, '0')}-${String(1 + ((index * 7) % 28)).padStart(2, '0')}`,
        rating: (50 + 49 * bestQuality(index)).toFixed(2),
      })),
    )
    .returning({ id: athletes.id, name: athletes.name });
  const horseRows = await db
    .insert(horses)
    .values(
      horseSeeds.map((horse) => ({
        name: horse.name,
        breed: horse.breed,
        yob: horse.yob,
        gender: horse.sex,
        sex: horse.sex,
        color: horse.color,
        sire: horse.sire,
        dam: horse.dam,
      })),
    )
    .returning({ id: horses.id, name: horses.name });
  const athleteId = (index: number) =>
    athleteRows.find((row) => row.name === riders[index]?.name)?.id ?? 0;
  const horseId = (index: number) =>
    horseRows.find((row) => row.name === horseSeeds[index]?.name)?.id ?? 0;

  const competitionRows = await db
    .insert(competitions)
    .values(
      COMPETITIONS.map((plan) => ({
        name: plan.name,
        venueId: venueId.get(plan.venueKey) ?? null,
        level: plan.level,
        description: plan.description,
        startDate: dayAt(now, plan.startDay, 8),
        endDate: dayAt(now, plan.startDay + (plan.level.endsWith('-L') ? 3 : 2), 17),
        deadline: dayAt(now, plan.startDay - 1, 22),
        status: plan.status,
        isLive: plan.status === 'live',
        scorer: plan.status === 'open' || plan.status === 'pending' ? null : SCORERS[0],
      })),
    )
    .returning({ id: competitions.id, name: competitions.name });

  const drafts = COMPETITIONS.map((plan) => runCompetition(random, pool, plan));
  const values = COMPETITIONS.flatMap((plan, index) => {
    const competitionId = competitionRows.find((row) => row.name === plan.name)?.id ?? 0;
    return (drafts[index] ?? []).map((draft, entryIndex) => {
      const { scores, stats } = draft;
      const points = computePointsTenths(scores);
      return {
        competitionId,
        athleteId: athleteId(draft.combination.riderIndex),
        horseId: horseId(draft.combination.horseIndex),
        position: draft.position,
        score: scores.drScore === null ? null : tenths(totalPenaltiesTenths(scores)),
        price: formatTenths(draft.priceTenths),
        startOrder: draft.startOrder,
        // Bridle numbers follow the entry list, not the draw, as at a real event.
        bridleNumber: 100 + entryIndex + 1,
        ra6: stat(stats.ra6),
        sj6: stat(stats.sj6),
        xcj10: stat(stats.xcj10),
        tsp: stat(stats.tsp),
        expPts: stat(stats.expPts),
        drStatus: scores.drStatus,
        drScore: tenths(scores.drScore),
        drPts: formatTenths(points.drPts),
        sjStatus: scores.sjStatus,
        sjScore: tenths(scores.sjScore),
        sjPts: formatTenths(points.sjPts),
        xcStatus: scores.xcStatus,
        xcjScore: tenths(scores.xcjScore),
        xctScore: tenths(scores.xctScore),
        xcPts: formatTenths(points.xcPts),
        totalPts: formatTenths(points.totalPts),
        eloIn: stat(draft.eloIn),
        eloOut: draft.eloOut === null ? null : stat(draft.eloOut),
        hpr: stat(stats.hpr),
        // The demo prices come from the demo's own form: priced, not the stored default.
        pricedAt: now,
      };
    });
  });
  const entryIds = await bulkInsert(db, competitionEntries, values);
  let nextEntry = 0;

  return COMPETITIONS.map((plan, index) => {
    const id = competitionRows.find((row) => row.name === plan.name)?.id ?? 0;
    const entries = (drafts[index] ?? []).map((draft): SeededEntry => {
      const rider = riders[draft.combination.riderIndex];
      return {
        id: entryIds[nextEntry++] ?? 0,
        athleteId: athleteId(draft.combination.riderIndex),
        horseId: horseId(draft.combination.horseIndex),
        priceTenths: draft.priceTenths,
        totalPtsTenths: computePointsTenths(draft.scores).totalPts,
        withdrawn: isWithdrawn(draft.scores),
        expPts: draft.stats.expPts,
        rider: rider?.name ?? '',
        nation: rider?.nation ?? '',
        horse: horseSeeds[draft.combination.horseIndex]?.name ?? '',
        position: draft.position,
        scoreTenths: draft.scores.drScore === null ? null : totalPenaltiesTenths(draft.scores),
      };
    });
    return { id, plan, entries };
  });
}
