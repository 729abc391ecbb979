import { buildSubBoard, ranksInOrder, type SubBoard } from './board-view';
import { Baselines, type Baseline, type Movement } from './movement';
import type { ScopeKey } from './period-standings';
import type { Snapshot, StandingsState } from './standings-state';
import type { TotalCounts } from './total-counts';

/** One row of a board: the team (competition boards) or the player, total in tenths. */
export type RankedRow = {
  teamId: number | null;
  userId: number;
  total: number;
  rank: number;
  movement: Movement;
};

/** A board's first rows, its size and the viewer's own row; `since`: the phase end movement counts from. */
export type BoardAnswer = {
  players: number;
  rows: RankedRow[];
  me: RankedRow | null;
  since: Snapshot | null;
};

export type BoardRequest = {
  limit: number;
  country?: string | undefined;
  viewerId?: number | null;
};

/** A player's place on one board. */
export type Standing = { total: number; rank: number; players: number; movement: Movement };

/** What a sub-board was built from: a board's version, or a baseline's totals (new when recomputed). */
type SubVersion = number | Int32Array | Uint16Array;

type LeagueOrder = {
  version: number;
  order: Int32Array;
  sortedTotals: Int32Array;
  baseTotals: Int32Array | null;
};

/** One board as the queries see it: members by index, their totals now and at the baseline. */
type Board = {
  key: string;
  version: number;
  size: number;
  totals: ArrayLike<number>;
  counts: TotalCounts;
  top: Int32Array;
  baseline: Baseline<Int32Array | Uint16Array> | null;
  userOf: (index: number) => number;
  teamIdOf: (index: number) => number | null;
  indexOfUser: (userId: number) => number;
};

/** Answers of every board from the state in memory: tops, ranks, countries, leagues. */
export class StandingsQueries {
  readonly baselines: Baselines;
  private readonly subBoards = new Map<string, { version: SubVersion; sub: SubBoard }>();
  private readonly leagueOrders = new WeakMap<Int32Array, Map<string, LeagueOrder>>();

  constructor(private readonly state: StandingsState) {
    this.baselines = new Baselines(state);
  }

  competitionBoard(competitionId: number): Board | null {
    const held = this.state.competitions.get(competitionId);
    if (!held) return null;
    const { standings } = held;
    return {
      key: `competition:${competitionId}`,
      version: this.state.version,
      size: standings.teams,
      totals: standings.totals,
      counts: standings.counts,
      top: standings.top,
      baseline: this.baselines.competition(held),
      userOf: (team) => standings.userIds[team] ?? 0,
      teamIdOf: (team) => standings.teamIds[team] ?? 0,
      indexOfUser: (userId) => standings.teamOfUser(userId),
    };
  }

  periodBoard(scope: ScopeKey): Board {
    const period = this.state.period(scope);
    return {
      key: scope,
      version: this.state.version,
      size: period.counts.size,
      totals: period.totals,
      counts: period.counts,
      top: period.top,
      baseline: this.baselines.period(scope),
      userOf: (userId) => userId,
      teamIdOf: () => null,
      indexOfUser: (userId) => ((period.totals[userId] ?? -1) >= 0 ? userId : -1),
    };
  }

  /** A board's first rows and the viewer's own row, optionally within one country. */
  answer(board: Board, request: BoardRequest): BoardAnswer {
    const since = board.baseline?.since ?? null;
    const nation = request.country === undefined ? null : this.state.nationOf(request.country);
    if (nation === 0) return { players: 0, rows: [], me: null, since };
    const sub = nation === null ? null : this.subBoard(board, nation);
    const order = sub ? sub.order : board.top;
    const counts = sub ? sub.counts : board.counts;
    const shown = order.subarray(0, Math.min(request.limit, order.length));
    const ranks = ranksInOrder(shown, (index) => board.totals[index] ?? 0);
    const rows = Array.from(shown, (index, at) =>
      this.row(board, index, ranks[at] ?? at + 1, nation),
    );
    let me: RankedRow | null = null;
    const viewer = request.viewerId ?? null;
    if (viewer !== null) {
      const index = board.indexOfUser(viewer);
      if (index >= 0 && (nation === null || this.state.nationOfUser(viewer) === nation)) {
        me = this.row(board, index, counts.rankOf(board.totals[index] ?? 0), nation);
      }
    }
    return { players: counts.size, rows, me, since };
  }

  /** A player's place on a board (whole board, no country), or null without a team there. */
  standing(board: Board, userId: number): Standing | null {
    const index = board.indexOfUser(userId);
    if (index < 0) return null;
    const rank = board.counts.rankOf(board.totals[index] ?? 0);
    return {
      total: board.totals[index] ?? 0,
      rank,
      players: board.counts.size,
      movement: this.movementOf(board, index, rank, null),
    };
  }

