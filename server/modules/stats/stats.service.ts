import type { AthleteStatsRow, HorseStatsRow, StatsQuery } from '../../../contract/stats';
import type { Db } from '../../db/client';
import { tenthsNumber } from '../competitions/competitions.presenter';
import {
  listAthleteStats,
  listHorseStats,
  type AggregateRow,
  type StatsFilter,
} from './stats.repository';

function presentAggregates(row: AggregateRow) {
  return {
    starts_count: row.starts_count,
    dr_starts_count: row.dr_starts_count,
    sj_starts_count: row.sj_starts_count,
    xc_starts_count: row.xc_starts_count,
    total_pts: tenthsNumber(row.total_pts) ?? 0,
    dr_pts: tenthsNumber(row.dr_pts) ?? 0,
    sj_pts: tenthsNumber(row.sj_pts) ?? 0,
    xc_pts: tenthsNumber(row.xc_pts) ?? 0,
    ppm: Number(row.ppm),
    avg_price: Number(row.avg_price),
  };
}

function toFilter(query: StatsQuery): StatsFilter {
  return {
    year: query.year,
    level: query.level === 'All' ? undefined : query.level,
    statType: query.statType,
    sortBy: query.sortBy,
    limit: query.limit,
  };
}

const topFilter = (limit: number): StatsFilter => ({
  statType: 'total_pts',
  sortBy: 'points',
  limit,
});

type HorseAggregate = Awaited<ReturnType<typeof listHorseStats>>[number];
type AthleteAggregate = Awaited<ReturnType<typeof listAthleteStats>>[number];

function presentHorse(row: HorseAggregate): HorseStatsRow {
  return {
    id: row.id,
    name: row.name,
    yob: row.yob,
    gender: row.gender,
    ...presentAggregates(row),
  };
}

function presentAthlete(row: AthleteAggregate): AthleteStatsRow {
  return { id: row.id, name: row.name, nationality: row.nationality, ...presentAggregates(row) };
}

/** Horses ranked by the chosen statistic (defaults: all years, total points, by points). */
export async function getHorseStats(db: Db, query: StatsQuery): Promise<HorseStatsRow[]> {
  return (await listHorseStats(db, toFilter(query))).map(presentHorse);
}

/** Riders ranked by the chosen statistic. */
export async function getAthleteStats(db: Db, query: StatsQuery): Promise<AthleteStatsRow[]> {
  return (await listAthleteStats(db, toFilter(query))).map(presentAthlete);
}

/** The horses with the most points over every competition and level. */
export async function getTopHorses(db: Db, limit: number): Promise<HorseStatsRow[]> {
  return (await listHorseStats(db, topFilter(limit))).map(presentHorse);
}

/** The riders with the most points over every competition and level. */
export async function getTopAthletes(db: Db, limit: number): Promise<AthleteStatsRow[]> {
  return (await listAthleteStats(db, topFilter(limit))).map(presentAthlete);
}
