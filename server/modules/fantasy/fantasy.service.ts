import {
  checkTeam,
  TEAM_RULES,
  type FantasyTeam,
  type Performance,
  type RankHistory,
  type SaveTeamRequest,
  type Selection,
  type SelectionStats,
  type UserTeam,
} from '../../../contract/fantasy';
import { formatTenths, fromTenths, isWithdrawn, toTenths } from '../../../contract/scoring';
import { TEAM_SIZE } from '../../../contract/constants';
import type { Db } from '../../db/client';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import type { AppDeps, SessionUser } from '../../types';
import {
  countSelectionsPerEntry,
  findCompetition,
  findTeam,
  findTeamById,
  findUser,
  listSelectionsOfTeams,
  listTeamsOfUser,
} from './fantasy.repository';
import {
  findCompetitionForSave,
  lockTeam,
  writeTeam,
  type EntryForSave,
  type TeamWrite,
} from './team-save.repository';
import {
  decimal,
  presentSelection,
  presentTeam,
  teamPointsTenths,
  userNameOf,
} from './fantasy.presenters';
import { presentSelectionStats } from './selection-stats';
import { maySeePicks, selectionClosedReason } from './team-window';
import { refuseOffensiveName } from '../users/chosen-names';
import { listRankHistory } from './rank-history.repository';

const COMPETITION_NOT_FOUND = 'Competition not found';
const PICKS_HIDDEN = "Other players' teams are shown once the selection deadline has passed.";

async function requireCompetition(db: Db, competitionId: number) {
  const competition = await findCompetition(db, competitionId);
  if (!competition) throw notFound(COMPETITION_NOT_FOUND);
  return competition;
}

/** The entries of a save in the order picked, or the first team rule the picks break. */
function checkPicks(ids: readonly number[], found: readonly EntryForSave[]): EntryForSave[] {
  if (ids.length > TEAM_SIZE) throw badRequest(TEAM_RULES.teamFull.message, 'selections');
  if (new Set(ids).size !== ids.length) {
    throw badRequest(TEAM_RULES.alreadySelected.message, 'selections');
  }
  const entries = new Map(found.map((entry) => [entry.id, entry]));
  const picks = ids.map((id) => {
    const entry = entries.get(id);
    if (!entry) {
      throw badRequest(`Competitor ${id} is not entered in this competition.`, 'selections');
    }
    if (isWithdrawn({ ...entry, drScore: null, sjScore: null, xcjScore: null, xctScore: null })) {
      throw badRequest(
        `${entry.athleteName} with ${entry.horseName} has withdrawn and cannot be selected.`,
        'selections',
      );
    }
    return entry;
  });
  const breach = checkTeam(
    picks.map((entry) => ({
      competitionEntryId: entry.id,
      priceTenths: toTenths(entry.price) ?? 0,
    })),
  );
  if (breach) throw badRequest(breach.message, 'selections');
  return picks;
}

/**
 * Saves the player's team for a competition, replacing the previous picks atomically. Enforces
 * every rule whatever the client sends: open window, exactly 5 different entries of that
 * competition, none withdrawn, at most 10.0 in total at the database's prices. One read and one
 * write statement; a transaction only when a concurrent save of the same team got in between.
 */
export async function saveTeam(
  deps: AppDeps,
  user: SessionUser,
  request: SaveTeamRequest,
): Promise<FantasyTeam> {
  const teamName = request.teamName?.trim();
  if (teamName === '') throw badRequest('Team name cannot be empty', 'teamName');
  refuseOffensiveName('teamName', teamName, 'teamName');
  const db = deps.database.db;
  const ids = request.selections.map((selection) => selection.competitionEntryId);
  const found = await findCompetitionForSave(db, request.competitionId, ids);
  if (!found) throw notFound(COMPETITION_NOT_FOUND);
  const { competition } = found;
  const closed = selectionClosedReason(competition, deps.clock.now());
  if (closed) throw conflict(closed);

  const picks = checkPicks(ids, found.entries);
  const spentTenths = picks.reduce((sum, entry) => sum + (toTenths(entry.price) ?? 0), 0);
  const write: TeamWrite = {
    userId: user.id,
    competitionId: competition.id,
    teamName: teamName ?? null,
    totalSpent: formatTenths(spentTenths),
    picks: picks.map((entry) => ({
      competitionEntryId: entry.id,
      athleteId: entry.athleteId,
      horseId: entry.horseId,
      price: entry.price,
    })),
  };
  const saved =
    (await writeTeam(db, write)) ??
    (await db.transaction(async (tx) => {
      await lockTeam(tx, user.id, competition.id);
      return writeTeam(tx, write);
    }));
  if (!saved) throw new Error('fantasy team not saved');
  deps.metrics.teamSaves.inc();
  deps.selectionStats.forget(request.competitionId);
  deps.standings.teamsChanged(request.competitionId);
  return presentTeam(
    saved,
    picks.map((entry) => ({ ...entry, fantasyTeamId: saved.id, competitionEntryId: entry.id })),
  );
}

/** Every team of the player, by competition start date, with picks and points. */
export async function listMyTeams(db: Db, userId: number): Promise<FantasyTeam[]> {
  const rows = await listTeamsOfUser(db, userId);
  const selections = await listSelectionsOfTeams(
    db,
    rows.map((row) => row.fantasy_teams.id),
  );
  return rows.map((row) => presentTeam(row.fantasy_teams, selections));
}

