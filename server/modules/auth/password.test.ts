import { describe, expect, it } from 'vitest';
import { hash } from '@node-rs/argon2';
import { hashPassword, verifyPassword } from './password';

const composed = 'Reitstall Müller am Fluß, Überraschung!';
const decomposed = composed.normalize('NFD');

describe('passwords', () => {
  it('accepts a password typed with the same characters composed or decomposed', async () => {
    expect(decomposed).not.toBe(composed);
    const stored = await hashPassword(decomposed);
    expect(await verifyPassword(stored, composed)).toBe(true);
    expect(await verifyPassword(stored, decomposed)).toBe(true);
    const other = await hashPassword(composed);
    expect(await verifyPassword(other, decomposed)).toBe(true);
  });

  it('accepts full-width letters as their usual forms', async () => {
    const stored = await hashPassword('Ｄressage-Ｄay-2026');
    expect(await verifyPassword(stored, 'Dressage-Day-2026')).toBe(true);
  });

  it('still accepts a password hashed as typed before passwords were normalised', async () => {
    const legacy = await hash(decomposed, { algorithm: 2, memoryCost: 19456, timeCost: 2 });
    expect(await verifyPassword(legacy, decomposed)).toBe(true);
    expect(await verifyPassword(legacy, 'Reitstall Muller am Fluss')).toBe(false);
  });

  it('refuses another password, a missing hash and a damaged hash', async () => {
    const stored = await hashPassword(composed);
    expect(await verifyPassword(stored, `${composed} `)).toBe(false);
    expect(await verifyPassword(null, composed)).toBe(false);
    expect(await verifyPassword('not a hash', composed)).toBe(false);
  });
});
