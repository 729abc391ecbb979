import type { Harness } from './harness';
import { ROLES, WORLD_PASSWORD, type Role, type World } from './world';

/**
 * The access matrix: every API endpoint against every kind of person, with the answer expected.
 * `ok` is any 2xx; a number is that exact status. docs/security.md renders this table.
 */
export type Cell = 'ok' | 302 | 400 | 401 | 403 | 404 | 409 | 415;
export type Expectation = Record<Role, Cell>;

export type Send = {
  url: string;
  payload?: object | string | Buffer;
  headers?: Record<string, string>;
};

export type MatrixContext = {
  world: World;
  harness: Harness;
  role: Role;
  fresh: Fresh;
};

export type MatrixRow = {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  send: (context: MatrixContext) => Send | Promise<Send>;
  expect: Expectation;
  note?: string;
};

/** Things a destructive cell acts on, made new for each cell so cells stay independent. */
export type Fresh = {
  article: () => Promise<number>;
  league: () => Promise<{ id: number; joinCode: string }>;
  competition: () => Promise<number>;
  feedback: () => Promise<number>;
  victim: () => Promise<number>;
  entry: () => Promise<{ id: number; competitionId: number }>;
};

const all = (cell: Cell): Expectation =>
  Object.fromEntries(ROLES.map((role) => [role, cell])) as Expectation;

export const PUBLIC = all('ok');
export const SIGNED_IN: Expectation = { ...all('ok'), visitor: 401 };
export const ADMIN_ONLY: Expectation = { ...all(403), visitor: 401, admin: 'ok' };
/** A private league is not found by outsiders; administrators may read it. */
const LEAGUE_MEMBERS: Expectation = {
  ...all(404),
  visitor: 401,
  creator: 'ok',
  leagueMember: 'ok',
  admin: 'ok',
};
/**
 * Only the creator edits or deletes through the player API; whoever may see the league (its
 * members, administrators, who use their own API) is refused, anyone else is told it does not exist.
 */
const LEAGUE_CREATOR: Expectation = {
  ...all(404),
  visitor: 401,
  creator: 'ok',
  leagueMember: 403,
  admin: 403,
};
/** Only a member leaves; an administrator is told they are not one, other outsiders that it does not exist. */
const LEAGUE_MEMBERSHIP: Expectation = {
  ...all(404),
  visitor: 401,
  creator: 'ok',
  leagueMember: 'ok',
  admin: 409,
};
const OWNER_UNTIL_DEADLINE: Expectation = { ...all(403), visitor: 401, member: 'ok' };
const JOIN: Expectation = { ...SIGNED_IN, creator: 409, leagueMember: 409 };

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

