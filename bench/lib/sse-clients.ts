/**
 * Many server-sent event clients in one process (separate from the server and the benchmark).
 * SSE_CONFIG: { url, clients, fetchUrl? }. Prints "ready" once every stream said `ready`, then
 * for each change version one JSON line: when each client got the event (epoch ms) and, with
 * fetchUrl, when it had fetched the new results after it.
 */
import http from 'node:http';

type Config = { url: string; clients: number; fetchUrl?: string; timeoutMs?: number };
const config = JSON.parse(process.env.SSE_CONFIG ?? '{}') as Config;
const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity });
const fetchAgent = new http.Agent({ keepAlive: true, maxSockets: 200 });
const now = () => performance.timeOrigin + performance.now();

type Round = { events: number[]; fetched: number[]; timer?: NodeJS.Timeout };
const rounds = new Map<string, Round>();
let ready = 0;

function report(version: string) {
  const round = rounds.get(version);
  if (!round) return;
  clearTimeout(round.timer);
  rounds.delete(version);
  process.stdout.write(
    `${JSON.stringify({ version, events: round.events, fetched: round.fetched })}\n`,
  );
}

function fetchResults(round: Round, version: string) {
  if (!config.fetchUrl) return;
  http
    .get(config.fetchUrl, { agent: fetchAgent }, (response) => {
      response.resume();
      response.once('end', () => {
        round.fetched.push(now());
        if (round.fetched.length === config.clients) report(version);
      });
    })
    .on('error', () => undefined);
}

function onEvent(version: string) {
  let round = rounds.get(version);
  if (!round) {
    round = { events: [], fetched: [] };
    round.timer = setTimeout(() => report(version), config.timeoutMs ?? 15_000);
    rounds.set(version, round);
  }
  round.events.push(now());
  if (config.fetchUrl) fetchResults(round, version);
  else if (round.events.length === config.clients) report(version);
}

for (let i = 0; i < config.clients; i += 1) {
  http
    .get(config.url, { agent }, (response) => {
      let buffer = '';
      let counted = false;
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        buffer += chunk;
        let end = buffer.indexOf('\n\n');
        while (end !== -1) {
          const frame = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          end = buffer.indexOf('\n\n');
          if (frame.includes('event: ready') && !counted) {
            counted = true;
            ready += 1;
            if (ready === config.clients) process.stdout.write('ready\n');
          } else if (
            frame.includes('data:') &&
            !frame.includes('event: ready') &&
            // A heartbeat says the stream lives; it carries no change to time.
            !frame.includes('event: heartbeat')
          ) {
            const version = /"version":(\d+)/.exec(frame)?.[1] ?? 'next';
            onEvent(version);
          }
        }
      });
    })
    .on('error', (error) => process.stderr.write(`sse client: ${error.message}\n`));
}
process.on('SIGTERM', () => process.exit(0));
