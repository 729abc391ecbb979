/** Demo players with saved teams, a private league and a little feedback. */
import { formatTenths } from '../../../contract/scoring';
import { TEAM_BUDGET_TENTHS, TEAM_SIZE } from '../../../contract/constants';
import type { Db } from '../client';
import {
  fantasyTeams,
  fantasyTeamSelections,
  feedback,
  leagueMemberships,
  leagues,
  users,
} from '../schema/index';
import { bulkInsert } from './bulk-insert';
import type { SeededCompetition, SeededEntry } from './competitions';
import { addHours, dayAt, type Random } from './random';

const PLAYERS = [
  { first: 'Sophie', last: 'Armitage', nation: 'GBR', team: 'Armitage Allstars', premium: true },
  { first: 'Conor', last: 'Walsh', nation: 'IRL', team: "Walsh's Wonders", premium: false },
  { first: 'Emily', last: 'Thornton', nation: 'GBR', team: 'Thornton Thunder', premium: true },
  { first: 'Jake', last: 'Morrison', nation: 'USA', team: 'Kentucky Kickers', premium: false },
  { first: 'Anna', last: 'Schreiber', nation: 'GER', team: 'Team Galopp', premium: false },
  { first: 'Liam', last: 'Carter', nation: 'AUS', team: 'Down Under Eventers', premium: true },
  { first: 'Mia', last: 'Fraser', nation: 'NZL', team: 'Kiwi Clear Rounds', premium: false },
  { first: 'Chloé', last: 'Bernard', nation: 'FRA', team: 'Les Cavaliers', premium: false },
  { first: 'Erik', last: 'Nyström', nation: 'SWE', team: 'Nordic Gallop', premium: false },
  { first: 'Femke', last: 'de Boer', nation: 'NED', team: 'Oranje Oxers', premium: false },
  { first: 'Hannah', last: 'Price', nation: 'GBR', team: 'Hay Net Heroes', premium: false },
  { first: 'Ryan', last: 'Tanaka', nation: 'CAN', team: 'Maple Leaf Eventers', premium: false },
];
/** Players (by index) in the private league; the first creates it. */
const LEAGUE_MEMBERS = [0, 1, 2, 4, 6, 10];
export const DEMO_LEAGUE = { name: 'Pony Club Old Boys', joinCode: 'K7PX' };

const emailOf = (first: string, last: string) =>
  `${first}.${last}`
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/\s+/g, '')
    .toLowerCase() + '@demo.eventing-manager.local';

/** Five distinct entries, not withdrawn, within the budget: the best of a few random tries. */
export function pickTeam(random: Random, entries: SeededEntry[]): SeededEntry[] {
  const available = entries.filter((entry) => !entry.withdrawn);
  const cheapest = Math.min(...available.map((entry) => entry.priceTenths));
  let best: { team: SeededEntry[]; value: number } = { team: [], value: -1 };
  for (let attempt = 0; attempt < 60; attempt += 1) {
    const team: SeededEntry[] = [];
    let left = TEAM_BUDGET_TENTHS;
    for (const entry of random.shuffle(available)) {
      if (entry.priceTenths <= left - (TEAM_SIZE - team.length - 1) * cheapest) {
        team.push(entry);
        left -= entry.priceTenths;
      }
      if (team.length === TEAM_SIZE) break;
    }
    const value = team.reduce((sum, entry) => sum + entry.expPts, 0) * (0.9 + 0.2 * random.next());
    if (team.length === TEAM_SIZE && value > best.value) best = { team, value };
  }
  return best.team;
}

export async function seedPlayers(db: Db, random: Random, now: Date, passwordHash: string) {
  const rows = await db
    .insert(users)
    .values(
      PLAYERS.map((player, index) => ({
        email: emailOf(player.first, player.last),
        passwordHash,
        firstName: player.first,
        lastName: player.last,
        nationality: player.nation,
        teamName: player.team,
        emailVerified: true,
        membershipType: player.premium ? ('premium' as const) : ('free' as const),
        premiumUntil: player.premium ? dayAt(now, 20 + index * 3, 0) : null,
        createdAt: dayAt(now, -180 + index * 9, 10),
      })),
    )
    .returning({ id: users.id, email: users.email });
  return PLAYERS.map(
    (player) => rows.find((row) => row.email === emailOf(player.first, player.last))?.id ?? 0,
  );
}

type Team = { userId: number; competition: SeededCompetition; picks: SeededEntry[] };

const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);

/** Whether a player saved a team: the league creator plays everything up to a few weeks ahead. */
function plays(random: Random, playerIndex: number, competition: SeededCompetition): boolean {
  const { status, startDay } = competition.plan;
  if (status === 'pending') return false;
  if (playerIndex === 0) return startDay < 20;
  if (status === 'completed') return random.chance(0.8);
  if (status === 'live') return random.chance(0.9);
  return random.chance(startDay < 20 ? 0.5 : 0.2);
}

