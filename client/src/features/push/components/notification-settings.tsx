import { Bell, BellOff } from 'lucide-react';
import { useId, useState } from 'react';
import {
  NOTIFICATION_KIND_LABELS,
  PUSH_MESSAGES,
  type NotificationPreferences,
} from '@contract/push';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { ErrorState } from '@/components/ui/error-state';
import { Label } from '@/components/ui/label';
import { Skeleton } from '@/components/ui/skeleton';
import { Switch } from '@/components/ui/switch';
import { toast } from '@/components/ui/toast-store';
import { cn } from '@/lib/cn';
import { useNotificationPreferences } from '../api/get-preferences';
import { useSubscribeDevice } from '../api/subscribe-device';
import { useUnsubscribeDevice } from '../api/unsubscribe-device';
import { useUpdatePreferences } from '../api/update-preferences';
import { pushSupported } from '../lib/device-subscription';

const KINDS: Array<{ key: keyof NotificationPreferences; description: string }> = [
  {
    key: 'deadlineReminders',
    description: '24 hours and 1 hour before team selection closes, if you have no team yet.',
  },
  { key: 'competitionLive', description: 'When a competition you picked a team for goes live.' },
  {
    key: 'withdrawnPick',
    description:
      'When a combination in your team withdraws before the deadline, so you can swap it.',
  },
  {
    key: 'emailReminders',
    description: 'The deadline reminders by email when no device has notifications on.',
  },
];

function DeviceStatus({ on, devices }: { on: boolean; devices: number }) {
  const subscribe = useSubscribeDevice();
  const unsubscribe = useUnsubscribeDevice();
  if (!pushSupported()) {
    return (
      <p className="text-sm text-muted-foreground">This browser cannot receive notifications.</p>
    );
  }
  if (Notification.permission === 'denied') {
    return (
      <p className="text-sm text-muted-foreground">
        Notifications are blocked for this site. Allow them in your browser&apos;s site settings.
      </p>
    );
  }
  const others = on ? devices - 1 : devices;
  return (
    <div className="flex flex-wrap items-center justify-between gap-3">
      <p className="flex items-center gap-2 text-sm font-medium">
        {on ? (
          <Bell className="size-4 text-primary-soft-foreground" aria-hidden />
        ) : (
          <BellOff className="size-4 text-muted-foreground" aria-hidden />
        )}
        {on ? PUSH_MESSAGES.subscribed : 'Notifications are off for this device.'}
        {others > 0 && (
          <span className="font-normal text-muted-foreground">
            {' '}
            ({others} other device{others === 1 ? '' : 's'})
          </span>
        )}
      </p>
      {on ? (
        <Button
          variant="outline"
          size="sm"
          loading={unsubscribe.isPending}
          onClick={() =>
            unsubscribe.mutate(undefined, {
              onSuccess: (data) => toast({ title: data.message, variant: 'success' }),
              onError: () =>
                toast({ title: 'Could not turn notifications off', variant: 'destructive' }),
            })
          }
        >
          Turn off on this device
        </Button>
      ) : (
        <Button
          size="sm"
          loading={subscribe.isPending}
          onClick={() =>
            subscribe.mutate(undefined, {
              onSuccess: (data) => toast({ title: data.message, variant: 'success' }),
              onError: (error) =>
                toast({
                  title: 'Could not turn notifications on',
                  description:
                    error.message === 'denied'
                      ? 'You did not allow notifications for this site.'
                      : 'Please try again.',
                  variant: 'destructive',
                }),
            })
          }
        >
          Turn on notifications
        </Button>
      )}
    </div>
  );
}

/** Profile: this device's push subscription and which notifications the player wants. */
export function NotificationSettings({ className }: { className?: string }) {
  const id = useId();
  const query = useNotificationPreferences();
  const update = useUpdatePreferences();
  const [pendingKey, setPendingKey] = useState<keyof NotificationPreferences | null>(null);

  return (
    <Card className={cn(className)}>
      <CardHeader>
        <CardTitle>Notifications</CardTitle>
        <CardDescription>
          Deadline reminders and match-day news on this device, and reminders by email.
        </CardDescription>
      </CardHeader>
      <CardContent className="space-y-5">
        {query.isPending ? (
          <div className="space-y-4" aria-busy="true" aria-label="Loading notification settings">
            <Skeleton className="h-9 w-full" />
            {KINDS.map(({ key }) => (
              <Skeleton key={key} className="h-10 w-full" />
            ))}
          </div>
        ) : query.isError ? (
          <ErrorState
            description="We could not load your notification settings. Please try again."
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
          />
        ) : (
          <>
            <DeviceStatus on={query.data.thisDevice} devices={query.data.devices} />
            <ul className="divide-y divide-border rounded-xl border border-border">
              {KINDS.map(({ key, description }) => (
                <li key={key} className="flex items-start justify-between gap-4 p-4">
                  <div className="grid gap-1">
                    <Label htmlFor={`${id}-${key}`}>{NOTIFICATION_KIND_LABELS[key]}</Label>
                    <p id={`${id}-${key}-hint`} className="text-sm text-muted-foreground">
                      {description}
                    </p>
                  </div>
                  <Switch
                    id={`${id}-${key}`}
                    aria-describedby={`${id}-${key}-hint`}
                    checked={query.data[key]}
                    disabled={pendingKey !== null}
                    onCheckedChange={(checked) => {
                      setPendingKey(key);
                      const { deadlineReminders, competitionLive, withdrawnPick, emailReminders } =
                        query.data;
                      update.mutate(
                        {
                          deadlineReminders,
                          competitionLive,
                          withdrawnPick,
                          emailReminders,
                          [key]: checked,
                        },
                        {
                          onSuccess: () =>
                            toast({ title: PUSH_MESSAGES.preferencesSaved, variant: 'success' }),
                          onError: () =>
                            toast({
                              title: 'Failed to save notification settings',
                              variant: 'destructive',
                            }),
                          onSettled: () => setPendingKey(null),
                        },
                      );
                    }}
                  />
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  );
}
