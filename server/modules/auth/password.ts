import { hash, verify } from '@node-rs/argon2';

/** argon2id with m = 19 MiB, t = 2, p = 1 (OWASP's recommended minimum). */
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

let verifications = 0;

/** How many password checks this process has run: what the sign-in limits must bound. */
export const passwordVerifications = () => verifications;

/**
 * The password as hashed and checked: Unicode NFKC, so the same characters typed composed (é) on
 * one device and decomposed (e and a combining accent) on another, or in full width, are the same
 * password (docs/decisions/104-links-and-passwords-of-an-account.md).
 */
const normalisedPassword = (password: string) => password.normalize('NFKC');

export function hashPassword(password: string): Promise<string> {
  return hash(normalisedPassword(password), options);
}

async function matches(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash) return false;
  verifications += 1;
  const normalised = normalisedPassword(password);
  if (await matches(passwordHash, normalised)) return true;
  // A password set before passwords were normalised was hashed as it was typed.
  return normalised !== password && matches(passwordHash, password);
}
