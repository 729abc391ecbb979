import { useEffect, useRef } from 'react';
import { cn } from '@/lib/cn';
import { TIMERS } from '@contract/constants';
import { splitDuration, toTimestamp } from '@/lib/time';
import { useClock } from '@/lib/use-clock';

export interface CountdownProps {
  /** The moment counted down to (Date, ISO string or epoch ms). */
  target: Date | string | number;
  /** Called once when the countdown reaches zero. */
  onExpire?: () => void;
  /** Shown instead of the digits at zero; default 'Expired'. */
  expiredLabel?: string;
  size?: 'sm' | 'md' | 'lg';
  /** 'dark' for use on the green hero/brand surfaces. */
  tone?: 'default' | 'dark';
  className?: string;
}

const sizeStyles = {
  sm: { box: 'min-w-11 px-1.5 py-1 rounded-lg', value: 'text-base', unit: 'text-[0.625rem]' },
  md: { box: 'min-w-14 px-2 py-1.5 rounded-xl', value: 'text-2xl', unit: 'text-[0.6875rem]' },
  lg: { box: 'min-w-18 px-3 py-2 rounded-2xl', value: 'text-4xl', unit: 'text-xs' },
} as const;

const pad = (value: number) => value.toString().padStart(2, '0');

/** Days, hours, mins, secs until `target`, ticking every second with tabular figures. */
export function Countdown({
  target,
  onExpire,
  expiredLabel = 'Expired',
  size = 'md',
  tone = 'default',
  className,
}: CountdownProps) {
  const targetMs = toTimestamp(target);
  // Ticks every second and also at the target itself, so zero comes at the deadline exactly.
  const now = useClock(TIMERS.countdownTickMs, [targetMs]);
  const parts = splitDuration(targetMs, now);
  const expiredRef = useRef(false);

  useEffect(() => {
    if (parts.done && !expiredRef.current) {
      expiredRef.current = true;
      onExpire?.();
    }
  }, [parts.done, onExpire]);

  if (parts.done) {
    return (
      <span className={cn('font-semibold text-muted-foreground', className)} role="timer">
        {expiredLabel}
      </span>
    );
  }

  const segments = [
    { value: parts.days, unit: 'days', long: 'day' },
    { value: parts.hours, unit: 'hours', long: 'hour' },
    { value: parts.minutes, unit: 'mins', long: 'minute' },
    { value: parts.seconds, unit: 'secs', long: 'second' },
  ];
  const styles = sizeStyles[size];
  const spoken = segments.map((s) => `${s.value} ${s.long}${s.value === 1 ? '' : 's'}`).join(', ');

  return (
    <div role="timer" aria-label={`${spoken} remaining`} className={cn('flex gap-1.5', className)}>
      {segments.map((segment) => (
        <div
          key={segment.unit}
          aria-hidden
          className={cn(
            'flex flex-col items-center',
            styles.box,
            tone === 'dark' ? 'bg-white/10 text-white' : 'bg-muted text-foreground',
          )}
        >
          <span className={cn('leading-tight font-bold tabular-nums', styles.value)}>
            {pad(segment.value)}
          </span>
          <span
            className={cn(
              'font-medium tracking-wider uppercase',
              styles.unit,
              tone === 'dark' ? 'text-white/75' : 'text-muted-foreground',
            )}
          >
            {segment.unit}
          </span>
        </div>
      ))}
    </div>
  );
}
