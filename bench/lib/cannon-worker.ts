/**
 * The load generator, run in its own process: autocannon against one URL, printing a JSON summary.
 * Config in CANNON_CONFIG; with `requestsFile`, each request takes the next of those requests
 * (method, path, headers, body), so every request can be a different player.
 */
import fs from 'node:fs';
import autocannon from 'autocannon';

type PlannedRequest = {
  method: string;
  path: string;
  headers: Record<string, string>;
  body?: string;
};
type Config = {
  url: string;
  connections: number;
  duration?: number;
  amount?: number;
  headers?: Record<string, string>;
  requestsFile?: string;
};

const config = JSON.parse(process.env.CANNON_CONFIG ?? '{}') as Config;
const planned = config.requestsFile
  ? (JSON.parse(fs.readFileSync(config.requestsFile, 'utf8')) as PlannedRequest[])
  : undefined;
let next = 0;

const result = await autocannon({
  url: config.url,
  connections: config.connections,
  ...(config.amount ? { amount: config.amount } : { duration: config.duration ?? 10 }),
  headers: config.headers ?? {},
  ...(planned
    ? {
        requests: [
          {
            setupRequest: (request: autocannon.Request) => {
              const plan = planned[next % planned.length];
              next += 1;
              return { ...request, ...plan };
            },
          },
        ],
      }
    : {}),
});

const summary = {
  // Total over elapsed time: with `amount`, the per-second average counts a partial last second.
  requestsPerSecond: result.duration > 0 ? result.requests.total / result.duration : 0,
  total: result.requests.total,
  durationS: result.duration,
  latency: {
    p50: result.latency.p50,
    p97_5: result.latency.p97_5,
    p99: result.latency.p99,
    max: result.latency.max,
  },
  statuses: Object.fromEntries(
    Object.entries(result.statusCodeStats ?? {}).map(([code, value]) => [code, value.count]),
  ),
  non2xx: result.non2xx,
  errors: result.errors,
  timeouts: result.timeouts,
};
process.stdout.write(`${JSON.stringify(summary)}\n`);
