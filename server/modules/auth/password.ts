import { hash, verify } from '@node-rs/argon2';

/** argon2id with m = 19 MiB, t = 2, p = 1 (OWASP's recommended minimum). */
const options = { algorithm: 2, memoryCost: 19456, timeCost: 2, parallelism: 1 } as const;

let verifications = 0;

/** How many password checks this process has run: what the sign-in limits must bound. */
export const passwordVerifications = () => verifications;

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash) return false;
  verifications += 1;
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}
