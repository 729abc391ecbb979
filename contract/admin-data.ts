import { z } from 'zod';
import { emailSchema, membershipTypeSchema } from './auth';
import { visibleName } from './names';

/** The Data tab's calls: search and edit users, athletes, horses and venues (docs/rules.md#admin). */
export const DATA_MESSAGES = {
  nameRequired: 'Name is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailTaken: 'An account with this email address already exists.',
  ownAdminFlag: 'You cannot remove your own administrator privileges.',
  deleteSelf: 'You cannot delete your own account.',
  userNotFound: 'User not found.',
  athleteNotFound: 'Athlete not found.',
  horseNotFound: 'Horse not found.',
  venueNotFound: 'Venue not found.',
  userVerified: 'User verified',
  userDeleted: 'User deleted',
} as const;

/** At most this many rows come back from one search; the screen asks to narrow the search. */
export const DATA_SEARCH_LIMIT = 100;

const searchText = z.string().trim().max(200, 'q: at most 200 characters').optional();

export const userSearchQuerySchema = z.object({
  q: searchText,
  verified: z.enum(['true', 'false'], { error: 'verified: must be true or false' }).optional(),
});
export type UserSearchQuery = z.infer<typeof userSearchQuerySchema>;
export type VerifiedFilter = 'all' | 'verified' | 'unverified';

export const nameSearchQuerySchema = z.object({ q: searchText });

export const adminUserSchema = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  nationality: z.string().nullable(),
  teamName: z.string().nullable(),
  membershipType: membershipTypeSchema,
  emailVerified: z.boolean(),
  isAdmin: z.boolean(),
  hasPassword: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;
export const adminUserListSchema = z.array(adminUserSchema);

const requiredName = (message: string) =>
  visibleName(
    z.string({ error: message }).trim().min(1, message).max(100, 'at most 100 characters'),
  );

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, `at most ${max} characters`)
    .nullish()
    .transform((value) => (value ? value : null));

export const userUpdateSchema = z.object({
  firstName: requiredName(DATA_MESSAGES.firstNameRequired),
  lastName: requiredName(DATA_MESSAGES.lastNameRequired),
  email: emailSchema,
  nationality: optionalText(3).transform((value) => (value ? value.toUpperCase() : null)),
  emailVerified: z.boolean({ error: 'must be true or false' }),
  isAdmin: z.boolean({ error: 'must be true or false' }),
});
export type UserUpdate = z.input<typeof userUpdateSchema>;

export const verificationLinkSchema = z.object({ verificationUrl: z.string() });
export const resetLinkSchema = z.object({ resetUrl: z.string() });
export const deletedSchema = z.object({ message: z.string(), id: z.number().int() });

export const adminAthleteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  nationality: z.string().nullable(),
  birthDate: z.string().nullable(),
  biography: z.string().nullable(),
  profileImageUrl: z.string().nullable(),
});
export type AdminAthlete = z.infer<typeof adminAthleteSchema>;
export const adminAthleteListSchema = z.array(adminAthleteSchema);

export const athleteUpdateSchema = z.object({
  name: requiredName(DATA_MESSAGES.nameRequired),
  nationality: optionalText(3).transform((value) => (value ? value.toUpperCase() : null)),
  biography: optionalText(10000),
  profileImageUrl: optionalText(2000),
});
export type AthleteUpdate = z.input<typeof athleteUpdateSchema>;

export const HORSE_SEXES = ['Stallion', 'Mare', 'Gelding'] as const;
export type HorseSex = (typeof HORSE_SEXES)[number];

export const adminHorseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  yob: z.number().int().nullable(),
  sex: z.string().nullable(),
  color: z.string().nullable(),
  sire: z.string().nullable(),
  dam: z.string().nullable(),
});
export type AdminHorse = z.infer<typeof adminHorseSchema>;
export const adminHorseListSchema = z.array(adminHorseSchema);

export const horseUpdateSchema = z.object({
  name: requiredName(DATA_MESSAGES.nameRequired),
  yob: z
    .number({ error: 'must be a year' })
    .int('must be a year')
    .min(1950, 'must be 1950 or later')
    .max(2100, 'must be 2100 or earlier')
    .nullish()
    .transform((value) => value ?? null),
  sex: z
    .enum(HORSE_SEXES, { error: `must be one of ${HORSE_SEXES.join(', ')}` })
    .nullish()
    .transform((value) => value ?? null),
  color: optionalText(100),
  sire: optionalText(200),
  dam: optionalText(200),
});
export type HorseUpdate = z.input<typeof horseUpdateSchema>;

export const adminVenueSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  location: z.string().nullable(),
  country: z.string().nullable(),
  description: z.string().nullable(),
  imageUrl: z.string().nullable(),
});
export type AdminVenue = z.infer<typeof adminVenueSchema>;
export const adminVenueListSchema = z.array(adminVenueSchema);

export const venueUpdateSchema = z.object({
  name: requiredName(DATA_MESSAGES.nameRequired),
  location: optionalText(200),
  country: optionalText(100),
  description: optionalText(10000),
  imageUrl: optionalText(2000),
});
export type VenueUpdate = z.input<typeof venueUpdateSchema>;
