import { asc, inArray } from 'drizzle-orm';
import { lastEndedPhase, ridingPhases, type RankPhase } from '../../../contract/rank-phases';
import { toTenths } from '../../../contract/scoring';
import type { Db } from '../client';
import { competitionEntries, competitions, fantasyRankSnapshots } from '../schema/index';

const day = 24 * 60 * 60 * 1000;
const pointsOfPhase: Record<Exclude<RankPhase, 'final'>, 'drPts' | 'xcPts' | 'sjPts'> = {
  dressage: 'drPts',
  'cross-country': 'xcPts',
  'show-jumping': 'sjPts',
};

/**
 * The phase ends of the demo's competitions with results, as the results writer would have kept
 * them (decision 052): each ended phase with the points earned up to it, one day apart from the
 * first day, and the final results of the completed ones. The standings engine writes every
 * team's ranks at them once it holds the competitions, so the demo shows rank movement and a
 * season chart.
 */
export async function seedPhaseEnds(db: Db) {
  const held = await db
    .select()
    .from(competitions)
    .where(inArray(competitions.status, ['live', 'completed']))
    .orderBy(asc(competitions.startDate));
  for (const competition of held) {
    const entries = await db
      .select()
      .from(competitionEntries)
      .where(inArray(competitionEntries.competitionId, [competition.id]))
      .orderBy(asc(competitionEntries.id));
    const scores = entries.map((entry) => ({
      drStatus: entry.drStatus,
      drScore: toTenths(entry.drScore),
      sjStatus: entry.sjStatus,
      sjScore: toTenths(entry.sjScore),
      xcStatus: entry.xcStatus,
      xcjScore: toTenths(entry.xcjScore),
      xctScore: toTenths(entry.xctScore),
    }));
    const ended = lastEndedPhase(scores, competition.level, 'live');
    if (!ended) continue;
    const phases = ridingPhases(competition.level);
    const kept = phases.slice(0, phases.indexOf(ended) + 1);
    const running = entries.map(() => 0);
    const rows = kept.map((phase, index) => {
      entries.forEach((entry, at) => {
        running[at] =
          (running[at] ?? 0) +
          (toTenths(entry[pointsOfPhase[phase as Exclude<RankPhase, 'final'>]]) ?? 0);
      });
      return {
        competitionId: competition.id,
        phase,
        takenAt: new Date(competition.startDate.getTime() + index * day + 8 * 60 * 60 * 1000),
        entryIds: entries.map((entry) => entry.id),
        entryPoints: [...running],
      };
    });
    if (competition.status === 'completed') {
      rows.push({
        competitionId: competition.id,
        phase: 'final',
        takenAt: new Date(competition.startDate.getTime() + kept.length * day + 9 * 60 * 60 * 1000),
        entryIds: entries.map((entry) => entry.id),
        entryPoints: entries.map((entry) => toTenths(entry.totalPts) ?? 0),
      });
    }
    await db.insert(fantasyRankSnapshots).values(rows);
  }
}
