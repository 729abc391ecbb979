import type { Db } from '../client';

/** Placeholder until the demo data set lands. */
export function seedDemoDataIfEmpty(
  _db: Db,
  _now: Date,
  _dataDir: string,
): Promise<{ seeded: boolean; admin?: { email: string; password: string } }> {
  return Promise.resolve({ seeded: false });
}
