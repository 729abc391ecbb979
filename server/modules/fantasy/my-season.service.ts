import { isCompetitionLive } from '../../../contract/competition-live';
import type { MySeason } from '../../../contract/fantasy';
import { isKnownNation } from '../../../contract/nations';
import type { Db } from '../../db/client';
import {
  countStandings,
  countTeams,
  findStanding,
  standingRankOf,
  teamRankOf,
} from '../leaderboards/leaderboards.repository';
import { currentSeason, standingScopeKey } from '../leaderboards/leaderboards.service';
import { listSelectionsOfTeams } from './fantasy.repository';
import { decimal, presentTeam } from './fantasy.presenters';
import {
  findNationality,
  listSeasonTeamsOfUser,
  listTeamYearsOfUser,
} from './my-season.repository';

type SeasonTeamRow = Awaited<ReturnType<typeof listSeasonTeamsOfUser>>[number];

/** A team ranks among its competition's teams once the competition has started. */
const hasStarted = (competition: SeasonTeamRow['competition']) =>
  isCompetitionLive(competition) || competition.status === 'completed';

async function seasonStanding(db: Db, userId: number, year: number) {
  const scope = standingScopeKey({ kind: 'season', year });
  const [standing, nationality] = await Promise.all([
    findStanding(db, scope, userId),
    findNationality(db, userId),
  ]);
  const country = nationality && isKnownNation(nationality) ? nationality : null;
  const rankIn = async (code?: string) => ({
    rank: standing ? await standingRankOf(db, scope, standing.totalPoints, code) : null,
    players: await countStandings(db, scope, code),
  });
  return {
    totalPoints: decimal(standing?.totalPoints ?? '0'),
    overall: await rankIn(),
    country: country ? { code: country, ...(await rankIn(country)) } : null,
  };
}

/**
 * My Teams for a season (the current one unless `year` is given): every team the player entered,
 * with its points and rank, and the season's total with the player's overall and country ranks.
 */
export async function getMySeason(
  db: Db,
  userId: number,
  now: Date,
  year: number = currentSeason(now),
): Promise<MySeason> {
  const [rows, teamYears, season] = await Promise.all([
    listSeasonTeamsOfUser(db, userId, year),
    listTeamYearsOfUser(db, userId),
    seasonStanding(db, userId, year),
  ]);
  const selections = await listSelectionsOfTeams(
    db,
    rows.map((row) => row.team.id),
  );
  const teams = await Promise.all(
    rows.map(async ({ team, competition, venueName, venueCountry }) => ({
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
      rank: hasStarted(competition) ? await teamRankOf(db, competition.id, team.totalPoints) : null,
      teams: await countTeams(db, competition.id),
    })),
  );
  const years = [...new Set([...teamYears, currentSeason(now), year])].sort((a, b) => b - a);
  return { year, years, season, teams };
}
