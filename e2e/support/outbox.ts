import fs from 'node:fs';
import path from 'node:path';
import { waitForDefined } from '../../server/test/wait-for';

function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/**
 * The newest mail in a server's outbox (`DATA_DIR/outbox`, the .eml files written without
 * SMTP) sent to `to` whose decoded text matches `pattern`; waits for it up to 20 s.
 */
export async function mailTo(dataDir: string, to: string, pattern: RegExp): Promise<string> {
  const outbox = path.join(dataDir, 'outbox');
  return waitForDefined(
    () => {
      const files = fs.existsSync(outbox) ? fs.readdirSync(outbox).sort().reverse() : [];
      for (const file of files) {
        const raw = decodeQuotedPrintable(fs.readFileSync(path.join(outbox, file), 'utf8'));
        if (raw.toLowerCase().includes(`to: ${to.toLowerCase()}`) && pattern.test(raw)) return raw;
      }
      return undefined;
    },
    { timeoutMs: 20_000, what: `a mail to ${to} matching ${String(pattern)}` },
  );
}

/** The newest link to `route` (with its token) in the outbox mail sent to `to`. */
export async function linkFromOutbox(dataDir: string, to: string, route: string): Promise<string> {
  const link = new RegExp(`https?://[^\\s"<>]+/${route}\\?token=[A-Za-z0-9_-]+`);
  const raw = await mailTo(dataDir, to, link);
  const match = raw.match(link);
  if (!match) throw new Error(`no ${route} link for ${to}`);
  return match[0];
}