  /**
   * A league's board: its members' rows on `board` in board order, ranked among themselves, and
   * the viewer's own row. `members` are user ids in ascending order.
   */
  league(board: Board, members: Int32Array, viewerId: number, limit: number): BoardAnswer {
    const since = board.baseline?.since ?? null;
    const { order, sortedTotals, baseTotals } = this.leagueOrder(board, members);
    const totalOf = (index: number) => board.totals[index] ?? 0;
    const rowOf = (index: number, rank: number): RankedRow => {
      let movement: Movement = null;
      const base = board.baseline ? (board.baseline.totals[index] ?? -1) : null;
      if (base !== null && baseTotals) {
        movement = base < 0 ? 'new' : 1 + countAbove(baseTotals, base) - rank;
      }
      return {
        teamId: board.teamIdOf(index),
        userId: board.userOf(index),
        total: totalOf(index),
        rank,
        movement,
      };
    };
    const shown = order.subarray(0, limit);
    const ranks = ranksInOrder(shown, totalOf);
    const viewerIndex = board.indexOfUser(viewerId);
    const isMember = viewerIndex >= 0 && binaryHas(members, viewerId);
    return {
      players: order.length,
      rows: Array.from(shown, (index, at) => rowOf(index, ranks[at] ?? at + 1)),
      me: isMember ? rowOf(viewerIndex, 1 + countAbove(sortedTotals, totalOf(viewerIndex))) : null,
      since,
    };
  }

  /** A league's members on a board in board order, kept while the board and the members stay. */
  private leagueOrder(board: Board, members: Int32Array): LeagueOrder {
    let byBoard = this.leagueOrders.get(members);
    if (!byBoard) {
      byBoard = new Map();
      this.leagueOrders.set(members, byBoard);
    }
    const cached = byBoard.get(board.key);
    if (cached?.version === board.version) return cached;
    const totalOf = (index: number) => board.totals[index] ?? 0;
    const indexes: number[] = [];
    for (const userId of members) {
      const index = board.indexOfUser(userId);
      if (index >= 0) indexes.push(index);
    }
    indexes.sort((a, b) => totalOf(b) - totalOf(a) || a - b);
    const order = Int32Array.from(indexes);
    const baseline = board.baseline;
    const leagueOrder: LeagueOrder = {
      version: board.version,
      order,
      sortedTotals: Int32Array.from(indexes, totalOf),
      baseTotals: baseline
        ? Int32Array.from(
            indexes.map((index) => baseline.totals[index] ?? -1).filter((total) => total >= 0),
          )
            .sort()
            .reverse()
        : null,
    };
    byBoard.set(board.key, leagueOrder);
    return leagueOrder;
  }

  private row(board: Board, index: number, rank: number, nation: number | null): RankedRow {
    return {
      teamId: board.teamIdOf(index),
      userId: board.userOf(index),
      total: board.totals[index] ?? 0,
      rank,
      movement: this.movementOf(board, index, rank, nation),
    };
  }

  private movementOf(board: Board, index: number, rank: number, nation: number | null): Movement {
    const baseline = board.baseline;
    if (!baseline) return null;
    const then = baseline.totals[index] ?? -1;
    if (then < 0) return 'new';
    const counts =
      nation === null ? baseline.counts : this.baselineSubBoard(board, baseline, nation).counts;
    return counts.rankOf(then) - rank;
  }

  private subBoard(board: Board, nation: number): SubBoard {
    return this.cachedSub(`${board.key}:${nation}`, board.version, board.totals, board, nation);
  }

  private baselineSubBoard(
    board: Board,
    baseline: Baseline<Int32Array | Uint16Array>,
    nation: number,
  ) {
    return this.cachedSub(
      `${board.key}:${nation}:baseline`,
      baseline.totals,
      baseline.totals,
      board,
      nation,
    );
  }

  private cachedSub(
    key: string,
    version: SubVersion,
    totals: ArrayLike<number>,
    board: Board,
    nation: number,
  ) {
    const cached = this.subBoards.get(key);
    if (cached?.version === version) return cached.sub;
    const sub = buildSubBoard(
      totals,
      (index) => this.state.nationOfUser(board.userOf(index)) === nation,
    );
    this.subBoards.set(key, { version, sub });
    return sub;
  }
}

/** How many of a high-to-low sorted array are strictly above `total`. */
function countAbove(sorted: Int32Array, total: number): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((sorted[middle] ?? 0) > total) low = middle + 1;
    else high = middle;
  }
  return low;
}

function binaryHas(sorted: Int32Array, value: number): boolean {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    const at = sorted[middle] ?? 0;
    if (at === value) return true;
    if (at < value) low = middle + 1;
    else high = middle - 1;
  }
  return false;
}
