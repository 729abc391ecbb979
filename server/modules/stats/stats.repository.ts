import { and, eq, ne, notInArray, or, sql, type SQL } from 'drizzle-orm';
import type { StatSort, StatType } from '../../../contract/stats';
import { STATS_MIN_STARTS_PER_START } from '../../../contract/stats-options';
import type { Db } from '../../db/client';
import { athletes, competitionEntries as e, competitions, horses } from '../../db/schema/index';

/** A start: the combination rode its dressage (a score, or a status such as EL after starting). */
export const startedSql = sql`(${e.drScore} is not null or ${e.drStatus} in ('EL', 'RET', 'DSQ'))`;
const drStartedSql = sql`(${e.drScore} is not null and coalesce(${e.drStatus}::text, 'OK') = 'OK')`;
const sjStartedSql = sql`(coalesce(${e.sjStatus}::text, '') not in ('WD', 'NS') and (${e.sjStatus} is not null or ${e.sjScore} is not null))`;
const xcStartedSql = sql`(coalesce(${e.xcStatus}::text, '') not in ('WD', 'NS') and (${e.xcStatus} is not null or ${e.xcjScore} is not null or ${e.xctScore} is not null))`;

const startsCount = sql<number>`count(*) filter (where ${startedSql})::int`;
const drStartsCount = sql<number>`count(*) filter (where ${drStartedSql})::int`;
const sjStartsCount = sql<number>`count(*) filter (where ${sjStartedSql})::int`;
const xcStartsCount = sql<number>`count(*) filter (where ${xcStartedSql})::int`;
const sumOf = (column: SQL | typeof e.totalPts) =>
  sql<string>`coalesce(sum(${column}) filter (where ${startedSql}), 0)`;
const totalPts = sumOf(e.totalPts);
const avgPrice = sql<string>`coalesce(avg(${e.price}) filter (where ${startedSql}), 0)`;
/** Points per start per million of average price. */
const ppm = sql<string>`case when ${startsCount} = 0 or ${avgPrice} = 0 then 0 else ${totalPts} / ${startsCount} / ${avgPrice} end`;

const pointsByType: Record<Exclude<StatType, 'ppm'>, SQL<string>> = {
  total_pts: totalPts,
  dr_pts: sumOf(e.drPts),
  sj_pts: sumOf(e.sjPts),
  xc_pts: sumOf(e.xcPts),
};
const startsByType: Record<StatType, SQL<number>> = {
  total_pts: startsCount,
  dr_pts: drStartsCount,
  sj_pts: sjStartsCount,
  xc_pts: xcStartsCount,
  ppm: startsCount,
};

function sortExpression(statType: StatType, sortBy: StatSort): SQL {
  if (sortBy === 'starts') return startsByType[statType];
  if (statType === 'ppm') return ppm;
  const points = pointsByType[statType];
  if (sortBy === 'points') return points;
  return sql`case when ${startsByType[statType]} = 0 then 0 else ${points} / ${startsByType[statType]} end`;
}

/**
 * Rankings per start (points per million, points per start) count only combinations with enough
 * starts: one lucky start does not lead them. Other rankings count every starter.
 */
function enoughStarts(statType: StatType, sortBy: StatSort): SQL {
  const perStart = statType === 'ppm' || sortBy === 'avg';
  return perStart
    ? sql`${startsByType[statType]} >= ${STATS_MIN_STARTS_PER_START}`
    : sql`${startsCount} > 0`;
}

export type StatsFilter = {
  year?: number | undefined;
  level?: string | undefined;
  statType: StatType;
  sortBy: StatSort;
  limit: number;
};

const aggregates = {
  starts_count: startsCount,
  dr_starts_count: drStartsCount,
  sj_starts_count: sjStartsCount,
  xc_starts_count: xcStartsCount,
  total_pts: totalPts,
  dr_pts: pointsByType.dr_pts,
  sj_pts: pointsByType.sj_pts,
  xc_pts: pointsByType.xc_pts,
  ppm: sql<string>`round(${ppm}, 2)`,
  avg_price: sql<string>`round(${avgPrice}, 2)`,
};

function conditions(filter: StatsFilter): SQL | undefined {
  // Scores count once the competition is live or completed (decision 081); never a cancelled one.
  const list: SQL[] = [
    ne(competitions.status, 'cancelled'),
    or(eq(competitions.isLive, true), notInArray(competitions.status, ['pending', 'open'])) ??
      sql`false`,
  ];
  if (filter.year !== undefined) {
    list.push(
      sql`extract(year from ${competitions.startDate} at time zone 'UTC') = ${filter.year}`,
    );
  }
  if (filter.level !== undefined) list.push(eq(competitions.level, filter.level));
  return and(...list);
}

export type AggregateRow = {
  starts_count: number;
  dr_starts_count: number;
  sj_starts_count: number;
  xc_starts_count: number;
  total_pts: string;
  dr_pts: string;
  sj_pts: string;
  xc_pts: string;
  ppm: string;
  avg_price: string;
};

export function listHorseStats(db: Db, filter: StatsFilter) {
  return db
    .select({
      id: horses.id,
      name: horses.name,
      yob: horses.yob,
      gender: horses.gender,
      ...aggregates,
    })
    .from(e)
    .innerJoin(competitions, eq(competitions.id, e.competitionId))
    .innerJoin(horses, eq(horses.id, e.horseId))
    .where(conditions(filter))
    .groupBy(horses.id)
    .having(enoughStarts(filter.statType, filter.sortBy))
    .orderBy(sql`${sortExpression(filter.statType, filter.sortBy)} desc`, horses.name, horses.id)
    .limit(filter.limit);
}

export function listAthleteStats(db: Db, filter: StatsFilter) {
  return db
    .select({
      id: athletes.id,
      name: athletes.name,
      nationality: athletes.nationality,
      ...aggregates,
    })
    .from(e)
    .innerJoin(competitions, eq(competitions.id, e.competitionId))
    .innerJoin(athletes, eq(athletes.id, e.athleteId))
    .where(conditions(filter))
    .groupBy(athletes.id)
    .having(enoughStarts(filter.statType, filter.sortBy))
    .orderBy(
      sql`${sortExpression(filter.statType, filter.sortBy)} desc`,
      athletes.name,
      athletes.id,
    )
    .limit(filter.limit);
}
