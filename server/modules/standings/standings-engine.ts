import { areScoresPublished, isSelectionOpen } from '../../../contract/competition-live';
import type { Clock } from '../../clock';
import type { Database } from '../../db/client';
import { databaseOutageLog, isDatabaseUnavailable } from '../../plugins/database-unavailable';
import { loadPicks } from './load-picks';
import { createPlayerNations } from './player-nations';
import { takeFinalSnapshot, writeDueHistory } from './rank-snapshots';
import type { ScopeKey } from './period-standings';
import {
  StandingsQueries,
  type BoardAnswer,
  type BoardRequest,
  type Standing,
} from './standings-queries';
import {
  findCompetitionMeta,
  listCompetitionsWithTeams,
  listSnapshots,
  readEntries,
  userExists,
  type EntryState,
} from './standings.repository';
import { StandingsState } from './standings-state';

/** How long a competition whose selection is open is trusted before its teams are read again. */
export const OPEN_TEAMS_FRESH_MS = 5_000;
/** How often every held competition is checked against the database (a missed notification). */
export const RECONCILE_EVERY_MS = 30_000;

/** An entry before its competition's scores are published: no points, a withdrawal only. */
const withoutScores = (entry: EntryState): EntryState => {
  const withdrawal = (status: EntryState['drStatus']) => (status === 'WD' ? status : null);
  return {
    id: entry.id,
    competitionId: entry.competitionId,
    points: 0,
    drStatus: withdrawal(entry.drStatus),
    drScore: null,
    sjStatus: withdrawal(entry.sjStatus),
    sjScore: null,
    xcStatus: withdrawal(entry.xcStatus),
    xcjScore: null,
    xctScore: null,
  };
};

export type EngineLog = { error: (details: object, message: string) => void };

/**
 * The standings engine of one server process (decisions 050, 051): every competition's teams in
 * memory, fed by the database. It loads at start, follows `competition_changed`, and answers
 * every board, rank and league table from memory. Reads wait for the work already asked of it,
 * so a read after a change this process heard of sees that change.
 */
export type StandingsEngine = {
  /** Resolves when the first load has finished. */
  ready: () => Promise<void>;
  /** A competition or its entries changed: read its points (and teams when needed) again. */
  onCompetitionChanged: (competitionId: number) => Promise<void>;
  /** A team of this competition was saved in this process (its selection is open). */
  teamsChanged: (competitionId: number) => void;
  /** A player's nationality changed. */
  playerChanged: (userId: number) => Promise<void>;
  /** Reads every held competition again from the database (a missed notification). */
  reconcile: () => Promise<void>;
  competitionBoard: (competitionId: number, request: BoardRequest) => Promise<BoardAnswer | null>;
  periodBoard: (scope: ScopeKey, request: BoardRequest) => Promise<BoardAnswer>;
  leagueBoard: (
    board: { competitionId: number } | { scope: ScopeKey },
    members: Int32Array,
    viewerId: number,
    limit: number,
  ) => Promise<BoardAnswer | null>;
  teamStanding: (competitionId: number, userId: number) => Promise<Standing | null>;
  playerStanding: (scope: ScopeKey, userId: number) => Promise<Standing | null>;
  /** The state and its queries, for benchmarks and tests. */
  state: StandingsState;
  queries: StandingsQueries;
  close: () => Promise<void>;
};