export function multipart(field: string, filename: string, content: Buffer | string): Send {
  const boundary = '----matrixboundary';
  const payload = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\n` +
        `Content-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  return {
    url: '',
    payload,
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const upload = (url: string, field: string, filename: string, content: Buffer | string): Send => ({
  ...multipart(field, filename, content),
  url,
});

const competitionBody = {
  name: 'Matrix Horse Trials',
  startDate: '2026-08-01T09:00:00.000Z',
  endDate: '2026-08-03T17:00:00.000Z',
  deadline: '2026-07-31T09:00:00.000Z',
};
const subscription = {
  endpoint: 'https://push.example.test/send/abc',
  keys: { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) },
};
const preferences = {
  deadlineReminders: true,
  competitionLive: false,
  withdrawnPick: true,
  emailReminders: false,
};

const get = (url: string, expect: Expectation, note?: string): MatrixRow => ({
  method: 'GET',
  url,
  expect,
  note,
  send: () => ({ url }),
});

/** The whole table; a test walks every cell and checks it covers every registered endpoint. */
export const ACCESS_MATRIX: MatrixRow[] = [
  get('/api/health', PUBLIC),
  get('/api/health/clock', PUBLIC, "the server's time, which the countdowns follow"),
  get('/api/docs', PUBLIC, 'the OpenAPI document; a browser gets the reference page'),
  get('/api/docs/json', PUBLIC),
  get('/api/docs/yaml', PUBLIC),
  get('/api/docs/static/swagger-initializer.js', PUBLIC),
  {
    method: 'GET',
    url: '/api/docs/static/*',
    expect: PUBLIC,
    note: "the reference page's own scripts and styles",
    send: () => ({ url: '/api/docs/static/swagger-ui.css' }),
  },
  get('/api/docs/static/index.html', all(302), 'sends to the reference page'),
  get('/api/articles', PUBLIC),
  get('/api/articles/featured', PUBLIC),
  {
    method: 'GET',
    url: '/api/articles/by-slug/:slug',
    expect: PUBLIC,
    note: 'premium text only for premium members and administrators',
    send: ({ world }) => ({ url: `/api/articles/by-slug/${world.strings.slugs[1]}` }),
  },
  {
    method: 'GET',
    url: '/api/articles/by-slug/:slug (draft)',
    expect: { ...all(404), admin: 'ok' },
    note: 'drafts exist for administrators only',
    send: ({ world }) => ({ url: `/api/articles/by-slug/${world.strings.slugs[2]}` }),
  },
  {
    method: 'GET',
    url: '/api/articles/:id/poll',
    expect: PUBLIC,
    send: ({ world }) => ({ url: `/api/articles/${world.ids.publicArticle}/poll` }),
  },
  {
    method: 'GET',
    url: '/api/polls/:id/user-vote',
    expect: SIGNED_IN,
    send: ({ world }) => ({ url: `/api/polls/${world.ids.polls[0]}/user-vote` }),
  },
  {
    method: 'POST',
    url: '/api/polls/:id/vote',
    expect: SIGNED_IN,
    send: ({ world }) => ({
      url: `/api/polls/${world.ids.polls[0]}/vote`,
      payload: { optionId: world.ids.pollOptions[0] },
    }),
  },
  {
    method: 'POST',
    url: '/api/feedback',
    expect: PUBLIC,
    send: () => ({
      url: '/api/feedback',
      payload: { name: 'A reader', email: 'reader@example.test', subject: 'Hi', message: 'Nice.' },
    }),
  },
  get('/api/admin/articles', ADMIN_ONLY, 'drafts and premium text'),
  {
    method: 'POST',
    url: '/api/admin/articles',
    expect: ADMIN_ONLY,
    send: () => ({
      url: '/api/admin/articles',
      payload: { title: 'Matrix news', excerpt: 'Short.', content: 'Body.' },
    }),
  },
  {
    method: 'PUT',
    url: '/api/admin/articles/:id',
    expect: ADMIN_ONLY,
    send: async ({ fresh }) => ({
      url: `/api/admin/articles/${await fresh.article()}`,
      payload: { title: 'Edited', excerpt: 'Short.', content: 'Body.' },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/admin/articles/:id',
    expect: ADMIN_ONLY,
    send: async ({ fresh }) => ({ url: `/api/admin/articles/${await fresh.article()}` }),
  },
  {
    method: 'PUT',
    url: '/api/admin/articles/:id/featured',
    expect: ADMIN_ONLY,
    send: async ({ fresh }) => ({
      url: `/api/admin/articles/${await fresh.article()}/featured`,
      payload: { isFeatured: true },
    }),
  },
  {
    method: 'POST',
    url: '/api/admin/articles/:id/polls',
    expect: ADMIN_ONLY,
    send: async ({ fresh }) => ({
      url: `/api/admin/articles/${await fresh.article()}/polls`,
      payload: { question: 'Who?', options: ['A', 'B'] },
    }),
  },
  {
    method: 'PUT',
    url: '/api/admin/articles/:id/poll',
    expect: ADMIN_ONLY,
    // The world's own poll, edited to what it already is: its options and votes stay as they are.
    send: ({ world }) => ({
      url: `/api/admin/articles/${world.ids.publicArticle}/poll`,
      payload: { question: 'Who wins?', options: ['Rider A', 'Rider B', 'Rider C'] },
    }),
  },
  get('/api/admin/feedback', ADMIN_ONLY, 'user emails and feedback'),
  {
    method: 'POST',
    url: '/api/admin/feedback/:id/respond',
    expect: ADMIN_ONLY,
    send: async ({ fresh }) => ({
      url: `/api/admin/feedback/${await fresh.feedback()}/respond`,
      payload: { response: 'Thank you.' },
    }),
  },
  {
    method: 'PATCH',
    url: '/api/admin/feedback/:id/resolve',
    expect: ADMIN_ONLY,
    send: async ({ fresh }) => ({ url: `/api/admin/feedback/${await fresh.feedback()}/resolve` }),
  },
  {
    method: 'POST',
    url: '/api/admin/uploads/image',
    expect: ADMIN_ONLY,
    send: () => upload('/api/admin/uploads/image', 'image', 'pixel.png', PNG),
  },
  get('/api/horses/top', PUBLIC),
  get('/api/athletes/top', PUBLIC),
  get('/api/horses/stats', PUBLIC),
  get('/api/athletes/stats', PUBLIC),
  {
    method: 'GET',
    url: '/api/competitors/:athleteId/:horseId/:competitionId',
    expect: PUBLIC,
    send: ({ world }) => ({
      url: `/api/competitors/${world.ids.athletes[7]}/${world.ids.horses[7]}/${world.ids.liveCompetition}`,
    }),
  },
  {
    method: 'GET',
    url: '/api/competitors/:athleteId/:horseId/history/:subject/:level/:competitionId',
    expect: PUBLIC,
    send: ({ world }) => ({
      url: `/api/competitors/${world.ids.athletes[7]}/${world.ids.horses[7]}/history/horse/All/${world.ids.liveCompetition}`,
    }),
  },
  {
    method: 'GET',
    url: '/api/competitions/:id/events',
    expect: PUBLIC,
    note: 'a server-sent event stream, checked over real HTTP',
    send: ({ world }) => ({ url: `/api/competitions/${world.ids.liveCompetition}/events` }),
  },
  get('/api/competitions/years', PUBLIC),
  get('/api/competitions/upcoming', PUBLIC),
  get('/api/competitions/all', PUBLIC),
  get('/api/competitions/live', PUBLIC),
  get('/api/competitions/past', PUBLIC),
  {
    method: 'GET',
    url: '/api/competitions/:id',
    expect: PUBLIC,
    send: ({ world }) => ({ url: `/api/competitions/${world.ids.liveCompetition}` }),
  },
  {
    method: 'GET',
    url: '/api/competitions/:id/entries',
    expect: PUBLIC,
    send: ({ world }) => ({ url: `/api/competitions/${world.ids.liveCompetition}/entries` }),
  },
  get('/api/venues', PUBLIC),
  {
    method: 'POST',
    url: '/api/auth/register',
    expect: PUBLIC,
    send: ({ role }) => ({
      url: '/api/auth/register',
      payload: {
        email: `new-${role}-${Date.now()}@example.test`,
        firstName: 'New',
        lastName: 'Player',
        nationality: 'GBR',
      },
    }),
  },
  {
    method: 'POST',
    url: '/api/auth/verify-email',
    expect: all(400),
    note: 'a made-up token is refused for everyone',
    send: () => ({
      url: '/api/auth/verify-email',
      payload: { token: 'x'.repeat(43), password: WORLD_PASSWORD, confirmPassword: WORLD_PASSWORD },
    }),
  },
  get('/api/auth/dev-verify', PUBLIC, 'outside production only'),
  {
    method: 'POST',
    url: '/api/auth/dev-verify',
    expect: all(400),
    note: 'outside production only',
    send: () => ({
      url: '/api/auth/dev-verify',
      payload: { token: 'x'.repeat(43), password: WORLD_PASSWORD, confirmPassword: WORLD_PASSWORD },
    }),
  },
  {
    method: 'POST',
    url: '/api/auth/login',
    expect: PUBLIC,
    send: ({ world }) => ({
      url: '/api/auth/login',
      payload: { email: world.loginEmail, password: WORLD_PASSWORD },
    }),
  },
  {
    method: 'POST',
    url: '/api/auth/logout',
    expect: PUBLIC,
    send: () => ({ url: '/api/auth/logout' }),
  },
  {
    method: 'POST',
    url: '/api/auth/forgot-password',
    expect: PUBLIC,
    send: () => ({ url: '/api/auth/forgot-password', payload: { email: 'nobody@example.test' } }),
  },
  {
    method: 'POST',
    url: '/api/auth/reset-password',
    expect: all(400),
    note: 'a made-up token is refused for everyone',
    send: () => ({
      url: '/api/auth/reset-password',
      payload: { token: 'x'.repeat(43), password: WORLD_PASSWORD, confirmPassword: WORLD_PASSWORD },
    }),
  },
  get('/api/auth/user', SIGNED_IN),
  get('/api/auth/session', PUBLIC),
  get('/api/auth/countries', PUBLIC),
  {
    method: 'PUT',
    url: '/api/user/team-name',
    expect: SIGNED_IN,
    send: ({ role }) => ({ url: '/api/user/team-name', payload: { teamName: `Team ${role}` } }),
  },
  {
    method: 'POST',
    url: '/api/user/premium/trial',
    expect: { ...SIGNED_IN, premium: 409 },
    note: 'one trial per member; a premium member has had one',
    send: () => ({ url: '/api/user/premium/trial' }),
  },
  get('/api/admin/competitions', ADMIN_ONLY),
  {
    method: 'POST',
    url: '/api/admin/competitions',
    expect: ADMIN_ONLY,
    send: () => ({ url: '/api/admin/competitions', payload: competitionBody }),
  },
  {
    method: 'PUT',
    url: '/api/admin/competitions/:id',
    expect: ADMIN_ONLY,
    send: async ({ fresh }) => ({
      url: `/api/admin/competitions/${await fresh.competition()}`,
      payload: competitionBody,
    }),
  },
  {
    method: 'DELETE',
    url: '/api/admin/competitions/:id',
    expect: ADMIN_ONLY,
    send: async ({ fresh }) => ({ url: `/api/admin/competitions/${await fresh.competition()}` }),
  },
  {
    method: 'PATCH',
    url: '/api/admin/competitions/:id',
    expect: ADMIN_ONLY,
    send: async ({ fresh }) => ({
      url: `/api/admin/competitions/${await fresh.competition()}`,
      payload: { drDisplayMode: true },
    }),
  },
  {
    method: 'PUT',
    url: '/api/admin/competitions/:id/scraping',
    expect: ADMIN_ONLY,
    send: async ({ fresh }) => ({
      url: `/api/admin/competitions/${await fresh.competition()}/scraping`,
      payload: { scorer: null, scoringUrl: null, scrapingEnabled: false },
    }),
  },
  {
    method: 'PATCH',
    url: '/api/admin/competitions/:id/scraping',
    expect: ADMIN_ONLY,
    send: async ({ fresh }) => ({
      url: `/api/admin/competitions/${await fresh.competition()}/scraping`,
      payload: { scrapingEnabled: false },
    }),
  },
  {
    method: 'PATCH',
    url: '/api/competition-entries/:id/scoring',
    expect: ADMIN_ONLY,
    send: ({ world }) => ({
      url: `/api/competition-entries/${world.ids.entries[8]}/scoring`,
      payload: { dr_score: 28.4 },
    }),
  },
  {
    method: 'POST',
    url: '/api/admin/competitions/:id/fix-positions',
    expect: ADMIN_ONLY,
    send: ({ world }) => ({
      url: `/api/admin/competitions/${world.ids.liveCompetition}/fix-positions`,
    }),
  },
  {
    method: 'POST',
    url: '/api/fantasy/teams',
    expect: SIGNED_IN,
    send: ({ world }) => ({
      url: '/api/fantasy/teams',
      payload: {
        competitionId: world.ids.openCompetition,
        selections: world.ids.openEntries.slice(1, 6).map((id) => ({ competitionEntryId: id })),
      },
    }),
  },
  get('/api/fantasy/teams', SIGNED_IN),
  {
    method: 'GET',
    url: '/api/fantasy/teams/:competitionId',
    expect: SIGNED_IN,
    send: ({ world }) => ({ url: `/api/fantasy/teams/${world.ids.openCompetition}` }),
  },
  {
    method: 'GET',
    url: '/api/fantasy/teams/:teamId/selections',
    expect: OWNER_UNTIL_DEADLINE,
    note: 'before the deadline only the owner sees the picks',
    send: ({ world }) => ({ url: `/api/fantasy/teams/${world.ids.teams[0]}/selections` }),
  },
  get('/api/fantasy/performance/current-user', SIGNED_IN),
  get('/api/fantasy/rank-history', SIGNED_IN),
  get('/api/fantasy/season/current-user', SIGNED_IN),
  {
    method: 'GET',
    url: '/api/fantasy/users/:userId/competitions/:competitionId/team',
    expect: OWNER_UNTIL_DEADLINE,
    note: "another player's team is hidden until the deadline has passed",
    send: ({ world }) => ({
      url: `/api/fantasy/users/${world.users.member.id}/competitions/${world.ids.openCompetition}/team`,
    }),
  },
  {
    method: 'GET',
    url: '/api/competitions/:id/selection-stats',
    expect: PUBLIC,
    send: ({ world }) => ({
      url: `/api/competitions/${world.ids.liveCompetition}/selection-stats`,
    }),
  },
  {
    method: 'GET',
    url: '/api/competitions/:id/leaderboard',
    expect: PUBLIC,
    send: ({ world }) => ({ url: `/api/competitions/${world.ids.liveCompetition}/leaderboard` }),
  },
  get('/api/leaderboards/overall', PUBLIC),
  get('/api/leaderboards/season', PUBLIC),
  {
    method: 'GET',
    url: '/api/leaderboards/months/:month',
    expect: PUBLIC,
    send: () => ({ url: '/api/leaderboards/months/6' }),
  },
  {
    method: 'GET',
    url: '/api/leaderboards/countries/:code',
    expect: PUBLIC,
    send: () => ({ url: '/api/leaderboards/countries/GBR' }),
  },
  {
    method: 'POST',
    url: '/api/admin/import-athletes',
    expect: ADMIN_ONLY,
    send: () =>
      upload(
        '/api/admin/import-athletes',
        'csvFile',
        'athletes.csv',
        'name,birth_date,nationality\nMatrix Rider,05/02/1978,GBR\n',
      ),
  },
  {
    method: 'POST',
    url: '/api/admin/import-competition-entries',
    expect: ADMIN_ONLY,
    send: ({ world }) =>
      upload(
        '/api/admin/import-competition-entries',
        'csvFile',
        'entries.csv',
        `competition_id,athlete_id,horse_id,price\n${world.ids.openCompetition},${world.ids.athletes[0]},${world.ids.horses[0]},2.5\n`,
      ),
  },
  {
    method: 'POST',
    url: '/api/admin/competitions/:id/startlist',
    expect: ADMIN_ONLY,
    send: async ({ fresh }) =>
      upload(
        `/api/admin/competitions/${await fresh.competition()}/startlist`,
        'startlist',
        'startlist.csv',
        'start_order,rider,nationality,horse,price\n1,Matrix Rider,GBR,Matrix Horse,2.0\n',
      ),
  },
  {
    method: 'POST',
    url: '/api/admin/competitions/:id/entries/upload',
    expect: ADMIN_ONLY,
    send: async ({ harness, world }) => {
      const csv = await harness.inject({
        method: 'GET',
        url: `/api/admin/competitions/${world.ids.liveCompetition}/entries/csv`,
        cookie: world.users.admin.cookie,
      });
      return upload(
        `/api/admin/competitions/${world.ids.liveCompetition}/entries/upload`,
        'csvFile',
        'entries.csv',
        csv.body,
      );
    },
  },
  {
    method: 'GET',
    url: '/api/admin/competitions/:id/entries/csv',
    expect: ADMIN_ONLY,
    send: ({ world }) => ({
      url: `/api/admin/competitions/${world.ids.liveCompetition}/entries/csv`,
    }),
  },
  get('/api/admin/data/users/search', ADMIN_ONLY, 'user emails'),
  {
    method: 'POST',
    url: '/api/admin/data/users/:id/verify',
    expect: ADMIN_ONLY,
    send: async ({ fresh }) => ({ url: `/api/admin/data/users/${await fresh.victim()}/verify` }),
  },
  {
    method: 'PUT',
    url: '/api/admin/data/users/:id',
    expect: ADMIN_ONLY,
    send: async ({ fresh }) => {
      const id = await fresh.victim();
      return {
        url: `/api/admin/data/users/${id}`,
        payload: {
          firstName: 'Edited',
          lastName: 'Player',
          email: `edited-${id}@example.test`,
          nationality: 'IRL',
          emailVerified: true,
          isAdmin: false,
        },
      };
    },
  },
  {
    method: 'DELETE',
    url: '/api/admin/data/users/:id',
    expect: ADMIN_ONLY,
    send: async ({ fresh }) => ({ url: `/api/admin/data/users/${await fresh.victim()}` }),
  },
  {
    method: 'POST',
    url: '/api/admin/data/users/:id/generate-password-link',
    expect: ADMIN_ONLY,
    send: async ({ fresh }) => ({
      url: `/api/admin/data/users/${await fresh.victim()}/generate-password-link`,
    }),
  },
  {
    method: 'POST',
    url: '/api/admin/data/users/:id/generate-reset-link',
    expect: ADMIN_ONLY,
    send: async ({ fresh }) => ({
      url: `/api/admin/data/users/${await fresh.victim()}/generate-reset-link`,
    }),
  },
  get('/api/admin/data/athletes/search?q=Rider', ADMIN_ONLY),
  {
    method: 'PUT',
    url: '/api/admin/data/athletes/:id',
    expect: ADMIN_ONLY,
    send: ({ world }) => ({
      url: `/api/admin/data/athletes/${world.ids.athletes[20]}`,
      payload: { name: 'Renamed Rider', nationality: 'GBR' },
    }),
  },
  get('/api/admin/data/horses/search?q=Horse', ADMIN_ONLY),
  {
    method: 'PUT',
    url: '/api/admin/data/horses/:id',
    expect: ADMIN_ONLY,
    send: ({ world }) => ({
      url: `/api/admin/data/horses/${world.ids.horses[20]}`,
      payload: { name: 'Renamed Horse', yob: 2012, sex: 'Mare' },
    }),
  },
  get('/api/admin/data/venues', ADMIN_ONLY),
  get('/api/admin/data/venues/search?q=Park', ADMIN_ONLY),
  {
    method: 'PUT',
    url: '/api/admin/data/venues/:id',
    expect: ADMIN_ONLY,
    send: ({ world }) => ({
      url: `/api/admin/data/venues/${world.ids.venues[0]}`,
      payload: { name: 'Security Park', country: 'GBR', location: 'Hill' },
    }),
  },
  get('/api/leagues/user', SIGNED_IN),
  {
    method: 'POST',
    url: '/api/leagues',
    expect: SIGNED_IN,
    send: ({ role }) => ({ url: '/api/leagues', payload: { name: `League of ${role}` } }),
  },
  {
    method: 'POST',
    url: '/api/leagues/join',
    expect: JOIN,
    note: 'the creator and members of the fresh league are members already',
    send: async ({ fresh }) => ({
      url: '/api/leagues/join',
      payload: { joinCode: (await fresh.league()).joinCode },
    }),
  },
  {
    method: 'POST',
    url: '/api/leagues/:joinCode/join',
    expect: JOIN,
    send: async ({ fresh }) => ({ url: `/api/leagues/${(await fresh.league()).joinCode}/join` }),
  },
  {
    method: 'GET',
    url: '/api/leagues/:id',
    expect: LEAGUE_MEMBERS,
    send: ({ world }) => ({ url: `/api/leagues/${world.ids.league}` }),
  },
  {
    method: 'PUT',
    url: '/api/leagues/:id',
    expect: LEAGUE_CREATOR,
    send: ({ world }) => ({
      url: `/api/leagues/${world.ids.league}`,
      payload: { name: 'Creator League', description: 'Edited' },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/leagues/:id',
    expect: LEAGUE_CREATOR,
    send: async ({ fresh }) => ({ url: `/api/leagues/${(await fresh.league()).id}` }),
  },
  {
    method: 'GET',
    url: '/api/leagues/:id/members',
    expect: LEAGUE_MEMBERS,
    send: ({ world }) => ({ url: `/api/leagues/${world.ids.league}/members` }),
  },
  {
    method: 'POST',
    url: '/api/leagues/:id/leave',
    expect: LEAGUE_MEMBERSHIP,
    send: async ({ fresh }) => ({ url: `/api/leagues/${(await fresh.league()).id}/leave` }),
  },
  {
    method: 'DELETE',
    url: '/api/leagues/:id/members/:userId',
    expect: LEAGUE_CREATOR,
    note: "the creator's own membership: the creator leaves, another member is refused",
    send: async ({ fresh, world }) => ({
      url: `/api/leagues/${(await fresh.league()).id}/members/${world.users.creator.id}`,
    }),
  },
  {
    method: 'GET',
    url: '/api/leagues/:id/leaderboard/competition/:competitionId',
    expect: LEAGUE_MEMBERS,
    send: ({ world }) => ({
      url: `/api/leagues/${world.ids.league}/leaderboard/competition/${world.ids.liveCompetition}`,
    }),
  },
  {
    method: 'GET',
    url: '/api/leagues/:id/leaderboard/month/:year/:month',
    expect: LEAGUE_MEMBERS,
    send: ({ world }) => ({ url: `/api/leagues/${world.ids.league}/leaderboard/month/2026/6` }),
  },
  {
    method: 'GET',
    url: '/api/leagues/:id/leaderboard/month/:month',
    expect: LEAGUE_MEMBERS,
    send: ({ world }) => ({ url: `/api/leagues/${world.ids.league}/leaderboard/month/6` }),
  },
  {
    method: 'GET',
    url: '/api/leagues/:id/leaderboard/season/:year',
    expect: LEAGUE_MEMBERS,
    send: ({ world }) => ({ url: `/api/leagues/${world.ids.league}/leaderboard/season/2026` }),
  },
  {
    method: 'GET',
    url: '/api/leagues/:id/leaderboard/season',
    expect: LEAGUE_MEMBERS,
    send: ({ world }) => ({ url: `/api/leagues/${world.ids.league}/leaderboard/season` }),
  },
  get('/api/admin/leagues', ADMIN_ONLY),
  {
    method: 'POST',
    url: '/api/admin/leagues',
    expect: ADMIN_ONLY,
    send: () => ({ url: '/api/admin/leagues', payload: { name: 'Admin League', maxMembers: 50 } }),
  },
  {
    method: 'POST',
    url: '/api/admin/leagues/validate-join-code',
    expect: ADMIN_ONLY,
    send: () => ({ url: '/api/admin/leagues/validate-join-code', payload: { joinCode: 'QQ77' } }),
  },
  {
    method: 'PUT',
    url: '/api/admin/leagues/:id',
    expect: ADMIN_ONLY,
    send: async ({ fresh }) => ({
      url: `/api/admin/leagues/${(await fresh.league()).id}`,
      payload: { name: 'Renamed League', maxMembers: 20 },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/admin/leagues/:id',
    expect: ADMIN_ONLY,
    send: async ({ fresh }) => ({ url: `/api/admin/leagues/${(await fresh.league()).id}` }),
  },
  {
    method: 'POST',
    url: '/api/admin/competitions/:id/scrape-now',
    expect: { ...ADMIN_ONLY, admin: 400 },
    note: 'the administrator passes; a competition without a scoring URL is refused',
    send: async ({ fresh }) => ({
      url: `/api/admin/competitions/${await fresh.competition()}/scrape-now`,
    }),
  },
  {
    method: 'GET',
    url: '/api/admin/competitions/:id/scrape-log',
    expect: ADMIN_ONLY,
    note: 'what scraping read and changed',
    send: ({ world }) => ({
      url: `/api/admin/competitions/${world.ids.liveCompetition}/scrape-log`,
    }),
  },
  {
    method: 'GET',
    url: '/api/admin/competitions/:id/matching-dashboard',
    expect: ADMIN_ONLY,
    send: ({ world }) => ({
      url: `/api/admin/competitions/${world.ids.liveCompetition}/matching-dashboard`,
    }),
  },
  {
    method: 'POST',
    url: '/api/admin/competitions/:id/set-match',
    expect: { ...ADMIN_ONLY, admin: 404 },
    note: 'the administrator passes; an unknown scraped row is not found',
    send: ({ world }) => ({
      url: `/api/admin/competitions/${world.ids.liveCompetition}/set-match`,
      payload: {
        scrapedAthleteName: 'Nobody',
        scrapedHorseName: 'Nothing',
        entryId: world.ids.entries[8],
      },
    }),
  },
  {
    method: 'POST',
    url: '/api/admin/competitions/:id/remove-match',
    expect: { ...ADMIN_ONLY, admin: 404 },
    note: 'the administrator passes; an unknown scraped row is not found',
    send: ({ world }) => ({
      url: `/api/admin/competitions/${world.ids.liveCompetition}/remove-match`,
      payload: { scrapedAthleteName: 'Nobody', scrapedHorseName: 'Nothing' },
    }),
  },
  {
    method: 'DELETE',
    url: '/api/admin/competitions/:id/entries/:entryId',
    expect: ADMIN_ONLY,
    send: async ({ fresh }) => {
      const entry = await fresh.entry();
      return { url: `/api/admin/competitions/${entry.competitionId}/entries/${entry.id}` };
    },
  },
  {
    method: 'POST',
    url: '/api/admin/competitions/:id/price-entries',
    expect: ADMIN_ONLY,
    note: 'a preview: nothing is stored',
    send: ({ world }) => ({
      url: `/api/admin/competitions/${world.ids.openCompetition}/price-entries`,
      payload: { apply: false },
    }),
  },
  {
    method: 'GET',
    url: '/api/admin/pricing/health',
    expect: ADMIN_ONLY,
    note: "the operator's warnings for every competition still taking teams",
    send: () => ({ url: '/api/admin/pricing/health' }),
  },
  {
    method: 'PUT',
    url: '/api/admin/competitions/:id/entries/:entryId/price-override',
    expect: ADMIN_ONLY,
    send: async ({ fresh }) => {
      const entry = await fresh.entry();
      return {
        url: `/api/admin/competitions/${entry.competitionId}/entries/${entry.id}/price-override`,
        payload: { price: 3.4 },
      };
    },
  },
  {
    method: 'PATCH',
    url: '/api/admin/competitions/:id/entries/:entryId',
    expect: ADMIN_ONLY,
    note: "an entry's bridle number and start order",
    send: async ({ fresh }) => {
      const entry = await fresh.entry();
      return {
        url: `/api/admin/competitions/${entry.competitionId}/entries/${entry.id}`,
        payload: { bridleNumber: 77 },
      };
    },
  },
  {
    method: 'GET',
    url: '/api/admin/competitions/:id/entries',
    expect: ADMIN_ONLY,
    note: 'the entries with their scores, published or not',
    send: ({ world }) => ({ url: `/api/admin/competitions/${world.ids.openCompetition}/entries` }),
  },
  {
    method: 'GET',
    url: '/api/admin/competitions/:id/entries/:entryId/delete-impact',
    expect: ADMIN_ONLY,
    note: 'how many teams hold the entry',
    send: ({ world }) => ({
      url: `/api/admin/competitions/${world.ids.openCompetition}/entries/${world.ids.openEntries[0]}/delete-impact`,
    }),
  },
  {
    method: 'PUT',
    url: '/api/admin/competitions/:id/entries/:entryId/position-override',
    expect: ADMIN_ONLY,
    note: 'clearing an official position',
    send: async ({ fresh }) => {
      const entry = await fresh.entry();
      return {
        url: `/api/admin/competitions/${entry.competitionId}/entries/${entry.id}/position-override`,
        payload: { position: null },
      };
    },
  },
  {
    method: 'PUT',
    url: '/api/admin/competitions/:id/results-final',
    expect: ADMIN_ONLY,
    send: async ({ fresh }) => ({
      url: `/api/admin/competitions/${await fresh.competition()}/results-final`,
      payload: { resultsFinal: false },
    }),
  },
  {
    method: 'GET',
    url: '/api/admin/competition-entries/:id/score-history',
    expect: ADMIN_ONLY,
    note: "who changed an entry's scores, when, from what to what",
    send: ({ world }) => ({
      url: `/api/admin/competition-entries/${world.ids.entries[0]}/score-history`,
    }),
  },
  {
    method: 'POST',
    url: '/api/admin/competition-entries/:id/score-history/undo',
    expect: { ...ADMIN_ONLY, admin: 409 },
    note: 'the administrator passes; an entry without changes has nothing to undo',
    send: async ({ fresh }) => ({
      url: `/api/admin/competition-entries/${(await fresh.entry()).id}/score-history/undo`,
      payload: { changeId: 1 },
    }),
  },
  {
    method: 'POST',
    url: '/api/admin/data/venues',
    expect: ADMIN_ONLY,
    send: () => ({ url: '/api/admin/data/venues', payload: { name: 'Matrix Park' } }),
  },
  {
    method: 'DELETE',
    url: '/api/admin/results-history/events',
    expect: { ...ADMIN_ONLY, admin: 404 },
    note: 'the administrator passes; an event never imported is not found',
    send: () => ({
      url: '/api/admin/results-history/events?eventName=Never%20Held&eventDate=2020-01-01',
    }),
  },
  {
    method: 'GET',
    url: '/api/admin/results-history',
    expect: ADMIN_ONLY,
    send: () => ({ url: '/api/admin/results-history' }),
  },
  {
    method: 'POST',
    url: '/api/admin/results-history/import',
    expect: ADMIN_ONLY,
    send: () =>
      upload(
        '/api/admin/results-history/import',
        'csvFile',
        'history.csv',
        'event_name,event_date,level,rider,nationality,horse,dressage,sj_penalties,xc_jump_penalties,xc_time_penalties\n' +
          'Matrix Trials,2025-05-04,CCI4*-S,Matrix RIDER,GBR,MATRIX HORSE,28.5,4,0,2.0\n',
      ),
  },
  {
    method: 'POST',
    url: '/api/admin/competitions/:id/auto-match',
    expect: ADMIN_ONLY,
    note: 'a progress event stream',
    send: async ({ fresh }) => ({
      url: `/api/admin/competitions/${await fresh.competition()}/auto-match`,
    }),
  },
  {
    method: 'POST',
    url: '/api/admin/competitions/:id/match-scraped-data',
    expect: ADMIN_ONLY,
    send: ({ world }) =>
      upload(
        `/api/admin/competitions/${world.ids.liveCompetition}/match-scraped-data`,
        'csvFile',
        'scraped.csv',
        'position,rider,nationality,horse,dressage_score,total_score\n1,Nobody,GBR,Nothing,30.5,30.5\n',
      ),
  },
  get('/api/push/public-key', PUBLIC),
  {
    method: 'POST',
    url: '/api/push/subscriptions',
    expect: SIGNED_IN,
    send: () => ({ url: '/api/push/subscriptions', payload: subscription }),
  },
  {
    method: 'DELETE',
    url: '/api/push/subscriptions',
    expect: SIGNED_IN,
    send: () => ({
      url: '/api/push/subscriptions',
      payload: { endpoint: subscription.endpoint },
    }),
  },
  get('/api/push/preferences', SIGNED_IN),
  {
    method: 'PUT',
    url: '/api/push/preferences',
    expect: SIGNED_IN,
    send: () => ({ url: '/api/push/preferences', payload: preferences }),
  },
  {
    method: 'GET',
    url: '/api/push/unsubscribe',
    expect: all(404),
    note: 'an email link: a made-up token finds nothing for anyone',
    send: () => ({ url: `/api/push/unsubscribe?token=${'x'.repeat(43)}` }),
  },
];

/** The endpoint a row checks (rows may add a case in brackets, such as a draft). */
export const rowEndpoint = (row: MatrixRow) =>
  `${row.method} ${row.url.replace(/ \(.*\)$/, '').replace(/\?.*$/, '')}`;
