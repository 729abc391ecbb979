import type { User } from '@contract/auth';
import { SESSION_LIFETIME } from '@contract/constants';

/**
 * The player the server last said is signed in on this device, kept in browser storage so that
 * offline the app still knows who is using it (docs/decisions/083-the-player-kept-offline.md).
 * Forgotten at sign-out, when the session is found gone, and once it cannot be alive any more.
 */
export const LAST_USER_KEY = 'em-last-user';

type LastUser = { user: User; seenAt: number };

/** Answers given from this record rather than by the server, so they are never stored again. */
const rememberedAnswers = new WeakSet<User>();

const isLastUser = (value: unknown): value is LastUser => {
  if (typeof value !== 'object' || value === null) return false;
  const { user, seenAt } = value as Partial<Record<keyof LastUser, unknown>>;
  return (
    typeof seenAt === 'number' &&
    typeof user === 'object' &&
    user !== null &&
    typeof (user as Partial<User>).id === 'number' &&
    typeof (user as Partial<User>).email === 'string'
  );
};

/** The player last seen signed in here, while their session may still be alive; else null. */
export function readLastUser(now = Date.now()): User | null {
  try {
    const raw = window.localStorage.getItem(LAST_USER_KEY);
    if (raw === null) return null;
    const record: unknown = JSON.parse(raw);
    if (!isLastUser(record) || now - record.seenAt > SESSION_LIFETIME.idleMs) {
      window.localStorage.removeItem(LAST_USER_KEY);
      return null;
    }
    rememberedAnswers.add(record.user);
    return record.user;
  } catch {
    return null;
  }
}

/** Whether this user came from the device's record rather than from the server. */
export function isRememberedUser(user: unknown): boolean {
  return typeof user === 'object' && user !== null && rememberedAnswers.has(user as User);
}

/** Keeps the player the server just named, or forgets them (null: signed out). */
export function rememberLastUser(user: User | null, now = Date.now()): void {
  if (user !== null && isRememberedUser(user)) return;
  try {
    if (user === null) window.localStorage.removeItem(LAST_USER_KEY);
    else window.localStorage.setItem(LAST_USER_KEY, JSON.stringify({ user, seenAt: now }));
  } catch {
    // Storage unavailable (private mode): offline, the app shows the player signed out.
  }
}
