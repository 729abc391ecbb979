import os from 'node:os';
import path from 'node:path';
import { z } from 'zod';
import { parseTrustProxy, type TrustedProxies } from './net/trust-proxy';
import { ipLiteral, isLocalHostName, isLoopbackAddress } from './net/address-policy';

const booleanFlag = (fallback: boolean) =>
  z
    .enum(['true', 'false', '1', '0', 'yes', 'no', ''])
    .optional()
    .transform((value) =>
      value === undefined || value === '' ? fallback : ['true', '1', 'yes'].includes(value),
    );

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/**
 * The site's public origin: http(s), a host and an optional port, nothing after it but a slash.
 * Email links are built on it and the same-origin check compares browsers' Origin with it.
 */
const appOrigin = optionalText.transform((value, context) => {
  if (value === undefined) return undefined;
  const origin = originOf(value);
  if (origin === null) {
    context.addIssue({
      code: 'custom',
      message:
        'must be the public origin the site is reached at, with http:// or https://, a host and an optional port and no path, such as https://events.example.com',
    });
    return z.NEVER;
  }
  return origin;
});

/**
 * An https origin, or one on this machine: the only origins where browsers keep the Secure
 * session cookie of production (docs/deploy.md).
 */
function securedOrLocal(origin: string): boolean {
  const url = new URL(origin);
  if (url.protocol === 'https:') return true;
  const literal = ipLiteral(url.hostname);
  return isLocalHostName(url.hostname) || (literal !== null && isLoopbackAddress(literal));
}

/** `scheme://host[:port]` of an http(s) address with no path but `/`, no query, fragment or user. */
function originOf(text: string): string | null {
  if (!/^https?:\/\/[^/?#]/i.test(text) || /[?#]/.test(text)) return null;
  try {
    const url = new URL(text);
    if (url.pathname !== '/' || url.username !== '' || url.password !== '') return null;
    return url.origin;
  } catch {
    return null;
  }
}

const environmentSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(5000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: optionalText,
  DATABASE_READ_URL: optionalText,
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATABASE_QUERY_TIMEOUT_MS: z.coerce.number().int().min(1_000).max(600_000).default(15_000),
  SHUTDOWN_DRAIN_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  WORKERS: z
    .string()
    .trim()
    .regex(/^(auto|[1-9]\d{0,2})$/, 'must be a number of processes (1 or more) or auto')
    .default('1'),
  APP_URL: appOrigin,
  SMTP_URL: optionalText,
  MAIL_FROM: z.string().default('Eventing Manager 2.0 <no-reply@eventing-manager.local>'),
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  DEMO_DATA: booleanFlag(true),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  SCRAPER_ALLOWED_ORIGINS: z.string().default('https://www.eventingscores.co.uk'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, context) => {
      try {
        return parseTrustProxy(value);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        context.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
    }),
  LIVE_STREAMS_PER_ADDRESS: z.coerce.number().int().min(1).max(10_000).default(50),
  LIVE_STREAMS_PER_PROCESS: z.coerce.number().int().min(1).max(100_000).default(10_000),
  LIVE_STREAM_MAX_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(24 * 60)
    .default(30),
  VAPID_PUBLIC_KEY: optionalText,
  VAPID_PRIVATE_KEY: optionalText,
  VAPID_SUBJECT: optionalText,
  LOG_FORMAT: z.enum(['auto', 'pretty', 'json']).default('auto'),
  METRICS_TOKEN: optionalText.refine(
    (value) => value === undefined || /^[\x21-\x7e]{16,}$/.test(value),
    'must be at least 16 printable characters, without spaces',
  ),
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  METRICS_HOST: z.string().trim().min(1).default('127.0.0.1'),
  BACKUP_DIR: optionalText,
  BACKUP_EVERY: optionalText.refine(
    (value) => value === undefined || parseInterval(value) !== null,
    'must be a whole number of minutes, hours or days, such as 30m, 6h or 1d (at least 5m)',
  ),
  BACKUP_KEEP: z.coerce.number().int().min(1).max(10_000).default(14),
});

const INTERVAL_UNITS: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };

/** `30m`, `6h`, `1d` in milliseconds; null for anything else or under five minutes. */
export function parseInterval(text: string): number | null {
  const match = /^(\d{1,5})([mhd])$/.exec(text.trim());
  if (!match) return null;
  const ms = Number(match[1]) * (INTERVAL_UNITS[match[2] ?? ''] ?? 0);
  return ms >= 5 * 60_000 ? ms : null;
}

/**
 * A sign-up waits on its email, so a mail server that hangs must not hang it: a healthy relay
 * greets and answers each step within a second; past these the person is told to try again.
 */
const SMTP_TIMEOUTS = { connectionMs: 5_000, greetingMs: 5_000, socketMs: 10_000, sendMs: 15_000 };

export type Config = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  databaseReadUrl: string | undefined;
  /** Connections per pool in each process (the primary pool, and the read pool when set). */
  databasePoolSize: number;
  /** How long a statement waits for its answer before the request is answered 503. */
  databaseQueryTimeoutMs: number;
  /**
   * After SIGTERM, how long the process keeps answering, with /api/health at 503, before it stops
   * accepting: the load balancer's time to take it out (docs/decisions/115-rolling-deploys.md).
   */
  shutdownDrainMs: number;
  /** Server processes sharing the port (cluster mode when above 1; PostgreSQL only). */
  workers: number;
  appUrl: string;
  smtpUrl: string | undefined;
  /**
   * How long one SMTP send may wait: `connectionMs` to reach the server (DNS included) and hear its
   * greeting, `greetingMs` for the greeting within that, `socketMs` for any later answer, and
   * `sendMs` for the whole send. Past any of them the send fails as a refused one does.
   */
  smtpTimeouts: { connectionMs: number; greetingMs: number; socketMs: number; sendMs: number };
  mailFrom: string;
  adminEmail: string | undefined;
  adminPassword: string | undefined;
  demoData: boolean;
  logLevel: string;
  scraperAllowedOrigins: string[];
  /** The proxies whose X-Forwarded-For entries name the client (none by default). */
  trustProxy: TrustedProxies;
  /**
   * Live-results streams: at most `perProcess` open at once in one server process and
   * `perAddress` from one client address (an IPv6 /64 counts as one), each closed after
   * `maxLifetimeMs` so that the browser reconnects.
   */
  liveStreams: { perProcess: number; perAddress: number; maxLifetimeMs: number };
  clientDir: string;
  /** Given together, or neither: then a pair is generated on first start and kept in the database. */
  vapid: { publicKey: string; privateKey: string } | undefined;
  /** Contact the push services may use: a mailto: or https: address. */
  vapidSubject: string;
  /**
   * Tests only: push subscriptions may point at a stand-in push service on loopback. No setting
   * turns it on, and it is ignored in production (docs/decisions/025-push-endpoint-address-policy.md).
   */
  pushToLoopbackForTests: boolean;
  /** Log lines: readable on a terminal (`auto`, `pretty`) or JSON (`json`, or `auto` elsewhere). */
  logFormat: 'auto' | 'pretty' | 'json';
  /**
   * Prometheus metrics: on the public port at /metrics only with `token` (a bearer token), and/or
   * on a port of their own bound to `host` (loopback unless told), without a token.
   */
  metrics: { token: string | undefined; port: number | undefined; host: string };
  /** Scheduled backups into `dir` every `everyMs`, keeping the newest `keep`; off without both. */
  backup: { dir: string | undefined; everyMs: number | undefined; keep: number };
};