export function createStandingsEngine(options: {
  database: Database;
  clock: Clock;
  log?: EngineLog;
  reconcileEveryMs?: number;
}): StandingsEngine {
  const { database, clock } = options;
  const db = database.db;
  const state = new StandingsState();
  const queries = new StandingsQueries(state);
  const nations = createPlayerNations(db, state);
  const chains = new Map<number, Promise<void>>();
  const dirty = new Set<number>();
  /** Open competitions being read again behind the answers. */
  const behind = new Set<number>();
  let background: Promise<void> = Promise.resolve();
  // A database outage is logged as the requests log it: once, then once per 10 s.
  const logOutage = databaseOutageLog(() => clock.now().getTime(), {
    prefix: 'standings engine: ',
    what: 'failures',
  });
  const report = (error: unknown, what: string) => {
    if (!options.log) return;
    if (isDatabaseUnavailable(error)) logOutage(options.log, error);
    else options.log.error({ err: error }, `standings engine: ${what}`);
  };

  /** Runs work on one competition after the work already queued for it. */
  const enqueue = (competitionId: number, work: () => Promise<void>) => {
    const next = (chains.get(competitionId) ?? Promise.resolve())
      .then(work)
      .catch((error: unknown) => report(error, `competition ${competitionId}`));
    chains.set(competitionId, next);
    void next.finally(() => {
      if (chains.get(competitionId) === next) chains.delete(competitionId);
    });
    return next;
  };

  const refresh = async (competitionId: number) => {
    const found = await findCompetitionMeta(db, competitionId);
    if (!found?.hasTeams) {
      state.dropCompetition(competitionId);
      return;
    }
    const { meta } = found;
    const now = clock.now().getTime();
    const frozen = !isSelectionOpen(meta, now);
    const held = state.competitions.get(competitionId);
    const stale =
      !held ||
      held.frozen !== frozen ||
      dirty.has(competitionId) ||
      held.meta.startDate.getTime() !== meta.startDate.getTime() ||
      (!frozen && now - held.loadedAt >= OPEN_TEAMS_FRESH_MS);
    if (stale) {
      dirty.delete(competitionId);
      const picks = await loadPicks(db, competitionId, frozen);
      await nations.ofPlayers(picks.userIds);
      state.putCompetition(meta, picks, frozen, now);
    } else {
      held.meta = meta;
    }
    const read = await readEntries(db, [competitionId]);
    const entries = areScoresPublished(meta) ? read : read.map(withoutScores);
    state.setPoints(
      competitionId,
      entries.map((entry) => entry.id),
      entries.map((entry) => entry.points),
    );
    state.setSnapshots(competitionId, await listSnapshots(db, [competitionId]));
    const current = state.competitions.get(competitionId);
    if (!current?.frozen) return;
    if (await takeFinalSnapshot(db, current, entries, clock.now())) {
      state.setSnapshots(competitionId, await listSnapshots(db, [competitionId]));
    }
    const snapshots = await listSnapshots(db, [competitionId]);
    background = background
      .then(() => writeDueHistory(db, state, queries.baselines, current, snapshots))
      .catch((error: unknown) => report(error, 'rank history'));
  };

  const reconcile = async () => {
    const metas = await listCompetitionsWithTeams(db);
    const ids = new Set(metas.map((meta) => meta.id));
    for (const id of state.competitions.keys()) if (!ids.has(id)) ids.add(id);
    await Promise.all([...ids].map((id) => enqueue(id, () => refresh(id))));
  };

  let first = reconcile();
  // Reported here too: a first load that fails before anything reads is not left unhandled.
  void first.catch((error: unknown) => report(error, 'first load'));
  /**
   * The first load, which a read tries again when it failed (a database not answering while the
   * server started): the boards come back with the database instead of failing until a restart.
   */
  const firstLoad = () => {
    first = first.catch(() => reconcile());
    return first;
  };
  const timer = setInterval(() => {
    void reconcile().catch((error: unknown) => report(error, 'reconcile'));
  }, options.reconcileEveryMs ?? RECONCILE_EVERY_MS);
  timer.unref();

  /**
   * Before a read: the first load, the work already queued, and the competitions whose teams
   * have moved (a team saved here, a selection that has just closed). An open competition
   * older than OPEN_TEAMS_FRESH_MS is read again behind the answer, not before it.
   */
  const settle = async (competitionIds: readonly number[] | 'all') => {
    await firstLoad();
    const ids = new Set(
      competitionIds === 'all' ? [...state.competitions.keys(), ...dirty] : competitionIds,
    );
    const now = clock.now().getTime();
    const later: number[] = [];
    for (const id of ids) {
      const held = state.competitions.get(id);
      if (dirty.has(id) || (held && !held.frozen && !isSelectionOpen(held.meta, now))) {
        void enqueue(id, () => refresh(id));
      } else if (held && !held.frozen && now - held.loadedAt >= OPEN_TEAMS_FRESH_MS) {
        later.push(id);
      }
    }
    const pending = [...ids].flatMap((id) => {
      const chain = chains.get(id);
      return chain ? [chain] : [];
    });
    for (const id of later) {
      if (behind.has(id)) continue;
      behind.add(id);
      void enqueue(id, () => refresh(id)).finally(() => behind.delete(id));
    }
    await Promise.all(pending);
  };

  return {
    ready: () => first,
    onCompetitionChanged: (competitionId) => enqueue(competitionId, () => refresh(competitionId)),
    teamsChanged: (competitionId) => {
      dirty.add(competitionId);
    },
    playerChanged: async (userId) => {
      if (await userExists(db, userId)) {
        await nations.changed(userId);
        return;
      }
      // A deleted player's teams went with them: hold those competitions again.
      const holding = [...state.competitions.values()].filter(
        (held) => held.standings.teamOfUser(userId) >= 0,
      );
      for (const held of holding) dirty.add(held.meta.id);
      await Promise.all(holding.map((held) => enqueue(held.meta.id, () => refresh(held.meta.id))));
    },
    reconcile,
    competitionBoard: async (competitionId, request) => {
      await settle([competitionId]);
      const board = queries.competitionBoard(competitionId);
      return board ? queries.answer(board, request) : null;
    },
    periodBoard: async (scope, request) => {
      await settle('all');
      return queries.answer(queries.periodBoard(scope), request);
    },
    leagueBoard: async (which, members, viewerId, limit) => {
      await settle('competitionId' in which ? [which.competitionId] : 'all');
      const board =
        'competitionId' in which
          ? queries.competitionBoard(which.competitionId)
          : queries.periodBoard(which.scope);
      return board ? queries.league(board, members, viewerId, limit) : null;
    },
    teamStanding: async (competitionId, userId) => {
      await settle([competitionId]);
      const board = queries.competitionBoard(competitionId);
      return board ? queries.standing(board, userId) : null;
    },
    playerStanding: async (scope, userId) => {
      await settle('all');
      return queries.standing(queries.periodBoard(scope), userId);
    },
    state,
    queries,
    close: async () => {
      clearInterval(timer);
      await first.catch(() => undefined);
      await Promise.all([...chains.values()]);
      await background;
    },
  };
}
