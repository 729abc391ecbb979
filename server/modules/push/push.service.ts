import { createHash } from 'node:crypto';
import {
  PUSH_MESSAGES,
  type NotificationPreferences,
  type NotificationPreferencesResponse,
  type PushSubscriptionRequest,
  type PushUnsubscribeRequest,
} from '../../../contract/push';
import type { AppDeps, SessionUser } from '../../types';
import { findUserByUnsubscribeToken } from './notifications.repository';
import { checkEndpoint } from './push.endpoint';
import { getVapidKeys } from './push.keys';
import {
  countSubscriptionsOfUser,
  deleteSubscription,
  deleteSubscriptionsOfSession,
  findPreferences,
  hasSubscription,
  savePreferences,
  upsertSubscription,
} from './push.repository';

/** The public half of the VAPID key pair, for PushManager.subscribe. */
export async function getPublicKey(deps: AppDeps) {
  const keys = await getVapidKeys(deps.database.db, deps.config);
  return { publicKey: keys.publicKey };
}

/** Stores this device's subscription for the signed-in player (several devices allowed). */
export async function subscribeDevice(
  deps: AppDeps,
  user: SessionUser,
  input: PushSubscriptionRequest,
  userAgent: string | null,
) {
  checkEndpoint(input.endpoint, deps.config);
  await upsertSubscription(deps.database.db, {
    userId: user.id,
    sessionId: user.sessionId,
    endpoint: input.endpoint,
    p256dh: input.keys.p256dh,
    auth: input.keys.auth,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return { message: PUSH_MESSAGES.subscribed };
}

/** Forgets this device's subscription; nothing happens for an endpoint the player does not own. */
export async function unsubscribeDevice(
  deps: AppDeps,
  user: SessionUser,
  input: PushUnsubscribeRequest,
) {
  await deleteSubscription(deps.database.db, user.id, input.endpoint);
  return { message: PUSH_MESSAGES.unsubscribed };
}

/** Signing out of a device stops its notifications. */
export async function forgetSessionDevices(deps: AppDeps, sessionId: string) {
  await deleteSubscriptionsOfSession(deps.database.db, sessionId);
}

/** The player's preferences, how many devices they have, and whether `endpoint` is one. */
export async function getPreferences(
  deps: AppDeps,
  user: SessionUser,
  endpoint?: string,
): Promise<NotificationPreferencesResponse> {
  const db = deps.database.db;
  const [preferences, devices, thisDevice] = await Promise.all([
    findPreferences(db, user.id),
    countSubscriptionsOfUser(db, user.id),
    endpoint ? hasSubscription(db, user.id, endpoint) : Promise.resolve(false),
  ]);
  return { ...preferences, devices, thisDevice };
}

export async function updatePreferences(
  deps: AppDeps,
  user: SessionUser,
  input: NotificationPreferences,
): Promise<NotificationPreferencesResponse> {
  await savePreferences(deps.database.db, user.id, input, deps.clock.now());
  return getPreferences(deps, user);
}

/** Turns email reminders off for the player whose reminder carried this token. */
export async function unsubscribeByEmailToken(deps: AppDeps, token: string): Promise<boolean> {
  if (token.length < 20 || token.length > 100) return false;
  const hash = createHash('sha256').update(token).digest('hex');
  const found = await findUserByUnsubscribeToken(deps.database.db, hash);
  if (!found) return false;
  await savePreferences(
    deps.database.db,
    found.userId,
    { emailReminders: false },
    deps.clock.now(),
  );
  return true;
}
