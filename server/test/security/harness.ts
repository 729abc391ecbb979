import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { InjectOptions, LightMyRequestResponse, RouteOptions } from 'fastify';
import type { z } from 'zod';
import { buildApp } from '../../app';
import { createFixedClock } from '../../clock';
import { loadConfig, type Config } from '../../config';
import type { Database } from '../../db/client';
import { createMailer } from '../../modules/mail/mail.service';
import type { AppInstance } from '../../types';

export const HARNESS_ORIGIN = 'http://localhost:5000';
export const HARNESS_NOW = new Date('2026-06-01T12:00:00Z');

type Schema = z.core.$ZodType;

/** One API endpoint as the app registered it, with the zod schemas it validates input with. */
export type Endpoint = {
  method: string;
  url: string;
  params: Schema | undefined;
  querystring: Schema | undefined;
  body: Schema | undefined;
  /** Takes a multipart/form-data upload (no JSON body schema). */
  multipart: boolean;
  /** Answers with a never-ending event stream. */
  stream: boolean;
};

export const endpointKey = (endpoint: Pick<Endpoint, 'method' | 'url'>) =>
  `${endpoint.method} ${endpoint.url}`;

export type Harness = {
  app: AppInstance;
  database: Database;
  config: Config;
  clock: ReturnType<typeof createFixedClock>;
  endpoints: Endpoint[];
  /** Error log lines of the app (5xx causes), newest last. */
  errorLog: string[];
  inject: (options: InjectOptions & { cookie?: string }) => Promise<LightMyRequestResponse>;
  close: () => Promise<void>;
};

const MULTIPART_URLS = [
  '/api/admin/uploads/image',
  '/api/admin/import-athletes',
  '/api/admin/import-competition-entries',
  '/api/admin/competitions/:id/startlist',
  '/api/admin/competitions/:id/entries/upload',
  '/api/admin/competitions/:id/match-scraped-data',
];

function toEndpoints(route: RouteOptions): Endpoint[] {
  if (!route.url.startsWith('/api/')) return [];
  const methods = [route.method].flat().filter((method) => method !== 'HEAD');
  const schema = (route.schema ?? {}) as Record<string, Schema | undefined>;
  return methods.map((method) => ({
    method,
    url: route.url,
    params: schema.params,
    querystring: schema.querystring,
    body: schema.body,
    multipart: MULTIPART_URLS.includes(route.url),
    stream: method === 'GET' && route.url.endsWith('/events'),
  }));
}

/** The real app on the given (migrated) database, with every API endpoint it registered. */
export async function createHarness(
  database: Database,
  overrides: Partial<Config> = {},
): Promise<Harness> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'em-security-'));
  const config: Config = {
    ...loadConfig({
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'error',
      APP_URL: HARNESS_ORIGIN,
    }),
    ...overrides,
  };
  const clock = createFixedClock(HARNESS_NOW);
  const mailer = createMailer(config);
  const endpoints: Endpoint[] = [];
  const errorLog: string[] = [];
  const app = await buildApp({
    database,
    config,
    clock,
    mailer,
    logStream: { write: (line: string) => void errorLog.push(line.slice(0, 2000)) },
    onRoute: (route) => endpoints.push(...toEndpoints(route)),
  });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    endpoints,
    errorLog,
    inject: ({ cookie, headers, ...options }) =>
      app.inject({
        ...options,
        headers: { origin: HARNESS_ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
      }),
    close: async () => {
      await app.close();
      mailer.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
