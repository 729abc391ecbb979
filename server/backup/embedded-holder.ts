import type { Database } from '../db/client';
import { holdDataDir, type Holder } from './control-socket';

/**
 * The server's hold on its embedded database folder, taken before the database opens: a second
 * server or a restore on the same DATA_DIR stops instead of opening it too, and
 * `npm run backup` gets its copy from here (GET /backup on the control socket).
 */
export async function holdEmbeddedDatabase(dataDir: string) {
  let database: Database | undefined;
  const holder: Holder = await holdDataDir(dataDir, 'the server', async (route) => {
    if (route !== '/backup') return { status: 404, body: 'Not found' };
    if (!database?.dumpDataDir) return { status: 503, body: 'The database is not open yet.' };
    const blob = await database.dumpDataDir();
    return { status: 200, body: Buffer.from(await blob.arrayBuffer()) };
  });
  return {
    attach: (opened: Database) => {
      database = opened;
    },
    close: () => holder.close(),
  };
}