/** The player's team for a competition, or null before the first save. */
export async function getMyTeam(
  db: Db,
  userId: number,
  competitionId: number,
): Promise<FantasyTeam | null> {
  await requireCompetition(db, competitionId);
  const team = await findTeam(db, userId, competitionId);
  return team ? presentTeam(team, await listSelectionsOfTeams(db, [team.id])) : null;
}

/** A team's picks: always for its owner, for others only once selections have closed. */
export async function getTeamSelections(
  deps: AppDeps,
  viewer: SessionUser,
  teamId: number,
): Promise<Selection[]> {
  const db = deps.database.db;
  const team = await findTeamById(db, teamId);
  if (!team) throw notFound('Team not found');
  const competition = await requireCompetition(db, team.competitionId);
  if (!maySeePicks(competition, team.userId, viewer.id, deps.clock.now())) {
    throw forbidden(PICKS_HIDDEN);
  }
  return (await listSelectionsOfTeams(db, [team.id])).map(presentSelection);
}

/** A player's team in a competition for the team dialog, with its rank; same visibility rule. */
export async function getUserTeam(
  deps: AppDeps,
  viewer: SessionUser,
  userId: number,
  competitionId: number,
): Promise<UserTeam> {
  const db = deps.database.db;
  const competition = await requireCompetition(db, competitionId);
  const [team, owner] = await Promise.all([
    findTeam(db, userId, competitionId),
    findUser(db, userId),
  ]);
  if (!team || !owner) throw notFound('No team for this competition');
  if (!maySeePicks(competition, userId, viewer.id, deps.clock.now())) {
    throw forbidden(PICKS_HIDDEN);
  }
  const selections = await listSelectionsOfTeams(db, [team.id]);
  const standing = await deps.standings.teamStanding(competitionId, userId);
  return {
    team: {
      id: team.id,
      userId,
      userName: userNameOf(owner),
      userNationality: owner.nationality,
      teamName: team.teamName,
      competitionId,
      competitionName: competition.name,
      totalSpent: decimal(team.totalSpent),
      totalPoints: fromTenths(standing?.total ?? teamPointsTenths(selections)),
      rank: standing?.rank ?? 1,
      movement: standing?.movement ?? null,
    },
    selections: selections.map(presentSelection),
  };
}

/**
 * The share of a competition's teams that picked each entry: exact once picks are public, before
 * that hidden or rounded (docs/decisions/027-selection-shares-before-the-deadline.md).
 */
export async function getSelectionStats(
  deps: AppDeps,
  competitionId: number,
): Promise<SelectionStats> {
  const db = deps.database.readDb;
  const cached = deps.selectionStats.get(competitionId);
  if (cached) return cached;
  const competition = await requireCompetition(db, competitionId);
  const { totalTeams, perEntry } = await countSelectionsPerEntry(db, competitionId);
  const stats = presentSelectionStats(competition, totalTeams, perEntry, deps.clock.now());
  deps.selectionStats.set(competitionId, stats);
  return stats;
}

/**
 * The player's overall points, rank and movement since the last phase end, and each team's
 * points, rank and movement in its competition, from the standings engine.
 */
export async function getPerformance(deps: AppDeps, userId: number): Promise<Performance> {
  const rows = await listTeamsOfUser(deps.database.db, userId);
  const competitions = await Promise.all(
    rows.map(async ({ fantasy_teams: team, competitions: competition }) => {
      const standing = await deps.standings.teamStanding(competition.id, userId);
      return {
        competitionId: competition.id,
        competitionName: competition.name,
        startDate: competition.startDate.toISOString(),
        teamId: team.id,
        totalPoints: fromTenths(standing?.total ?? 0),
        rank: standing?.rank ?? 1,
        teams: standing?.players ?? 1,
        movement: standing?.movement ?? null,
      };
    }),
  );
  const overall = await deps.standings.playerStanding('overall', userId);
  return {
    overall: {
      totalPoints: fromTenths(overall?.total ?? 0),
      rank: overall?.rank ?? null,
      players:
        overall?.players ?? (await deps.standings.periodBoard('overall', { limit: 0 })).players,
      movement: overall?.movement ?? null,
    },
    competitions,
  };
}

/**
 * The player's overall rank after each kept phase end of a season's competitions they played
 * (decision 052), and their overall standing now with its movement.
 */
export async function getRankHistory(
  deps: AppDeps,
  userId: number,
  season: number,
): Promise<RankHistory> {
  const rows = await listRankHistory(deps.database.db, userId, season);
  const now = await deps.standings.playerStanding('overall', userId);
  return {
    season,
    points: rows.map((row) => ({
      snapshotId: Number(row.snapshot_id),
      competitionId: Number(row.competition_id),
      competitionName: row.competition_name,
      phase: row.phase,
      takenAt: new Date(row.taken_at).toISOString(),
      overallRank: Number(row.overall_rank),
      overallPlayers: Number(row.overall_players),
      overallPoints: fromTenths(Number(row.overall_points)),
      competitionRank: Number(row.competition_rank),
      competitionTeams: Number(row.competition_teams),
    })),
    current: now
      ? {
          rank: now.rank,
          players: now.players,
          totalPoints: fromTenths(now.total),
          movement: now.movement,
        }
      : null,
  };
}
