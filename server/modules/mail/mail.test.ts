import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config';
import { createTestApp, type TestApp } from '../../test/app';
import { decodeQuotedPrintable, newPlayer, tokenFrom } from '../auth/auth.test-support';
import { appLinks, createMailer } from './mail.service';
import { waitForValue } from '../../test/wait-for';

type Received = { from: string; to: string[]; raw: string };

async function startSmtpServer() {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString()));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((item) => item.address),
          raw: decodeQuotedPrintable(raw),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return {
    received,
    url: `smtp://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe('mail over SMTP to a real server on loopback', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await createTestApp({
      smtpUrl: smtp.url,
      mailFrom: 'Eventing Manager 2.0 <hello@em.test>',
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers the verification email with text and HTML, and writes no outbox file', async () => {
    expect(t.mailer.mode).toBe('smtp');
    const player = newPlayer();
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: player,
    });
    expect(response.statusCode).toBe(200);
    const message = smtp.received.find((item) => item.to.includes(player.email));
    expect(message?.from).toBe('hello@em.test');
    expect(message?.raw).toContain('From: "Eventing Manager 2.0" <hello@em.test>');
    expect(message?.raw).toContain('Subject: Verify your email for Eventing Manager 2.0');
    expect(message?.raw).toContain('Content-Type: text/plain');
    expect(message?.raw).toContain('Content-Type: text/html');
    const token = tokenFrom(message?.raw ?? '', 'verify-email');
    expect(fs.existsSync(path.join(t.config.dataDir, 'outbox'))).toBe(false);

    const verified = await t.request({
      method: 'POST',
      url: '/api/auth/verify-email',
      payload: { token, password: 'sent through smtp relay' },
    });
    expect(verified.statusCode).toBe(200);
  });

  it('delivers the reset email after answering', async () => {
    const player = newPlayer();
    await t.request({ method: 'POST', url: '/api/auth/register', payload: player });
    await t.request({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: player.email },
    });
    const reset = await waitForValue(
      () =>
        smtp.received.find(
          (item) => item.to.includes(player.email) && item.raw.includes('/reset-password?token='),
        ),
      (item) => item !== undefined,
    );
    expect(reset?.raw).toContain('Subject: Reset your Eventing Manager 2.0 password');
  });
});

describe('mail when SMTP is unreachable', () => {
  it('answers registration with a clear 503', async () => {
    const t = await createTestApp({ smtpUrl: 'smtp://127.0.0.1:1' });
    const response = await t.request({
      method: 'POST',
      url: '/api/auth/register',
      payload: newPlayer(),
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({
      message: 'We could not send the email right now. Please try again in a few minutes.',
    });
    await t.close();
  });
});

describe('outbox mode', () => {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'em-mail-'));
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('writes an .eml file with both bodies and logs the app links', async () => {
    const config = loadConfig({ DATA_DIR: dataDir, APP_URL: 'http://localhost:7000' });
    const logged: Array<{ object: object; message: string }> = [];
    const mailer = createMailer(config, {
      info: (object, message) => logged.push({ object, message }),
    });
    expect(mailer.mode).toBe('outbox');
    await mailer.send({
      to: 'reader@example.test',
      subject: 'Hello',
      text: 'Open http://localhost:7000/verify-email?token=abc123 to continue.',
      html: '<p>Open <a href="http://localhost:7000/verify-email?token=abc123">the link</a></p>',
    });
    const files = fs.readdirSync(path.join(dataDir, 'outbox'));
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = fs.readFileSync(path.join(dataDir, 'outbox', files[0] ?? ''), 'utf8');
    expect(raw).toContain('To: reader@example.test');
    expect(raw).toContain('From: "Eventing Manager 2.0" <no-reply@eventing-manager.local>');
    expect(raw).toContain('Content-Type: text/plain');
    expect(raw).toContain('Content-Type: text/html');
    expect(logged).toHaveLength(1);
    expect(logged[0]?.message).toBe('mail written to the outbox');
    expect(logged[0]?.object).toMatchObject({
      to: 'reader@example.test',
      links: ['http://localhost:7000/verify-email?token=abc123'],
    });
    mailer.close();
  });

  it('finds only links into the app', () => {
    expect(
      appLinks(
        'a https://evil.example/x and http://app.test/reset-password?token=q-1.',
        'http://app.test',
      ),
    ).toEqual(['http://app.test/reset-password?token=q-1.']);
  });
});
