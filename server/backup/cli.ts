import path from 'node:path';
import { loadConfig } from '../config';
import { restoreBackup, takeBackup } from './backup.service';

const USAGE = `Usage:
  npm run backup -- FILE            write a backup of the database (the app may be running)
  npm run restore -- FILE [--force] restore FILE into an empty database (--force replaces one)

The database is the one the settings name: DATABASE_URL, else the embedded one in DATA_DIR.
`;

const say = (text: string) => process.stdout.write(`${text}\n`);
const kib = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024)).toLocaleString('en')} KiB`;

/** `backup FILE` or `restore FILE [--force]`, against the database the settings name. */
async function run(argv: string[]): Promise<number> {
  const [command, ...rest] = argv;
  const force = rest.includes('--force');
  const unknown = rest.filter((arg) => arg.startsWith('--') && arg !== '--force');
  const files = rest.filter((arg) => !arg.startsWith('--'));
  const file = files[0];
  if (
    (command !== 'backup' && command !== 'restore') ||
    !file ||
    files.length > 1 ||
    unknown.length > 0
  ) {
    process.stderr.write(USAGE);
    return 2;
  }
  const config = loadConfig();
  const target = config.databaseUrl
    ? 'PostgreSQL (DATABASE_URL)'
    : `the embedded database in ${config.dataDir}`;
  const where = path.resolve(file);
  if (command === 'backup') {
    if (force) {
      process.stderr.write(USAGE);
      return 2;
    }
    const result = await takeBackup(config, where);
    say(`Backup of ${target} written to ${where} (${kib(result.bytes)}, through ${result.via}).`);
    return 0;
  }
  const result = await restoreBackup(config, where, { force });
  const source = result.kind === 'postgres' ? 'a PostgreSQL backup' : 'an embedded database backup';
  say(`Restored ${source} from ${where} into ${target}.`);
  if (result.tables) {
    const rows = Object.values(result.tables).reduce((sum, count) => sum + count, 0);
    say(`Copied ${rows.toLocaleString('en')} rows in ${Object.keys(result.tables).length} tables.`);
  }
  if (result.setAside) say(`The database it replaced is kept in ${result.setAside}.`);
  say('Start the app as usual: it applies any newer migrations to the restored data.');
  return 0;
}

run(process.argv.slice(2)).then(
  (code) => process.exit(code),
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exit(1);
  },
);
