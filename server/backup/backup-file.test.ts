import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, describe, expect, it } from 'vitest';
import { checkGzipWhole, writeWhole } from './backup-file';
import { takeBackup } from './backup.service';

const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'em-backup-file-'));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

describe('a backup file', () => {
  it('is refused in a folder that does not exist, before the database is opened', async () => {
    const missing = path.join(folder, 'no', 'such', 'dir');
    await expect(
      takeBackup({ dataDir: folder, databaseUrl: undefined }, path.join(missing, 'b.tar.gz')),
    ).rejects.toThrow(`The folder ${missing} does not exist.`);
    await expect(writeWhole(path.join(missing, 'b.dump'), () => Promise.resolve())).rejects.toThrow(
      `The folder ${missing} does not exist.`,
    );
  });

  it('is refused where a folder stands', async () => {
    await expect(writeWhole(folder, () => Promise.resolve())).rejects.toThrow(
      `${folder} is a folder: give the backup a file name in it.`,
    );
  });

  it('is read to the end of its gzip stream: a cut one is damaged, naming it', async () => {
    const whole = path.join(folder, 'whole.tar.gz');
    const cut = path.join(folder, 'cut.tar.gz');
    const bytes = zlib.gzipSync(Buffer.alloc(200_000, 'eventing'));
    fs.writeFileSync(whole, bytes);
    fs.writeFileSync(cut, bytes.subarray(0, bytes.length - 10));
    await expect(checkGzipWhole(whole)).resolves.toBeUndefined();
    await expect(checkGzipWhole(cut)).rejects.toThrow(
      `${cut} is damaged or incomplete: it is not a whole backup. Nothing was changed.`,
    );
  });
});
