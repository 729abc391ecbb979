import type { User } from '@contract/auth';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The home page's greeting: a player whose account is less than a day old has not been here
 * before, so they are welcomed, not welcomed back.
 */
export function greeting(user: Pick<User, 'firstName' | 'createdAt'>, now: number): string {
  const name = user.firstName || 'rider';
  const isNew = now - new Date(user.createdAt).getTime() < DAY_MS;
  return isNew ? `Welcome to Eventing Manager 2.0, ${name}` : `Welcome back, ${name}`;
}
