/**
 * League limits, join-code alphabet and messages (docs/rules.md#leagues, decision 012), without
 * zod, so the league dialogs need no validator (decision 020). ./leagues re-exports them.
 */

/** Join-code alphabet without look-alike characters (no 0/O, 1/I/L). */
export const JOIN_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';

export const LEAGUE_LIMITS = { name: 100, description: 500 } as const;

/**
 * The leagues one player may have created from the dashboard that still exist: each holds one of
 * the few 4-character join codes (decision 087). The operators' leagues are not counted.
 */
export const LEAGUES_CREATED_MAX = 20;

export const LEAGUE_MESSAGES = {
  notFound: 'League not found',
  alreadyMember: 'You are already a member of this league.',
  full: 'This league is full.',
  creatorOnlyEdit: 'Only the league creator can edit this league.',
  creatorOnlyDelete: 'Only the league creator can delete this league.',
  deleted: 'League deleted successfully',
  joinCodeLength: 'Join code must be exactly 4 characters',
  joinCodeCharacters: 'Join code may only contain letters and digits',
  joinCodeTaken: 'This join code is already taken',
  nameRequired: 'League name is required',
  nameOffensive:
    'That league name contains language that is not allowed. Please choose another name.',
  codeUnavailable: 'Could not generate a free join code. Please try again.',
  left: 'You left the league.',
  notMember: 'You are not a member of this league.',
  creatorOnlyRemove: 'Only the league creator can remove members.',
  memberNotFound: 'This player is not a member of this league.',
  memberRemoved: 'Member removed from the league.',
  createdLimit: `You can create up to ${LEAGUES_CREATED_MAX} leagues. Delete one you no longer use to create another.`,
} as const;
