import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import type { Config } from '../../config';

export type MailMessage = { to: string; subject: string; text: string; html: string };

/** Sends mail; every module that writes to people (auth, feedback responses, reminders) uses it. */
export type Mailer = {
  /** 'smtp' when SMTP_URL is set, otherwise 'outbox' (.eml files under DATA_DIR/outbox). */
  mode: 'smtp' | 'outbox';
  /** Rejects when the message was not accepted, at the latest after `config.smtpTimeouts.sendMs`. */
  send: (message: MailMessage) => Promise<void>;
  /** Stops sends in flight (they reject) and any later send. */
  close: () => void;
};

export type MailLogger = { info: (object: object, message: string) => void };

const silentLogger: MailLogger = { info: () => undefined };

/** The links of a message that lead into the app, so the outbox log lets someone finish sign-up. */
export function appLinks(text: string, appUrl: string): string[] {
  const escaped = appUrl.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return text.match(new RegExp(`${escaped}[^\\s<>"')]*`, 'g')) ?? [];
}

function outboxFileName(now: Date) {
  const stamp = now.toISOString().replace(/[:.]/g, '-');
  return `${stamp}-${randomBytes(4).toString('hex')}.eml`;
}

/** SMTP when `config.smtpUrl` is set; otherwise each message becomes an .eml file in the outbox. */
export function createMailer(config: Config, logger: MailLogger = silentLogger): Mailer {
  if (config.smtpUrl) {
    const timeouts = config.smtpTimeouts;
    const transport = nodemailer.createTransport({
      url: config.smtpUrl,
      // connectionTimeout covers the DNS lookup, every address tried and (capped by it) the greeting.
      connectionTimeout: timeouts.connectionMs,
      dnsTimeout: timeouts.connectionMs,
      greetingTimeout: timeouts.greetingMs,
      socketTimeout: timeouts.socketMs,
    });
    const closing = new AbortController();
    return {
      mode: 'smtp',
      send: async (message) => {
        // The phase timeouts bound each wait; this bounds a server that answers slowly at every step.
        const signal = AbortSignal.any([closing.signal, AbortSignal.timeout(timeouts.sendMs)]);
        await transport.sendMail({ from: config.mailFrom, ...message, signal });
        logger.info({ to: message.to, subject: message.subject }, 'mail sent');
      },
      close: () => {
        closing.abort();
        transport.close();
      },
    };
  }
  const outbox = path.join(config.dataDir, 'outbox');
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  return {
    mode: 'outbox',
    send: async (message) => {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      await fs.mkdir(outbox, { recursive: true });
      const file = path.join(outbox, outboxFileName(new Date()));
      await fs.writeFile(file, info.message);
      logger.info(
        {
          to: message.to,
          subject: message.subject,
          file,
          links: appLinks(message.text, config.appUrl),
        },
        'mail written to the outbox',
      );
    },
    close: () => transport.close(),
  };
}
