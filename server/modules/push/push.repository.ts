import { and, count, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { notificationPreferences, pushSubscriptions } from '../../db/schema/index';
import type { NotificationPreferences } from '../../../contract/push';

export const DEFAULT_PREFERENCES: NotificationPreferences = {
  deadlineReminders: true,
  competitionLive: true,
  withdrawnPick: true,
  emailReminders: true,
};

/** Stores a device's subscription; an endpoint seen before moves to this user and session. */
export async function upsertSubscription(
  db: Db,
  values: {
    userId: number;
    sessionId: string;
    endpoint: string;
    p256dh: string;
    auth: string;
    userAgent: string | null;
  },
) {
  await db
    .insert(pushSubscriptions)
    .values(values)
    .onConflictDoUpdate({
      target: pushSubscriptions.endpoint,
      set: {
        userId: values.userId,
        sessionId: values.sessionId,
        p256dh: values.p256dh,
        auth: values.auth,
        userAgent: values.userAgent,
      },
    });
}

export async function deleteSubscription(db: Db, userId: number, endpoint: string) {
  await db
    .delete(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
}

export async function deleteSubscriptionsOfSession(db: Db, sessionId: string) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.sessionId, sessionId));
}

export async function deleteSubscriptionById(db: Db, id: number) {
  await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, id));
}

export async function listSubscriptionsOfUser(db: Db, userId: number) {
  return db
    .select({
      id: pushSubscriptions.id,
      endpoint: pushSubscriptions.endpoint,
      p256dh: pushSubscriptions.p256dh,
      auth: pushSubscriptions.auth,
    })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId))
    .orderBy(pushSubscriptions.id);
}

export async function countSubscriptionsOfUser(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(pushSubscriptions)
    .where(eq(pushSubscriptions.userId, userId));
  return Number(row?.value ?? 0);
}

export async function hasSubscription(db: Db, userId: number, endpoint: string) {
  const [row] = await db
    .select({ id: pushSubscriptions.id })
    .from(pushSubscriptions)
    .where(and(eq(pushSubscriptions.userId, userId), eq(pushSubscriptions.endpoint, endpoint)));
  return row !== undefined;
}

export async function findPreferences(db: Db, userId: number): Promise<NotificationPreferences> {
  const [row] = await db
    .select({
      deadlineReminders: notificationPreferences.deadlineReminders,
      competitionLive: notificationPreferences.competitionLive,
      withdrawnPick: notificationPreferences.withdrawnPick,
      emailReminders: notificationPreferences.emailReminders,
    })
    .from(notificationPreferences)
    .where(eq(notificationPreferences.userId, userId));
  return row ?? DEFAULT_PREFERENCES;
}

export async function savePreferences(
  db: Db,
  userId: number,
  preferences: Partial<NotificationPreferences>,
  now: Date,
) {
  await db
    .insert(notificationPreferences)
    .values({ ...DEFAULT_PREFERENCES, ...preferences, userId, updatedAt: now })
    .onConflictDoUpdate({
      target: notificationPreferences.userId,
      set: { ...preferences, updatedAt: now },
    });
}
