import { z } from 'zod';

export const PUSH_MESSAGES = {
  subscribed: 'Notifications are on for this device.',
  unsubscribed: 'Notifications are off for this device.',
  preferencesSaved: 'Notification settings saved.',
  endpointInvalid: 'endpoint must be the https address of a push service.',
  endpointPrivate:
    'endpoint must be the address of a public push service: local, private and loopback addresses are refused.',
  keysInvalid: 'keys.p256dh and keys.auth must be the keys of a push subscription.',
  unsubscribeInvalid: 'This unsubscribe link is invalid or has expired.',
  unsubscribeDone:
    'You will no longer receive deadline reminders by email. You can turn them back on in Profile & Settings.',
} as const;

export const NOTIFICATION_KIND_LABELS = {
  deadlineReminders: 'Deadline reminders',
  competitionLive: 'Competition live',
  withdrawnPick: 'Withdrawn pick',
  emailReminders: 'Deadline reminders by email',
} as const;

export const publicKeyResponseSchema = z.object({ publicKey: z.string() });
export type PublicKeyResponse = z.infer<typeof publicKeyResponseSchema>;

const base64url = /^[A-Za-z0-9_-]+={0,2}$/;

/** The browser's PushSubscription.toJSON(); only endpoint and keys are read. */
export const pushSubscriptionRequestSchema = z.object({
  endpoint: z
    .string({ error: PUSH_MESSAGES.endpointInvalid })
    .max(2000, PUSH_MESSAGES.endpointInvalid)
    .refine((value) => URL.canParse(value), PUSH_MESSAGES.endpointInvalid),
  keys: z.object(
    {
      p256dh: z
        .string({ error: PUSH_MESSAGES.keysInvalid })
        .min(80, PUSH_MESSAGES.keysInvalid)
        .max(100, PUSH_MESSAGES.keysInvalid)
        .regex(base64url, PUSH_MESSAGES.keysInvalid),
      auth: z
        .string({ error: PUSH_MESSAGES.keysInvalid })
        .min(16, PUSH_MESSAGES.keysInvalid)
        .max(40, PUSH_MESSAGES.keysInvalid)
        .regex(base64url, PUSH_MESSAGES.keysInvalid),
    },
    { error: PUSH_MESSAGES.keysInvalid },
  ),
});
export type PushSubscriptionRequest = z.infer<typeof pushSubscriptionRequestSchema>;

export const pushUnsubscribeRequestSchema = z.object({
  endpoint: z.string({ error: PUSH_MESSAGES.endpointInvalid }).max(2000),
});
export const preferencesQuerySchema = z.object({ endpoint: z.string().max(2000).optional() });

export type PushUnsubscribeRequest = z.infer<typeof pushUnsubscribeRequestSchema>;

export const notificationPreferencesSchema = z.object({
  deadlineReminders: z.boolean({ error: 'deadlineReminders must be true or false.' }),
  competitionLive: z.boolean({ error: 'competitionLive must be true or false.' }),
  withdrawnPick: z.boolean({ error: 'withdrawnPick must be true or false.' }),
  emailReminders: z.boolean({ error: 'emailReminders must be true or false.' }),
});
export type NotificationPreferences = z.infer<typeof notificationPreferencesSchema>;

export const notificationPreferencesResponseSchema = notificationPreferencesSchema.extend({
  /** How many devices of this player receive push notifications. */
  devices: z.number().int(),
  /** Whether the endpoint given in the query is one of them. */
  thisDevice: z.boolean(),
});
export type NotificationPreferencesResponse = z.infer<typeof notificationPreferencesResponseSchema>;

export const pushMessageResponseSchema = z.object({ message: z.string() });
export type PushMessageResponse = z.infer<typeof pushMessageResponseSchema>;

/** What the service worker receives in a push message and shows as a notification. */
export const pushPayloadSchema = z.object({
  title: z.string(),
  body: z.string(),
  url: z.string(),
  tag: z.string(),
});
export type PushPayload = z.infer<typeof pushPayloadSchema>;
