import { isApiError } from './api';

/**
 * What a failed join says on the dashboard. A full league says so plainly, and too many wrong
 * codes say how long to wait (the server's own sentence).
 */
export function joinFailureMessage(error: unknown): string {
  const text = error instanceof Error ? error.message : '';
  if (isApiError(error, 429)) return text.replace(/^429: /, '');
  if (text.includes('404')) return 'League not found. Please check the code and try again.';
  if (text.includes('409')) return 'You are already a member of this league.';
  if (isApiError(error, 422)) return 'This league is full.';
  return 'Failed to join league. Please try again.';
}

/**
 * What a failed league creation says: a player at their cap of leagues is told the server's
 * sentence (how many, and that deleting one makes room); anything else asks them to try again.
 */
export function createFailureMessage(error: unknown): string {
  if (isApiError(error, 409)) return error.message.replace(/^409: /, '');
  return 'Failed to create league. Please try again.';
}

/** The invitation page shows 'Already a Member' when the message says so. */
export const isAlreadyMemberError = (error: unknown) =>
  error instanceof Error && error.message.toLowerCase().includes('already a member');

/** Join codes are upper-cased as they are typed (docs/rules.md#leagues). */
export const normalizeJoinCode = (value: string) =>
  value
    .toUpperCase()
    .replace(/[^A-Z0-9]/g, '')
    .slice(0, 4);
