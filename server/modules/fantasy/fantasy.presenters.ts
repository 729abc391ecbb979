import type { FantasyTeam, Selection } from '../../../contract/fantasy';
import { fromTenths, toTenths } from '../../../contract/scoring';
import { presentScorePoints } from '../competitions/competitions.presenter';
import type { SelectionRow, TeamRow } from './fantasy.repository';

/** A numeric column (text) as a number with one decimal. */
export const decimal = (value: string | null) => fromTenths(toTenths(value) ?? 0);

export function presentSelection(row: SelectionRow): Selection {
  const points = presentScorePoints(row);
  return {
    competitionEntryId: row.competitionEntryId,
    athleteId: row.athleteId,
    horseId: row.horseId,
    price: decimal(row.price),
    athleteName: row.athleteName,
    horseName: row.horseName,
    nationality: row.nationality,
    points: points.total_pts,
    ...points,
    withdrawn: row.drStatus === 'WD' || row.sjStatus === 'WD' || row.xcStatus === 'WD',
  };
}

/** A team's points: the sum of its picks' points, exactly what the standings count. */
export const teamPointsTenths = (selections: readonly SelectionRow[]) =>
  selections.reduce((sum, selection) => sum + (toTenths(selection.totalPts) ?? 0), 0);

export function presentTeam(team: TeamRow, selections: readonly SelectionRow[]): FantasyTeam {
  const own = selections.filter((selection) => selection.fantasyTeamId === team.id);
  return {
    id: team.id,
    userId: team.userId,
    competitionId: team.competitionId,
    teamName: team.teamName,
    totalBudget: decimal(team.totalBudget),
    totalSpent: decimal(team.totalSpent),
    totalPoints: fromTenths(teamPointsTenths(own)),
    updatedAt: team.updatedAt.toISOString(),
    selections: own.map(presentSelection),
  };
}

export const userNameOf = (user: { firstName: string; lastName: string }) =>
  `${user.firstName} ${user.lastName}`.trim() || 'User';
