import { and, eq, sql } from 'drizzle-orm';
import { earliestRunningEndDate } from '../../../contract/calendar-days';
import type { Db } from '../../db/client';
import { notificationDeliveries } from '../../db/schema/index';

type Rows<T> = { rows: T[] };
const rowsOf = <T>(result: unknown): T[] => (result as Rows<T>).rows;

const selectionOpen = sql`c.status in ('pending', 'open') and not c.is_live`;
const hasPush = sql`exists (select 1 from push_subscriptions s where s.user_id = u.id)`;
const preference = (column: string) =>
  sql`coalesce((select ${sql.raw(`p.${column}`)} from notification_preferences p where p.user_id = u.id), true)`;

/**
 * Claims every deadline reminder now due, one row per player, kind, competition and channel:
 * 24 h before the deadline (unless the 1 h reminder is already due) and 1 h before, for players
 * without a saved team. Push for players with a device, email for verified players without one.
 */
export async function claimDeadlineReminders(db: Db, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    insert into notification_deliveries (user_id, kind, competition_id, subject_id, channel)
    select u.id, due.kind, c.id, 0, channel.name
    from competitions c
    cross join lateral (
      select case when c.deadline - interval '1 hour' <= ${at} then 'deadline_1h'
                  else 'deadline_24h' end as kind
    ) due
    cross join users u
    cross join lateral (
      select case when ${hasPush} then 'push' else 'email' end as name
    ) channel
    where ${selectionOpen}
      and c.deadline > ${at}
      and c.deadline - interval '24 hours' <= ${at}
      and not exists (
        select 1 from fantasy_teams t where t.user_id = u.id and t.competition_id = c.id
      )
      and ${preference('deadline_reminders')}
      and (channel.name = 'push' or (u.email_verified and ${preference('email_reminders')}))
    on conflict do nothing
    returning id
  `);
  return rowsOf(result).length;
}

/**
 * Claims a 'competition live' notification for every player with a team and a device, while the
 * competition's last day is not over (`hasCompetitionEnded`): a live flag left on afterwards sends
 * nothing.
 */
export async function claimLiveNotifications(db: Db, now: Date): Promise<number> {
  const result = await db.execute(sql`
    insert into notification_deliveries (user_id, kind, competition_id, subject_id, channel)
    select u.id, 'competition_live', c.id, 0, 'push'
    from competitions c
    join fantasy_teams t on t.competition_id = c.id
    join users u on u.id = t.user_id
    where (c.status = 'live' or (c.is_live and c.status <> 'completed'))
      and c.end_date >= ${earliestRunningEndDate(now).toISOString()}::timestamptz
      and ${hasPush}
      and ${preference('competition_live')}
    on conflict do nothing
    returning id
  `);
  return rowsOf(result).length;
}

/** Claims a notification for each withdrawn combination in a saved team, before the deadline. */
export async function claimWithdrawnPickNotifications(db: Db, now: Date): Promise<number> {
  const at = sql`${now.toISOString()}::timestamptz`;
  const result = await db.execute(sql`
    insert into notification_deliveries (user_id, kind, competition_id, subject_id, channel)
    select u.id, 'withdrawn_pick', c.id, e.id, 'push'
    from fantasy_team_selections fs
    join fantasy_teams t on t.id = fs.fantasy_team_id
    join users u on u.id = t.user_id
    join competition_entries e on e.id = fs.competition_entry_id
    join competitions c on c.id = t.competition_id
    where fs.is_active
      and 'WD' in (e.dr_status::text, e.sj_status::text, e.xc_status::text)
      and ${selectionOpen}
      and c.deadline > ${at}
      and ${hasPush}
      and ${preference('withdrawn_pick')}
    on conflict do nothing
    returning id
  `);
  return rowsOf(result).length;
}

export type PendingDelivery = {
  id: number;
  userId: number;
  kind: 'deadline_24h' | 'deadline_1h' | 'competition_live' | 'withdrawn_pick';
  channel: 'push' | 'email';
  attempts: number;
  competitionId: number;
  competitionName: string;
  deadline: Date;
  selectionOpen: boolean;
  hasTeam: boolean;
  email: string;
  firstName: string;
  emailVerified: boolean;
  athleteName: string | null;
  horseName: string | null;
  kindEnabled: boolean;
  emailEnabled: boolean;
};

type PendingRow = Omit<PendingDelivery, 'deadline'> & { deadline: string | Date };

/** The oldest claimed deliveries not yet sent, with what their message and checks need. */
export async function listPendingDeliveries(
  db: Db,
  afterId: number,
  limit: number,
): Promise<PendingDelivery[]> {
  const result = await db.execute(sql`
    select d.id, d.user_id as "userId", d.kind, d.channel, d.attempts,
      c.id as "competitionId", c.name as "competitionName", c.deadline,
      (${selectionOpen}) as "selectionOpen",
      exists (
        select 1 from fantasy_teams t where t.user_id = d.user_id and t.competition_id = c.id
      ) as "hasTeam",
      u.email, u.first_name as "firstName", u.email_verified as "emailVerified",
      a.name as "athleteName", h.name as "horseName",
      case d.kind
        when 'competition_live' then ${preference('competition_live')}
        when 'withdrawn_pick' then ${preference('withdrawn_pick')}
        else ${preference('deadline_reminders')}
      end as "kindEnabled",
      ${preference('email_reminders')} as "emailEnabled"
    from notification_deliveries d
    join users u on u.id = d.user_id
    join competitions c on c.id = d.competition_id
    left join competition_entries e on d.kind = 'withdrawn_pick' and e.id = d.subject_id
    left join athletes a on a.id = e.athlete_id
    left join horses h on h.id = e.horse_id
    where d.status = 'pending' and d.id > ${afterId}
    order by d.id
    limit ${limit}
  `);
  return rowsOf<PendingRow>(result).map((row) => ({
    ...row,
    deadline: row.deadline instanceof Date ? row.deadline : new Date(row.deadline),
  }));
}

export async function markDelivery(
  db: Db,
  id: number,
  values: {
    status: 'pending' | 'sent' | 'skipped' | 'failed';
    attempts?: number;
    lastError?: string | null;
    sentAt?: Date | null;
    unsubscribeTokenHash?: string;
  },
) {
  await db.update(notificationDeliveries).set(values).where(eq(notificationDeliveries.id, id));
}

/** The user whose reminder email carried this unsubscribe token, if any. */
export async function findUserByUnsubscribeToken(db: Db, tokenHash: string) {
  const [row] = await db
    .select({ userId: notificationDeliveries.userId })
    .from(notificationDeliveries)
    .where(
      and(
        eq(notificationDeliveries.unsubscribeTokenHash, tokenHash),
        eq(notificationDeliveries.channel, 'email'),
      ),
    );
  return row ?? null;
}
