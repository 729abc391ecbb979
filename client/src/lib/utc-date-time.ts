import { parseInstant } from '@contract/calendar-days';

/**
 * An admin form's deadline field (a browser `datetime-local`, which has no zone) is read and shown
 * in UTC whatever the administrator's zone, as every page prints deadlines (decision 095). The
 * competition and poll forms both use these two.
 */
export function toUtcDateTime(iso: string): string {
  // Seconds set through the API stay, so saving another field does not move the deadline.
  return new Date(iso)
    .toISOString()
    .slice(0, 23)
    .replace(/\.000$/, '')
    .replace(/(T\d\d:\d\d):00$/, '$1');
}

/** A datetime-local value read as UTC, as an ISO instant; left as typed when it is not one. */
export function fromUtcDateTime(value: string): string {
  return parseInstant(`${value}Z`)?.toISOString() ?? value;
}
