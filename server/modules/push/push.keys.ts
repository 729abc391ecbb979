import { eq } from 'drizzle-orm';
import webpush from 'web-push';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { pushVapidKeys } from '../../db/schema/index';

export type VapidKeys = { publicKey: string; privateKey: string; subject: string };

/** Per database handle (docs/decisions/033-prepared-statements-cached-per-database-handle.md). */
const cache = new WeakMap<Db, Promise<VapidKeys>>();

async function loadOrCreate(db: Db, config: Config): Promise<VapidKeys> {
  if (config.vapid) return { ...config.vapid, subject: config.vapidSubject };
  const generated = webpush.generateVAPIDKeys();
  // Two processes starting together both try; the first insert wins and both read it back.
  await db
    .insert(pushVapidKeys)
    .values({ id: 1, publicKey: generated.publicKey, privateKey: generated.privateKey })
    .onConflictDoNothing();
  const [row] = await db.select().from(pushVapidKeys).where(eq(pushVapidKeys.id, 1));
  if (!row) throw new Error('VAPID keys could not be stored');
  return { publicKey: row.publicKey, privateKey: row.privateKey, subject: config.vapidSubject };
}

/** The VAPID key pair: from the settings, or generated on first use and kept in the database. */
export function getVapidKeys(db: Db, config: Config): Promise<VapidKeys> {
  let keys = cache.get(db);
  if (!keys) {
    keys = loadOrCreate(db, config);
    keys.catch(() => cache.delete(db));
    cache.set(db, keys);
  }
  return keys;
}
