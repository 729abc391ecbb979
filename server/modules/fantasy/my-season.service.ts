import { isCompetitionLive } from '../../../contract/competition-live';
import type { MySeason } from '../../../contract/fantasy';
import { isKnownNation } from '../../../contract/nations';
import { fromTenths } from '../../../contract/scoring';
import type { AppDeps } from '../../types';
import { currentSeason, standingScopeKey } from '../leaderboards/leaderboards.service';
import { listSelectionsOfTeams } from './fantasy.repository';
import { presentTeam } from './fantasy.presenters';
import {
  findNationality,
  listSeasonTeamsOfUser,
  listTeamYearsOfUser,
} from './my-season.repository';

type SeasonTeamRow = Awaited<ReturnType<typeof listSeasonTeamsOfUser>>[number];

/** A team ranks among its competition's teams once the competition has started. */
const hasStarted = (competition: SeasonTeamRow['competition']) =>
  isCompetitionLive(competition) || competition.status === 'completed';

/** The season's total and the player's ranks overall and in their country, from the standings engine. */
async function seasonStanding(deps: AppDeps, userId: number, year: number) {
  const scope = standingScopeKey({ kind: 'season', year });
  const nationality = await findNationality(deps.database.db, userId);
  const country = nationality && isKnownNation(nationality) ? nationality : null;
  const board = (code?: string) =>
    deps.standings.periodBoard(scope, { limit: 0, viewerId: userId, country: code });
  const overall = await board();
  const inCountry = country ? await board(country) : null;
  return {
    totalPoints: fromTenths(overall.me?.total ?? 0),
    overall: { rank: overall.me?.rank ?? null, players: overall.players },
    country:
      country && inCountry
        ? { code: country, rank: inCountry.me?.rank ?? null, players: inCountry.players }
        : null,
  };
}

/**
 * My Teams for a season (the current one unless `year` is given): every team the player entered,
 * with its points and rank, and the season's total with the player's overall and country ranks.
 */
export async function getMySeason(
  deps: AppDeps,
  userId: number,
  now: Date,
  year: number = currentSeason(now),
): Promise<MySeason> {
  const db = deps.database.db;
  const [rows, teamYears, season] = await Promise.all([
    listSeasonTeamsOfUser(db, userId, year),
    listTeamYearsOfUser(db, userId),
    seasonStanding(deps, userId, year),
  ]);
  const selections = await listSelectionsOfTeams(
    db,
    rows.map((row) => row.team.id),
  );
  const teams = await Promise.all(
    rows.map(async ({ team, competition, venueName, venueCountry }) => {
      const board = await deps.standings.competitionBoard(competition.id, {
        limit: 0,
        viewerId: userId,
      });
      return {
        competition: {
          id: competition.id,
          name: competition.name,
          level: competition.level,
          status: competition.status,
          isLive: competition.isLive,
          startDate: competition.startDate.toISOString(),
          endDate: competition.endDate.toISOString(),
          deadline: competition.deadline.toISOString(),
          venue: venueName === null ? null : { name: venueName, country: venueCountry },
        },
        team: presentTeam(team, selections),
        rank: hasStarted(competition) ? (board?.me?.rank ?? null) : null,
        teams: board?.players ?? 0,
      };
    }),
  );
  const years = [...new Set([...teamYears, currentSeason(now), year])].sort((a, b) => b - a);
  return { year, years, season, teams };
}