/** Saved teams with their selections (the standings engine counts their points). */
export async function seedTeams(
  db: Db,
  random: Random,
  now: Date,
  playerIds: number[],
  seeded: SeededCompetition[],
): Promise<Team[]> {
  const teams: Team[] = seeded.flatMap((competition) =>
    playerIds
      .filter((_, index) => plays(random, index, competition))
      .map((userId) => ({ userId, competition, picks: pickTeam(random, competition.entries) })),
  );
  const teamRows = await db
    .insert(fantasyTeams)
    .values(
      teams.map((team) => {
        const deadline = dayAt(now, team.competition.plan.startDay - 1, 22);
        const saved = addHours(deadline < now ? deadline : now, -random.int(3, 120));
        return {
          userId: team.userId,
          competitionId: team.competition.id,
          teamName: PLAYERS[playerIds.indexOf(team.userId)]?.team ?? 'My Team',
          totalSpent: formatTenths(sum(team.picks.map((pick) => pick.priceTenths))),
          createdAt: saved,
          updatedAt: saved,
        };
      }),
    )
    .returning({
      id: fantasyTeams.id,
      userId: fantasyTeams.userId,
      competitionId: fantasyTeams.competitionId,
    });
  const teamId = new Map(teamRows.map((row) => [`${row.userId}:${row.competitionId}`, row.id]));
  await bulkInsert(
    db,
    fantasyTeamSelections,
    teams.flatMap((team) =>
      team.picks.map((pick) => ({
        fantasyTeamId: teamId.get(`${team.userId}:${team.competition.id}`) ?? 0,
        competitionEntryId: pick.id,
        athleteId: pick.athleteId,
        horseId: pick.horseId,
        price: formatTenths(pick.priceTenths),
      })),
    ),
  );
  return teams;
}

export async function seedLeague(db: Db, now: Date, playerIds: number[], teams: Team[]) {
  const members = LEAGUE_MEMBERS.map((index) => playerIds[index] ?? 0);
  const [league] = await db
    .insert(leagues)
    .values({
      name: DEMO_LEAGUE.name,
      joinCode: DEMO_LEAGUE.joinCode,
      creatorId: members[0] ?? null,
      founderId: members[0] ?? null,
      isPrivate: true,
      maxMembers: 20,
      description:
        'Old friends from the branch, still arguing about who rides the best line to the water.',
      createdAt: dayAt(now, -150, 19),
    })
    .returning({ id: leagues.id });
  if (!league) return;
  const points = members.map((userId) =>
    sum(
      teams
        .filter((team) => team.userId === userId)
        .flatMap((team) => team.picks.map((pick) => pick.totalPtsTenths)),
    ),
  );
  const ranks = points.map((value) => 1 + points.filter((other) => other > value).length);
  await db.insert(leagueMemberships).values(
    members.map((userId, index) => ({
      leagueId: league.id,
      userId,
      joinedAt: dayAt(now, -150 + index * 4, 20),
      totalPoints: formatTenths(points[index] ?? 0),
      currentRank: ranks[index] ?? null,
    })),
  );
}

export async function seedFeedback(db: Db, now: Date, playerIds: number[], adminId: number | null) {
  const person = (index: number) => ({
    userId: playerIds[index] ?? null,
    name: `${PLAYERS[index]?.first ?? ''} ${PLAYERS[index]?.last ?? ''}`,
    email: emailOf(PLAYERS[index]?.first ?? '', PLAYERS[index]?.last ?? ''),
  });
  await db.insert(feedback).values([
    {
      ...person(3),
      subject: 'Start times on the live results',
      message:
        'Could the live results show the dressage start times before the first horse goes? It would help me plan when to watch.',
      status: 'pending',
      createdAt: addHours(now, -20),
    },
    {
      ...person(7),
      subject: 'Team saved twice?',
      message:
        'I saved my team for Vaunoise and got the confirmation twice. Is my team saved correctly?',
      status: 'responded',
      adminResponse:
        'Thank you for telling us. Your team was saved once; the second message was a display glitch that we have fixed.',
      adminUserId: adminId,
      respondedAt: dayAt(now, -9, 11),
      createdAt: dayAt(now, -10, 18),
    },
    {
      ...person(1),
      subject: 'League invitation link',
      message:
        'The invitation link for our league opened the sign-up page instead of the league. It worked after I signed in.',
      status: 'resolved',
      adminResponse:
        'After signing in you are taken back to the invitation, so this works as intended. Thanks for checking!',
      adminUserId: adminId,
      respondedAt: dayAt(now, -40, 9),
      resolvedAt: dayAt(now, -38, 9),
      createdAt: dayAt(now, -41, 21),
    },
  ]);
}
