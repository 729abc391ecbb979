import { createHash, randomBytes } from 'node:crypto';
import type { Clock } from '../../clock';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { resolveHost, type Resolve } from '../../net/address-policy';
import type { Mailer } from '../mail/mail.service';
import { pushPayloadFor, reminderEmail } from './notifications.messages';
import {
  claimDeadlineReminders,
  claimLiveNotifications,
  claimWithdrawnPickNotifications,
  listPendingDeliveries,
  markDelivery,
  type PendingDelivery,
} from './notifications.repository';
import { getVapidKeys } from './push.keys';
import { deleteSubscriptionById, listSubscriptionsOfUser } from './push.repository';
import { loopbackAllowed } from './push.endpoint';
import { sendPush, type PushNetwork } from './push.sender';

export type NotificationDeps = {
  db: Db;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  /** Name resolution for push endpoints; tests replace it to stand for a hostile DNS answer. */
  resolve?: Resolve;
};

export type RunReport = {
  claimed: number;
  sent: number;
  skipped: number;
  failed: number;
  retrying: number;
  subscriptionsRemoved: number;
};

const MAX_ATTEMPTS = 5;
const BATCH_SIZE = 200;

type Outcome =
  { status: 'sent' } | { status: 'skipped'; reason: string } | { status: 'retry'; error: string };

/** Why a claimed notification should no longer be sent, or null when it still should. */
function staleReason(delivery: PendingDelivery, now: Date): string | null {
  if (!delivery.kindEnabled) return 'turned off by the player';
  switch (delivery.kind) {
    case 'deadline_24h':
    case 'deadline_1h':
      if (!delivery.selectionOpen || delivery.deadline <= now) return 'deadline passed';
      if (delivery.hasTeam) return 'team saved';
      if (delivery.channel === 'email' && !(delivery.emailEnabled && delivery.emailVerified)) {
        return 'email reminders off';
      }
      return null;
    case 'withdrawn_pick':
      return !delivery.selectionOpen || delivery.deadline <= now ? 'deadline passed' : null;
    case 'competition_live':
      return null;
  }
}

async function deliverPush(
  deps: NotificationDeps,
  delivery: PendingDelivery,
  report: RunReport,
): Promise<Outcome> {
  const subscriptions = await listSubscriptionsOfUser(deps.db, delivery.userId);
  if (subscriptions.length === 0) return { status: 'skipped', reason: 'no device' };
  const keys = await getVapidKeys(deps.db, deps.config);
  const payload = pushPayloadFor(delivery, deps.clock.now());
  const network: PushNetwork = {
    loopbackAllowed: loopbackAllowed(deps.config),
    resolve: deps.resolve ?? resolveHost,
  };
  let delivered = 0;
  const errors: string[] = [];
  for (const subscription of subscriptions) {
    const outcome = await sendPush(keys, subscription, payload, network);
    if (outcome.kind === 'delivered') delivered += 1;
    // Refused by the address policy: it would be refused every time, like an endpoint gone.
    else if (outcome.kind === 'gone' || outcome.kind === 'refused') {
      await deleteSubscriptionById(deps.db, subscription.id);
      report.subscriptionsRemoved += 1;
    } else errors.push(outcome.error);
  }
  if (delivered > 0) return { status: 'sent' };
  if (errors.length > 0) return { status: 'retry', error: errors.join('; ').slice(0, 500) };
  return { status: 'skipped', reason: 'every device unsubscribed' };
}

async function deliverEmail(deps: NotificationDeps, delivery: PendingDelivery): Promise<Outcome> {
  const token = randomBytes(32).toString('base64url');
  // The hash is stored before the email leaves, so the link works as soon as it arrives.
  await markDelivery(deps.db, delivery.id, {
    status: 'pending',
    unsubscribeTokenHash: createHash('sha256').update(token).digest('hex'),
  });
  try {
    await deps.mailer.send(reminderEmail(delivery, deps.config.appUrl, token, deps.clock.now()));
    return { status: 'sent' };
  } catch (error) {
    return { status: 'retry', error: error instanceof Error ? error.message : String(error) };
  }
}

/** Claims what is due now, then sends every claimed notification once, recording each outcome. */
export async function runNotifications(deps: NotificationDeps): Promise<RunReport> {
  const now = deps.clock.now();
  const report: RunReport = {
    claimed: 0,
    sent: 0,
    skipped: 0,
    failed: 0,
    retrying: 0,
    subscriptionsRemoved: 0,
  };
  report.claimed += await claimDeadlineReminders(deps.db, now);
  report.claimed += await claimLiveNotifications(deps.db, now);
  report.claimed += await claimWithdrawnPickNotifications(deps.db, now);

  let afterId = 0;
  for (;;) {
    const pending = await listPendingDeliveries(deps.db, afterId, BATCH_SIZE);
    for (const delivery of pending) {
      afterId = delivery.id;
      await deliverOne(deps, delivery, now, report);
    }
    if (pending.length < BATCH_SIZE) return report;
  }
}

async function deliverOne(
  deps: NotificationDeps,
  delivery: PendingDelivery,
  now: Date,
  report: RunReport,
) {
  const stale = staleReason(delivery, now);
  const outcome: Outcome = stale
    ? { status: 'skipped', reason: stale }
    : delivery.channel === 'push'
      ? await deliverPush(deps, delivery, report)
      : await deliverEmail(deps, delivery);
  if (outcome.status === 'sent') {
    report.sent += 1;
    await markDelivery(deps.db, delivery.id, {
      status: 'sent',
      attempts: delivery.attempts + 1,
      sentAt: deps.clock.now(),
    });
    return;
  }
  if (outcome.status === 'skipped') {
    report.skipped += 1;
    await markDelivery(deps.db, delivery.id, { status: 'skipped', lastError: outcome.reason });
    return;
  }
  const attempts = delivery.attempts + 1;
  const failed = attempts >= MAX_ATTEMPTS;
  if (failed) report.failed += 1;
  else report.retrying += 1;
  await markDelivery(deps.db, delivery.id, {
    status: failed ? 'failed' : 'pending',
    attempts,
    lastError: outcome.error,
  });
}
