import { z } from 'zod';
import { emailSchema, membershipTypeSchema } from './auth';
import { venueSchema } from './competitions';
import { imageUrlSchema } from './image-url';
import { visibleName } from './names';
import { requiredString } from './required-text';

/** The Data tab's calls: search and edit users, athletes, horses and venues (docs/rules.md#admin). */
export const DATA_MESSAGES = {
  nameRequired: 'Name is required',
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  emailTaken: 'An account with this email address already exists.',
  ownAdminFlag: 'You cannot remove your own administrator privileges.',
  deleteSelf: 'You cannot delete your own account.',
  /** Another administrator took this one's flag away (or deleted them) while the request ran. */
  noLongerAdmin: 'You are no longer an administrator.',
  userNotFound: 'User not found.',
  athleteNotFound: 'Athlete not found.',
  horseNotFound: 'Horse not found.',
  venueNotFound: 'Venue not found.',
  venueCreated: 'Venue created',
  feiIdTaken: (kind: 'athlete' | 'horse', feiId: string, name: string) =>
    `FEI id ${feiId} already belongs to the ${kind} ${name}.`,
  userVerified: 'User verified',
  userDeleted: 'User deleted',
  unknownNationality: 'Please choose a nationality from the list',
  venueNameTaken: (name: string) => `A venue named ${name} already exists.`,
} as const;

/**
 * At most this many rows come back from one search (still a plain list). A list holding this
 * many may be cut short, so the screen says it shows the first ones and asks to narrow the search.
 */
export const DATA_SEARCH_LIMIT = 100;

const searchText = z.string().trim().max(200, 'q: at most 200 characters').optional();

export const userSearchQuerySchema = z.object({
  q: searchText,
  verified: z.enum(['true', 'false'], { error: 'verified: must be true or false' }).optional(),
});
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
  visibleName(requiredString(message).trim().min(1, message).max(100, 'at most 100 characters'));

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

/**
 * An FEI id: the federation's number for a rider (digits) or a horse (digits and letters, as
 * "104XY12"). When present it decides identity (decision 043). Stored upper-case.
 */
export const FEI_ID_PATTERN = /^[A-Z0-9]{5,12}$/;
export const FEI_ID_MESSAGE = 'must be an FEI id: 5 to 12 letters or digits';

/** Reads an FEI id as typed: trimmed, upper-cased, spaces dropped; null when empty. */
export function normaliseFeiId(value: string | null | undefined): string | null {
  const clean = (value ?? '').replace(/\s+/g, '').toUpperCase();
  return clean === '' ? null : clean;
}

export const feiIdSchema = z
  .string({ error: FEI_ID_MESSAGE })
  .max(40, FEI_ID_MESSAGE)
  .nullish()
  .transform((value) => normaliseFeiId(value))
  .refine((value) => value === null || FEI_ID_PATTERN.test(value), { error: FEI_ID_MESSAGE });

export const adminAthleteSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  feiId: z.string().nullable(),
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
  /** Left out: kept as it is; null or empty: cleared. */
  feiId: feiIdSchema.optional(),
  biography: optionalText(10000),
  profileImageUrl: imageUrlSchema('Profile image URL', 2000),
});
export type AthleteUpdate = z.input<typeof athleteUpdateSchema>;

export const HORSE_SEXES = ['Stallion', 'Mare', 'Gelding'] as const;

export const adminHorseSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  feiId: z.string().nullable(),
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
  /** Left out: kept as it is; null or empty: cleared. */
  feiId: feiIdSchema.optional(),
  color: optionalText(100),
  sire: optionalText(200),
  dam: optionalText(200),
});
export type HorseUpdate = z.input<typeof horseUpdateSchema>;

/** The operator sees a venue with the same fields as everyone. */
export const adminVenueSchema = venueSchema;
export type AdminVenue = z.infer<typeof adminVenueSchema>;
export const adminVenueListSchema = z.array(adminVenueSchema);

/** A venue name as it is saved and compared: trimmed, every run of white space one space. */
const tidyVenueName = (name: string) => name.replace(/\s+/g, ' ').trim();

/**
 * A venue's fields: POST /api/admin/data/venues (answers 201 with the venue) and its edits take
 * the same.
 */
export const venueFieldsSchema = z.object({
  name: requiredName(DATA_MESSAGES.nameRequired).transform(tidyVenueName),
  location: optionalText(200),
  country: optionalText(100),
  description: optionalText(10000),
  imageUrl: imageUrlSchema('Image URL', 2000),
});
export type VenueFields = z.input<typeof venueFieldsSchema>;
