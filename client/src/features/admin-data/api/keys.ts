import type { VerifiedFilter } from '@contract/admin-data';

/** Query keys of the Data tab; every mutation invalidates its entity's prefix. */
export const adminDataKeys = {
  users: ['admin', 'data', 'users'] as const,
  usersSearch: (q: string, filter: VerifiedFilter) =>
    ['admin', 'data', 'users', q, filter] as const,
  athletes: ['admin', 'data', 'athletes'] as const,
  horses: ['admin', 'data', 'horses'] as const,
  venues: ['admin', 'data', 'venues'] as const,
};
