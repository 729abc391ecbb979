import { z } from 'zod';

export const membershipTypeSchema = z.enum(['free', 'premium']);

/** The signed-in user as the client sees it: never a password, hash or token. */
export const userSchema = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  emailVerified: z.boolean(),
  nationality: z.string().nullable(),
  teamName: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
  membershipType: membershipTypeSchema,
  premiumUntil: z.string().nullable(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;
