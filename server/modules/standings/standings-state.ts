import type { SelectionWindow } from '../../../contract/competition-live';
import type { RankPhase } from '../../../contract/rank-phases';
import { CompetitionStandings, type SlotPoints } from './competition-standings';
import type { FrozenPicks } from './frozen-picks';
import { PeriodStandings, scopesOf, type ScopeKey } from './period-standings';

/** What the engine knows of a competition besides its teams. */
export type CompetitionMeta = {
  id: number;
  name: string;
  startDate: Date;
  deadline: Date;
  status: SelectionWindow['status'];
  isLive: boolean;
  level: string;
};

/** A competition's entries' points kept at the end of a phase (fantasy_rank_snapshots). */
export type Snapshot = {
  id: number;
  competitionId: number;
  phase: RankPhase;
  takenAt: Date;
  /** Its competition's start: phase ends kept at one moment count in the competitions' order. */
  competitionStart: Date;
  entryIds: readonly number[];
  entryPoints: readonly number[];
};

/** A competition held by the engine. `frozen`: its selection has closed and its picks are final. */
export type HeldCompetition = {
  meta: CompetitionMeta;
  standings: CompetitionStandings;
  scopes: ScopeKey[];
  frozen: boolean;
  /** Its snapshots, oldest first, with their points per slot. */
  snapshots: { snapshot: Snapshot; points: SlotPoints }[];
  /** Bumped whenever a total of the competition moves. */
  version: number;
  loadedAt: number;
};

/**
 * Orders snapshots by when they were taken: the order phases ended in. Phase ends kept at one
 * moment (two competitions found completed by one pass) follow their competitions' dates.
 */
export const snapshotOrder = (a: Snapshot, b: Snapshot) =>
  a.takenAt.getTime() - b.takenAt.getTime() ||
  a.competitionStart.getTime() - b.competitionStart.getTime() ||
  a.id - b.id;

/**
 * Every standing in memory: the competitions with their teams, the period boards their totals
 * add up to, each player's nation (for country boards). Pure: the engine feeds it from the
 * database and asks it; changes here are synchronous, so a read never sees half of one.
 */
export class StandingsState {
  readonly competitions = new Map<number, HeldCompetition>();
  readonly periods = new Map<ScopeKey, PeriodStandings & { version: number }>();
  /** Bumped when competitions come or go or their snapshots change. */
  structure = 0;
  /** Bumped on every change; cached answers key on it. */
  version = 0;
  private nations = new Uint16Array(0);
  private readonly nationCodes: string[] = [''];
  private readonly nationIndex = new Map<string, number>();

  period(scope: ScopeKey) {
    let period = this.periods.get(scope);
    if (!period) {
      period = Object.assign(new PeriodStandings(), { version: 0 });
      this.periods.set(scope, period);
    }
    return period;
  }

  /** Holds a competition's teams (replacing what was held) and takes its entries' points. */
  putCompetition(meta: CompetitionMeta, frozen: FrozenPicks, isFrozen: boolean, now: number) {
    this.dropCompetition(meta.id);
    const standings = new CompetitionStandings(frozen);
    const scopes = scopesOf(meta.startDate);
    const held: HeldCompetition = {
      meta,
      standings,
      scopes,
      frozen: isFrozen,
      snapshots: [],
      version: 0,
      loadedAt: now,
    };
    this.competitions.set(meta.id, held);
    for (const scope of scopes) {
      const period = this.period(scope);
      for (let team = 0; team < standings.teams; team += 1) {
        period.addTeam(standings.userIds[team] ?? 0, 0);
      }
      period.settle();
      period.version += 1;
    }
    this.structure += 1;
    this.version += 1;
    return held;
  }

  /** Lets a competition go (deleted, or about to be held again): its teams leave the periods. */
  dropCompetition(competitionId: number): void {
    const held = this.competitions.get(competitionId);
    if (!held) return;
    const { standings } = held;
    for (const scope of held.scopes) {
      const period = this.period(scope);
      for (let team = 0; team < standings.teams; team += 1) {
        period.removeTeam(standings.userIds[team] ?? 0, standings.totals[team] ?? 0);
      }
      period.settle();
      period.version += 1;
    }
    this.competitions.delete(competitionId);
    this.structure += 1;
    this.version += 1;
  }

  /** New points for a competition's entries: teams, then their players' periods. */
  setPoints(competitionId: number, entryIds: ArrayLike<number>, points: ArrayLike<number>) {
    const held = this.competitions.get(competitionId);
    if (!held) return 0;
    const { standings } = held;
    const pointsBefore = standings.points;
    const previous = standings.apply(standings.slotPoints(entryIds, points));
    if (!previous) return 0;
    const rise = CompetitionStandings.rise(pointsBefore, standings.points);
    let moved = 0;
    for (const scope of held.scopes) {
      const period = this.period(scope);
      moved = period.moveTeams(standings.userIds, previous, standings.totals, rise);
      if (moved === 0) continue;
      period.settle();
      period.version += 1;
    }
    held.version += 1;
    this.version += 1;
    return moved;
  }

  setSnapshots(competitionId: number, snapshots: readonly Snapshot[]): void {
    const held = this.competitions.get(competitionId);
    if (!held) return;
    const sorted = [...snapshots].sort(snapshotOrder);
    const same =
      sorted.length === held.snapshots.length &&
      sorted.every((snapshot, i) => held.snapshots[i]?.snapshot.id === snapshot.id);
    if (same) return;
    held.snapshots = sorted.map((snapshot) => ({
      snapshot,
      points: held.standings.slotPoints(snapshot.entryIds, snapshot.entryPoints),
    }));
    this.structure += 1;
    this.version += 1;
  }

  /** A player's nation (a country board's filter); null for none. */
  setNation(userId: number, code: string | null): void {
    if (userId >= this.nations.length) {
      const grown = new Uint16Array(Math.max(userId + 1, Math.ceil(this.nations.length * 1.5)));
      grown.set(this.nations);
      this.nations = grown;
    }
    const index = code === null ? 0 : this.nationOf(code, true);
    if (this.nations[userId] === index) return;
    this.nations[userId] = index;
    this.version += 1;
  }

  /** The index of a nation code (0: none known). */
  nationOf(code: string, create = false): number {
    const known = this.nationIndex.get(code);
    if (known !== undefined || !create) return known ?? 0;
    this.nationCodes.push(code);
    this.nationIndex.set(code, this.nationCodes.length - 1);
    return this.nationCodes.length - 1;
  }

  nationOfUser(userId: number): number {
    return this.nations[userId] ?? 0;
  }
}
