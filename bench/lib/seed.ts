import { sql } from 'drizzle-orm';
import type { Db } from '../../server/db/client';
import {
  hashSecret,
  newSecret,
  sessionCookieName,
} from '../../server/modules/auth/session.service';
import { buildCompetition, buildEntry } from '../../server/test/factories';

/** A competition with `entries` scored entries (live by default), prices 1.0 to 2.5. */
export async function seedCompetition(
  db: Db,
  entries: number,
  overrides: { status?: 'open' | 'live'; deadlineInDays?: number } = {},
) {
  const now = new Date();
  const day = 24 * 60 * 60 * 1000;
  const live = (overrides.status ?? 'live') === 'live';
  const competition = await buildCompetition(db, now, {
    name: 'Bench Horse Trials',
    status: overrides.status ?? 'live',
    isLive: live,
    startDate: new Date(now.getTime() + (live ? -1 : 7) * day),
    endDate: new Date(now.getTime() + (live ? 2 : 10) * day),
    deadline: new Date(now.getTime() + (overrides.deadlineInDays ?? (live ? -2 : 6)) * day),
  });
  const entryIds: number[] = [];
  for (let i = 1; i <= entries; i += 1) {
    const scored = live;
    const entry = await buildEntry(db, competition.id, {
      startOrder: i,
      price: (1 + (i % 4) * 0.5).toFixed(1),
      ...(scored
        ? {
            drScore: (24 + (i % 17) * 0.7).toFixed(1),
            sjScore: (i % 5 === 0 ? 4 : 0).toFixed(1),
            drPts: String(10 + (i % 11)),
            totalPts: String(10 + (i % 11)),
          }
        : {}),
    });
    entryIds.push(entry.id);
  }
  return { competitionId: competition.id, entryIds };
}

/**
 * `count` verified players, each with a live session; returns each one's cookie header value and
 * user id. Inserted in bulk with the app's session scheme (the database keeps the secret's hash).
 */
export async function seedPlayers(db: Db, count: number, admin = false) {
  const secrets = Array.from({ length: count }, () => newSecret());
  const tag = `${Date.now()}${Math.floor(Math.random() * 1000)}`;
  const players: { cookie: string; userId: number }[] = [];
  for (let start = 0; start < count; start += 1000) {
    const batch = secrets.slice(start, start + 1000);
    const emails = batch.map((_, i) => `bench${tag}_${start + i}@example.test`);
    const inserted: unknown = await db.execute(sql`
      insert into users (email, first_name, last_name, nationality, email_verified, is_admin)
      select e, 'Player', 'Bench', 'GBR', true, ${admin}
      from unnest(${`{${emails.join(',')}}`}::text[]) with ordinality as t(e, n)
      order by n
      returning id, email`);
    const { rows } = inserted as { rows: { id: number; email: string }[] };
    const idOf = new Map(rows.map((row) => [row.email, Number(row.id)]));
    const ids = emails.map((email) => idOf.get(email) ?? 0);
    const hashes = batch.map((secret) => hashSecret(secret));
    await db.execute(sql`
      insert into sessions (id, user_id, expires_at)
      select h, u, now() + interval '20 days'
      from unnest(${`{${hashes.join(',')}}`}::text[], ${`{${ids.join(',')}}`}::int[]) as t(h, u)`);
    players.push(
      ...batch.map((secret, i) => ({
        cookie: `${sessionCookieName(false)}=${secret}`,
        userId: ids[i] ?? 0,
      })),
    );
  }
  return players;
}