/** Reads and validates every setting from the environment; throws a readable error on bad values. */
export function loadConfig(environment: NodeJS.ProcessEnv = process.env): Config {
  const parsed = environmentSchema.safeParse(environment);
  if (!parsed.success) {
    const problems = parsed.error.issues.map(
      (issue) => `${issue.path.join('.')}: ${issue.message}`,
    );
    throw new Error(`Invalid configuration: ${problems.join('; ')}`);
  }
  const value = parsed.data;
  if ((value.VAPID_PUBLIC_KEY === undefined) !== (value.VAPID_PRIVATE_KEY === undefined)) {
    throw new Error(
      'Invalid configuration: VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY must be given together.',
    );
  }
  if ((value.ADMIN_EMAIL === undefined) !== (value.ADMIN_PASSWORD === undefined)) {
    throw new Error(
      'Invalid configuration: ADMIN_EMAIL and ADMIN_PASSWORD must be given together (the administrator created at start).',
    );
  }
  if ((value.BACKUP_DIR === undefined) !== (value.BACKUP_EVERY === undefined)) {
    throw new Error(
      'Invalid configuration: BACKUP_DIR and BACKUP_EVERY must be given together (scheduled backups).',
    );
  }
  const appUrl = value.APP_URL ?? `http://localhost:${value.PORT}`;
  if (value.NODE_ENV === 'production' && !securedOrLocal(appUrl)) {
    throw new Error(
      `Invalid configuration: APP_URL must start with https:// when NODE_ENV=production (${appUrl} given): sign-in cookies are then Secure and pages tell browsers to use https, so over plain http nobody could sign in. http:// is accepted for localhost and loopback addresses only. Behind a proxy that ends TLS, give the https address players use.`,
    );
  }
  const mailAddress = /<([^>]+)>/.exec(value.MAIL_FROM)?.[1] ?? value.MAIL_FROM;
  const vapidSubject =
    value.VAPID_SUBJECT ?? (appUrl.startsWith('https://') ? appUrl : `mailto:${mailAddress}`);
  if (!/^(mailto:|https:\/\/)/.test(vapidSubject)) {
    throw new Error('Invalid configuration: VAPID_SUBJECT must start with mailto: or https://.');
  }
  return {
    env: value.NODE_ENV,
    port: value.PORT,
    host: value.HOST,
    dataDir: path.resolve(value.DATA_DIR),
    databaseUrl: value.DATABASE_URL,
    databaseReadUrl: value.DATABASE_READ_URL,
    databasePoolSize: value.DATABASE_POOL_SIZE,
    databaseQueryTimeoutMs: value.DATABASE_QUERY_TIMEOUT_MS,
    shutdownDrainMs: value.SHUTDOWN_DRAIN_MS,
    workers: value.WORKERS === 'auto' ? os.availableParallelism() : Number(value.WORKERS),
    appUrl,
    smtpUrl: value.SMTP_URL,
    smtpTimeouts: SMTP_TIMEOUTS,
    mailFrom: value.MAIL_FROM,
    adminEmail: value.ADMIN_EMAIL?.toLowerCase(),
    adminPassword: value.ADMIN_PASSWORD,
    demoData: value.DEMO_DATA,
    logLevel: value.LOG_LEVEL,
    scraperAllowedOrigins: value.SCRAPER_ALLOWED_ORIGINS.split(',')
      .map((origin) => origin.trim().replace(/\/+$/, ''))
      .filter(Boolean),
    trustProxy: value.TRUST_PROXY,
    liveStreams: {
      perProcess: value.LIVE_STREAMS_PER_PROCESS,
      perAddress: value.LIVE_STREAMS_PER_ADDRESS,
      maxLifetimeMs: value.LIVE_STREAM_MAX_MINUTES * 60_000,
    },
    clientDir: path.resolve('dist/client'),
    vapid:
      value.VAPID_PUBLIC_KEY && value.VAPID_PRIVATE_KEY
        ? { publicKey: value.VAPID_PUBLIC_KEY, privateKey: value.VAPID_PRIVATE_KEY }
        : undefined,
    vapidSubject,
    pushToLoopbackForTests: false,
    logFormat: value.LOG_FORMAT,
    metrics: { token: value.METRICS_TOKEN, port: value.METRICS_PORT, host: value.METRICS_HOST },
    backup: {
      dir: value.BACKUP_DIR === undefined ? undefined : path.resolve(value.BACKUP_DIR),
      everyMs:
        value.BACKUP_EVERY === undefined
          ? undefined
          : (parseInterval(value.BACKUP_EVERY) ?? undefined),
      keep: value.BACKUP_KEEP,
    },
  };
}
