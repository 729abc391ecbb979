import { z } from 'zod';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from './constants';
import { visibleName } from './names';
import { requiredString } from './required-text';

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

/**
 * GET /api/auth/session: the browser's session check, answered 200 for everyone: the user, or
 * null for a visitor (a visitor is not an error; GET /api/auth/user keeps its 401).
 */
export const sessionSchema = z.object({ user: userSchema.nullable() });
export type Session = z.infer<typeof sessionSchema>;

export const messageSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageSchema>;

/** The account forms' texts, shared by the forms and the server. */
export const AUTH_MESSAGES = {
  invalidEmail: 'Please enter a valid email address',
  missingPassword: 'Please enter your password',
  forgotWithoutEmail: 'Please enter your email address first',
  passwordTooShort:
    'Password must be at least 8 characters long. All characters including international characters are supported.',
  passwordTooLong: 'Password must be at most 1,024 characters long.',
  passwordsDontMatch: "Passwords don't match",
  firstNameRequired: 'First name is required',
  lastNameRequired: 'Last name is required',
  nationalityRequired: 'Please choose your nationality',
  invalidVerificationLink: 'This email verification link is invalid or has expired.',
  invalidResetLink: 'This password reset link is invalid or has expired.',
  invalidCredentials: 'Invalid email or password.',
} as const;

/** Characters as people count them: code points, so an emoji or 'é' counts once. */
export const characterCount = (value: string) => [...value].length;

export const passwordSchema = z
  .string({ error: AUTH_MESSAGES.passwordTooShort })
  .refine((value) => characterCount(value) >= PASSWORD_MIN_LENGTH, AUTH_MESSAGES.passwordTooShort)
  .refine((value) => characterCount(value) <= PASSWORD_MAX_LENGTH, AUTH_MESSAGES.passwordTooLong);

export const emailSchema = z
  .string({ error: AUTH_MESSAGES.invalidEmail })
  .trim()
  .max(254, AUTH_MESSAGES.invalidEmail)
  .pipe(z.email({ error: AUTH_MESSAGES.invalidEmail }));

const tokenSchema = z
  .string({ error: 'token: the link is incomplete.' })
  .trim()
  .min(1, 'token: the link is incomplete.')
  .max(200, 'token: the link is not valid.');

const nameSchema = (requiredMessage: string, label: string) =>
  visibleName(
    requiredString(requiredMessage)
      .trim()
      .min(1, requiredMessage)
      .max(100, 'Names can be at most 100 characters long.'),
    label,
  );

/** Unknown keys (isAdmin, emailVerified, membershipType...) are stripped, never applied. */
export const registerRequestSchema = z.object({
  firstName: nameSchema(AUTH_MESSAGES.firstNameRequired, 'First name'),
  lastName: nameSchema(AUTH_MESSAGES.lastNameRequired, 'Last name'),
  email: emailSchema,
  nationality: requiredString(AUTH_MESSAGES.nationalityRequired)
    .trim()
    .min(1, AUTH_MESSAGES.nationalityRequired)
    .max(3, AUTH_MESSAGES.nationalityRequired)
    .transform((value) => value.toUpperCase()),
});
export type RegisterRequest = z.infer<typeof registerRequestSchema>;

export const loginRequestSchema = z.object({
  email: emailSchema,
  password: z
    .string({ error: AUTH_MESSAGES.missingPassword })
    .min(1, AUTH_MESSAGES.missingPassword)
    .max(4096, AUTH_MESSAGES.invalidCredentials),
});
export type LoginRequest = z.infer<typeof loginRequestSchema>;

export const forgotPasswordRequestSchema = z.object({
  email: z
    .string({ error: AUTH_MESSAGES.forgotWithoutEmail })
    .trim()
    .min(1, AUTH_MESSAGES.forgotWithoutEmail)
    .max(254, AUTH_MESSAGES.invalidEmail)
    .pipe(z.email({ error: AUTH_MESSAGES.invalidEmail })),
});
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;

export const tokenPasswordRequestSchema = z.object({
  token: tokenSchema,
  password: passwordSchema,
});
export type TokenPasswordRequest = z.infer<typeof tokenPasswordRequestSchema>;

export const authResponseSchema = z.object({ user: userSchema, message: z.string() });
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const devVerifyStatusSchema = z.object({ available: z.literal(true) });

/** The forms' password + confirmation (verify, reset, dev-verify). */
export const newPasswordFormSchema = z
  .object({ password: passwordSchema, confirmPassword: z.string() })
  .refine((value) => value.password === value.confirmPassword, {
    message: AUTH_MESSAGES.passwordsDontMatch,
    path: ['confirmPassword'],
  });
