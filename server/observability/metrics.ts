import { collectDefaultMetrics, Counter, Gauge, Registry } from 'prom-client';
import type { Database } from '../db/client';
import { AnswerTally } from './answer-tally';

/** A response that is an open server-sent event stream, as the open-streams gauge counts it. */
export type OpenStream = { route: string; isOpen: () => boolean };

/**
 * The app's Prometheus metrics, one registry per app (tests build many apps in one process):
 * requests by route and status with their latency, open live streams and the events pushed on
 * them, scrape runs by outcome, team saves, the database pool, and Node's own (event-loop delay,
 * memory, garbage collection, CPU).
 */
export function createMetrics(database: Pick<Database, 'kind' | 'poolStats'>) {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, eventLoopMonitoringPrecision: 20 });
  const answers = new AnswerTally();
  answers.register(registry);
  const streams = new Set<OpenStream>();

  const metrics = {
    registry,
    answers,
    eventsPushed: new Counter({
      name: 'eventing_live_events_pushed_total',
      help: 'Server-sent events written to open streams, by route pattern and event name.',
      labelNames: ['route', 'event'] as const,
      registers: [registry],
    }),
    scrapeRuns: new Counter({
      name: 'eventing_scrape_runs_total',
      help: 'Results scrapes run, by trigger (automatic, manual) and outcome (ok, problems, failed, error).',
      labelNames: ['trigger', 'outcome'] as const,
      registers: [registry],
    }),
    teamSaves: new Counter({
      name: 'eventing_team_saves_total',
      help: 'Fantasy teams saved (created or changed) and acknowledged to the player.',
      registers: [registry],
    }),
    backups: new Counter({
      name: 'eventing_backups_total',
      help: 'Scheduled backups taken by this process, by outcome (ok, failed).',
      labelNames: ['outcome'] as const,
      registers: [registry],
    }),
    /** Counts `stream` in the open-streams gauge until it reports itself closed. */
    trackStream: (stream: OpenStream) => {
      streams.add(stream);
      return () => streams.delete(stream);
    },
  };

  new Gauge({
    name: 'eventing_live_streams_open',
    help: 'Server-sent event streams open now (live results, auto-match), by route pattern.',
    labelNames: ['route'],
    registers: [registry],
    collect() {
      this.reset();
      for (const stream of streams) if (stream.isOpen()) this.inc({ route: stream.route });
    },
  });
  new Gauge({
    name: 'eventing_db_pool_connections',
    help: 'Database connections by pool (primary, read, embedded) and state (total, idle, waiting = queries queued for a connection, max).',
    labelNames: ['pool', 'state'],
    registers: [registry],
    collect() {
      this.reset();
      for (const stats of database.poolStats()) {
        this.set({ pool: stats.pool, state: 'total' }, stats.total);
        this.set({ pool: stats.pool, state: 'max' }, stats.max);
        if (stats.idle !== null) this.set({ pool: stats.pool, state: 'idle' }, stats.idle);
        if (stats.waiting !== null) this.set({ pool: stats.pool, state: 'waiting' }, stats.waiting);
      }
    },
  });
  new Gauge({
    name: 'eventing_database_info',
    help: 'The database this process uses (value always 1).',
    labelNames: ['kind'],
    registers: [registry],
  }).set({ kind: database.kind }, 1);

  return metrics;
}

export type AppMetrics = ReturnType<typeof createMetrics>;
