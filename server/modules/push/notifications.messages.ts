import type { PushPayload } from '../../../contract/push';
import { renderMail } from '../mail/mail.layout';
import type { MailMessage } from '../mail/mail.service';
import type { PendingDelivery } from './notifications.repository';

const deadlineFormat = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'UTC',
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/**
 * How long until the deadline, as a reminder says it when it leaves: whole hours from 55 minutes
 * ("1 hour", "24 hours"), minutes below ("30 minutes"). A deadline moved closer, or a reminder
 * sent again after a failed attempt, is not announced an hour or a day away.
 */
export function timeLeft(deadline: Date, now: Date): string {
  const minutes = Math.max(1, Math.round((deadline.getTime() - now.getTime()) / 60_000));
  if (minutes < 55) return minutes === 1 ? '1 minute' : `${minutes} minutes`;
  const hours = Math.round(minutes / 60);
  return hours === 1 ? '1 hour' : `${hours} hours`;
}

/** The notification a push message carries: title, text, the page it opens and its tag. */
export function pushPayloadFor(delivery: PendingDelivery, now: Date): PushPayload {
  const id = delivery.competitionId;
  const name = delivery.competitionName;
  switch (delivery.kind) {
    case 'deadline_24h':
    case 'deadline_1h':
      return {
        title: `Team selection closes in ${timeLeft(delivery.deadline, now)}`,
        body: `You have not picked your team for ${name} yet. Choose your five combinations before the deadline.`,
        url: `/team-selection/${id}`,
        tag: `deadline-${id}`,
      };
    case 'competition_live':
      return {
        title: `${name} is LIVE`,
        body: 'Team selections are closed. Follow your team in the live results.',
        url: `/results/${id}`,
        tag: `live-${id}`,
      };
    case 'withdrawn_pick': {
      const pair = [delivery.athleteName, delivery.horseName].filter(Boolean).join(' and ');
      return {
        title: 'A combination in your team has withdrawn',
        body: `${pair || 'One of your picks'} withdrew from ${name}. Swap them before the deadline.`,
        url: `/team-selection/${id}`,
        tag: `withdrawn-${id}`,
      };
    }
  }
}

/** The deadline reminder by email, with its one-click unsubscribe link. */
export function reminderEmail(
  delivery: PendingDelivery,
  appUrl: string,
  unsubscribeToken: string,
  now: Date,
): MailMessage {
  const unsubscribeUrl = `${appUrl}/api/push/unsubscribe?token=${unsubscribeToken}`;
  return {
    to: delivery.email,
    subject: `Team selection for ${delivery.competitionName} closes in ${timeLeft(delivery.deadline, now)}`,
    ...renderMail({
      greeting: `Hello ${delivery.firstName},`,
      paragraphs: [
        `You have not picked your team for ${delivery.competitionName} yet. Team selection closes on ${deadlineFormat.format(delivery.deadline)} UTC.`,
        'Choose five horse-and-rider combinations within your 10m budget before the deadline.',
      ],
      action: { label: 'Select Team', url: `${appUrl}/team-selection/${delivery.competitionId}` },
      footer: `You receive this reminder because you have not turned on notifications on a device. To stop deadline reminders by email, open ${unsubscribeUrl}`,
    }),
  };
}
