import type { User } from '../../../contract/auth';
import type { users } from '../../db/schema/index';

type UserRow = typeof users.$inferSelect;

/** Premium counts only until premiumUntil; after that the member is Free again, on its own. */
export function isPremiumActive(
  row: Pick<UserRow, 'membershipType' | 'premiumUntil'>,
  now: Date,
): boolean {
  return row.membershipType === 'premium' && (row.premiumUntil === null || row.premiumUntil > now);
}

/** What leaves the server about a user: never the password hash. */
export function presentUser(row: UserRow, now: Date): User {
  return {
    id: row.id,
    firstName: row.firstName,
    lastName: row.lastName,
    email: row.email,
    emailVerified: row.emailVerified,
    nationality: row.nationality,
    teamName: row.teamName,
    profileImageUrl: row.profileImageUrl,
    membershipType: isPremiumActive(row, now) ? 'premium' : 'free',
    premiumUntil: row.premiumUntil ? row.premiumUntil.toISOString() : null,
    isAdmin: row.isAdmin,
    createdAt: row.createdAt.toISOString(),
  };
}
