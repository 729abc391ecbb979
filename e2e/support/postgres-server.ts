import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { openPostgres, type Database } from '../../server/db/client';
import { freePort, startServer, type RunningServer } from './server';

export type PostgresServer = {
  server: RunningServer;
  /** The same database, opened beside the server: journeys seed it and write scores with it. */
  database: Database;
  stop: () => Promise<void>;
};

/**
 * The built server (as `npm start` starts it, without demo data) on a PostgreSQL server of its
 * own, started with scripts/start-postgres.sh in a new directory named after the journey.
 */
export async function startPostgresServer(name: string): Promise<PostgresServer> {
  // Under /tmp itself: the postgres user must be able to reach the data directory.
  const pgDir = fs.mkdtempSync(`/tmp/em-e2e-${name}-pg-`);
  const removeCluster = () => {
    execFileSync('scripts/stop-postgres.sh', [pgDir]);
    fs.rmSync(pgDir, { recursive: true, force: true });
  };
  let url: string;
  try {
    // An explicit port: the script's own port lookup prints ANSI colours under FORCE_COLOR.
    const port = String(await freePort());
    url = execFileSync('scripts/start-postgres.sh', [pgDir, port], { encoding: 'utf8' }).trim();
  } catch (error) {
    const log = path.join(pgDir, 'server.log');
    const text = fs.existsSync(log) ? fs.readFileSync(log, 'utf8') : String(error);
    fs.rmSync(pgDir, { recursive: true, force: true });
    throw new Error(`PostgreSQL did not start: ${text}`, { cause: error });
  }
  let server: RunningServer | undefined;
  try {
    server = await startServer({ DATABASE_URL: url, DEMO_DATA: 'false' });
    const database = await openPostgres({ url, poolSize: 2 });
    const running = server;
    return {
      server: running,
      database,
      stop: async () => {
        await database.close();
        await running.stop();
        removeCluster();
      },
    };
  } catch (error) {
    await server?.stop();
    removeCluster();
    throw error;
  }
}
