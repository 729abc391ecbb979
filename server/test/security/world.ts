import type { LightMyRequestResponse } from 'fastify';
import type { Db } from '../../db/client';
import { sessionCookieName, startSession } from '../../modules/auth/session.service';
import { buildCompetition, buildEntry, buildUser, buildVenue } from '../factories';
import type { Harness } from './harness';

export const ROLES = ['visitor', 'member', 'premium', 'creator', 'leagueMember', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const ROLE_LABELS: Record<Role, string> = {
  visitor: 'visitor',
  member: 'member',
  premium: 'premium member',
  creator: 'league creator',
  leagueMember: 'other league member',
  admin: 'administrator',
};

export const WORLD_PASSWORD = 'correct horse battery staple';

/** Text that only some readers may see: the leak checks look for it in every answer. */
export const MARKERS = {
  premium: 'PREMIUMSECRET7731',
  draft: 'DRAFTSECRET4410',
  feedback: 'FEEDBACKSECRET9182',
} as const;

type RoleUser = { id: number; email: string; cookie: string; secret: string };

/** Everything the security tests act on: one user per role, a season's worth of data, ids. */
export type World = {
  users: Record<Exclude<Role, 'visitor'>, RoleUser>;
  /** Roles that started their premium trial during a run: they may read premium text since. */
  trialRoles: Set<Role>;
  /** A player with a password who is none of the roles: sign-in tests use this address. */
  loginEmail: string;
  cookie: (role: Role) => string | undefined;
  /** Starts a fresh session for a role (after a sign-out or sign-in ended the old one). */
  renewSession: (role: Exclude<Role, 'visitor'>) => Promise<void>;
  /** Every session secret handed out, for the leak checks. */
  secrets: () => string[];
  ids: {
    openCompetition: number;
    liveCompetition: number;
    completedCompetition: number;
    competitions: number[];
    entries: number[];
    openEntries: number[];
    athletes: number[];
    horses: number[];
    venues: number[];
    articles: number[];
    publicArticle: number;
    premiumArticle: number;
    draftArticle: number;
    polls: number[];
    pollOptions: number[];
    feedback: number[];
    teams: number[];
    league: number;
    leagues: number[];
    victims: number[];
  };
  strings: {
    joinCode: string;
    slugs: string[];
  };
};

const day = 24 * 60 * 60 * 1000;

function json<T>(response: LightMyRequestResponse, what: string): T {
  if (response.statusCode >= 300) {
    throw new Error(`world: ${what} answered ${response.statusCode} ${response.body}`);
  }
  return response.json<T>();
}

async function sessionFor(db: Db, userId: number, now: Date) {
  const secret = await startSession(db, userId, now, { userAgent: 'security', ip: '127.0.0.1' });
  return { secret, cookie: `${sessionCookieName(false)}=${secret}` };
}

/** Builds the world through factories and the API itself (as the administrator and players). */
export async function createWorld(harness: Harness): Promise<World> {
  const db = harness.database.db;
  const now = harness.clock.now();
  const secrets: string[] = [];
  const makeUser = async (
    label: string,
    overrides: Parameters<typeof buildUser>[1] = {},
  ): Promise<RoleUser> => {
    const user = await buildUser(db, {
      email: `sec-${label}@security.test`,
      firstName: label,
      password: WORLD_PASSWORD,
      ...overrides,
    });
    const session = await sessionFor(db, user.id, now);
    secrets.push(session.secret);
    return { id: user.id, email: user.email, ...session };
  };
  const users = {
    member: await makeUser('member'),
    premium: await makeUser('premium', {
      membershipType: 'premium',
      premiumUntil: new Date(now.getTime() + 30 * day),
    }),
    creator: await makeUser('creator'),
    leagueMember: await makeUser('leaguemember'),
    admin: await makeUser('admin', { isAdmin: true }),
  };
  const cookie = (role: Role) => (role === 'visitor' ? undefined : users[role].cookie);
  const as = (
    role: Role,
    method: 'GET' | 'POST' | 'PUT' | 'PATCH',
    url: string,
    payload?: object,
  ) => harness.inject({ method, url, cookie: cookie(role), ...(payload ? { payload } : {}) });

  const venue = await buildVenue(db, { name: 'Security Park' });
  const open = await buildCompetition(db, now, { venueId: venue.id, name: 'Open Trials' });
  const live = await buildCompetition(db, now, {
    venueId: venue.id,
    name: 'Live Trials',
    status: 'live',
    startDate: new Date(now.getTime() - day),
    endDate: new Date(now.getTime() + 2 * day),
    deadline: new Date(now.getTime() - 2 * day),
  });
  const completed = await buildCompetition(db, now, {
    venueId: venue.id,
    name: 'Past Trials',
    status: 'completed',
    startDate: new Date(now.getTime() - 20 * day),
    endDate: new Date(now.getTime() - 17 * day),
    deadline: new Date(now.getTime() - 21 * day),
  });
  const entries: Array<{ id: number; athleteId: number; horseId: number; competitionId: number }> =
    [];
  for (const competition of [open, live, completed]) {
    for (let index = 0; index < 7; index += 1) {
      entries.push(await buildEntry(db, competition.id, { price: '2.0' }));
    }
  }
  const openEntries = entries.filter((entry) => entry.competitionId === open.id);
  for (const entry of entries.filter((item) => item.competitionId !== open.id).slice(0, 10)) {
    json(
      await as('admin', 'PATCH', `/api/competition-entries/${entry.id}/scoring`, {
        dr_score: 30.5,
        sj_status: 'CLEAR',
        sj_score: 4,
      }),
      'scoring',
    );
  }

  const teamIds: number[] = [];
  for (const role of ['member', 'premium', 'creator', 'leagueMember'] as const) {
    const team = json<{ id: number }>(
      await as(role, 'POST', '/api/fantasy/teams', {
        competitionId: open.id,
        selections: openEntries.slice(0, 5).map((entry) => ({ competitionEntryId: entry.id })),
      }),
      'team',
    );
    teamIds.push(team.id);
  }

  const league = json<{ id: number; joinCode: string }>(
    await as('creator', 'POST', '/api/leagues', {
      name: 'Creator League',
      description: 'For the security tests',
    }),
    'league',
  );
  json(
    await as('leagueMember', 'POST', '/api/leagues/join', { joinCode: league.joinCode }),
    'join',
  );
  const spareLeagues: number[] = [];
  for (let index = 0; index < 3; index += 1) {
    const spare = json<{ id: number }>(
      await as('admin', 'POST', '/api/admin/leagues', { name: `Spare ${index}`, maxMembers: 3 }),
      'admin league',
    );
    spareLeagues.push(spare.id);
  }

  const premiumContent = [
    ...Array.from({ length: 24 }, (_, index) => `Paragraph line ${index + 1} of the analysis.`),
    `The insider tip is ${MARKERS.premium}.`,
  ].join('\n');
  type Article = { id: number; slug: string };
  const publicArticle = json<Article>(
    await as('admin', 'POST', '/api/admin/articles', {
      title: 'Open news',
      excerpt: 'Everyone may read this.',
      content: 'A public article.',
      isPublished: true,
    }),
    'article',
  );
  const premiumArticle = json<Article>(
    await as('admin', 'POST', '/api/admin/articles', {
      title: 'Premium analysis',
      excerpt: 'For premium members.',
      content: premiumContent,
      isPublished: true,
      isPremium: true,
    }),
    'premium article',
  );
  const draftArticle = json<Article>(
    await as('admin', 'POST', '/api/admin/articles', {
      title: `Draft ${MARKERS.draft}`,
      excerpt: `Unpublished ${MARKERS.draft}`,
      content: `Not yet ${MARKERS.draft}`,
      isPublished: false,
    }),
    'draft article',
  );
  type Poll = { id: number; options: Array<{ id: number }> };
  const polls: Poll[] = [];
  for (const article of [publicArticle, premiumArticle]) {
    polls.push(
      json<Poll>(
        await as('admin', 'POST', `/api/admin/articles/${article.id}/polls`, {
          question: 'Who wins?',
          options: ['Rider A', 'Rider B', 'Rider C'],
        }),
        'poll',
      ),
    );
  }
  const feedback = json<{ id: number }>(
    await as('member', 'POST', '/api/feedback', {
      name: 'Member',
      email: users.member.email,
      subject: `Subject ${MARKERS.feedback}`,
      message: `Private note ${MARKERS.feedback}`,
    }),
    'feedback',
  );

  const loginUser = await buildUser(db, {
    email: 'sec-signin@security.test',
    password: WORLD_PASSWORD,
  });
  const victims: number[] = [];
  for (let index = 0; index < 12; index += 1) victims.push((await buildUser(db)).id);

  const missing = 987654;
  return {
    users,
    loginEmail: loginUser.email,
    trialRoles: new Set<Role>(),
    cookie,
    renewSession: async (role) => {
      const session = await sessionFor(db, users[role].id, harness.clock.now());
      secrets.push(session.secret);
      users[role].secret = session.secret;
      users[role].cookie = session.cookie;
    },
    secrets: () => [...secrets],
    ids: {
      openCompetition: open.id,
      liveCompetition: live.id,
      completedCompetition: completed.id,
      competitions: [open.id, live.id, completed.id, missing],
      entries: [...entries.map((entry) => entry.id), missing],
      openEntries: openEntries.map((entry) => entry.id),
      athletes: [...entries.map((entry) => entry.athleteId), missing],
      horses: [...entries.map((entry) => entry.horseId), missing],
      venues: [venue.id, missing],
      articles: [publicArticle.id, premiumArticle.id, draftArticle.id, missing],
      publicArticle: publicArticle.id,
      premiumArticle: premiumArticle.id,
      draftArticle: draftArticle.id,
      polls: [...polls.map((poll) => poll.id), missing],
      pollOptions: [...polls.flatMap((poll) => poll.options.map((option) => option.id)), missing],
      feedback: [feedback.id, missing],
      teams: [...teamIds, missing],
      league: league.id,
      leagues: [league.id, ...spareLeagues, missing],
      victims: [...victims, missing],
    },
    strings: {
      joinCode: league.joinCode,
      slugs: [publicArticle.slug, premiumArticle.slug, draftArticle.slug, 'no-such-article'],
    },
  };
}
