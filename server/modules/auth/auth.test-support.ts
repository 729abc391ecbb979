import fs from 'node:fs';
import path from 'node:path';
import type { LightMyRequestResponse } from 'fastify';
import type { TestApp } from '../../test/app';
import { waitForDefined } from '../../test/wait-for';

/** Quoted-printable soft breaks and escapes undone, enough to read links and text. */
export function decodeQuotedPrintable(raw: string): string {
  return raw
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

export function outboxFiles(dataDir: string): string[] {
  const outbox = path.join(dataDir, 'outbox');
  if (!fs.existsSync(outbox)) return [];
  return fs
    .readdirSync(outbox)
    .filter((name) => name.endsWith('.eml'))
    .sort()
    .map((name) => path.join(outbox, name));
}

/** The decoded raw messages in the outbox addressed to `to`, oldest first. */
export function outboxMessagesTo(dataDir: string, to: string): string[] {
  return outboxFiles(dataDir)
    .map((file) => decodeQuotedPrintable(fs.readFileSync(file, 'utf8')))
    .filter((raw) => raw.toLowerCase().includes(`to: ${to.toLowerCase()}`));
}

/** The token of the last link to `route` (verify-email, reset-password) in any message. */
export function tokenFrom(raw: string, route: string): string {
  const matches = [...raw.matchAll(new RegExp(`/${route}\\?token=([A-Za-z0-9_-]+)`, 'g'))];
  const token = matches.at(-1)?.[1];
  if (!token) throw new Error(`no ${route} link in message`);
  return token;
}

/** The latest token emailed to `to` for `route`. */
export async function latestToken(t: TestApp, to: string, route: string): Promise<string> {
  const raw = await waitForDefined(
    () => {
      const found = outboxMessagesTo(t.config.dataDir, to).filter((message) =>
        message.includes(`/${route}?token=`),
      );
      return found.at(-1);
    },
    { what: `a mail to ${to} with a ${route} link` },
  );
  return tokenFrom(raw, route);
}

/** The `name=value` of the session cookie a response set. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const cookie = response.cookies.find((item) => item.name.endsWith('em_session'));
  if (!cookie) throw new Error('no session cookie set');
  return `${cookie.name}=${cookie.value}`;
}

let ipCounter = 10;
/** A fresh client address, so one test's rate-limit counters do not reach another's. */
export function nextIp(): string {
  ipCounter += 1;
  return `10.0.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`;
}

export const newPlayer = (overrides: Record<string, unknown> = {}) => ({
  firstName: 'Ava',
  lastName: 'Rider',
  email: `ava.${Math.random().toString(36).slice(2, 10)}@example.test`,
  nationality: 'GER',
  ...overrides,
});
