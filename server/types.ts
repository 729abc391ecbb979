import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Clock } from './clock';
import type { Config } from './config';
import type { Database } from './db/client';
import type { SelectionStatsCache } from './modules/fantasy/selection-stats-cache';
import type { Mailer } from './modules/mail/mail.service';
import type { AppLiveViews } from './live/live-views';
import type { AppMetrics } from './observability/metrics';
import type { StandingsEngine } from './modules/standings/standings-engine';
import type { LeagueMembers } from './modules/leagues/league-members';

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/**
 * What every module receives: the database, the settings, the clock and the mailer, and the
 * app's own in-memory state (built by `buildApp`, one per app, closed with it): the live view of
 * each competition, the selection-shares cache, the standings engine and the league members.
 */
export type AppDeps = {
  database: Database;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  /** Each competition's read state in this process (server/live/live-views.ts, decision 046). */
  liveViews: AppLiveViews;
  selectionStats: SelectionStatsCache;
  /** The app's Prometheus metrics (GET /metrics, docs in the README's settings). */
  metrics: AppMetrics;
  /** Every standing in memory, fed by competition_changed (decision 050). */
  standings: StandingsEngine;
  /** League members kept in memory for the league tables. */
  leagueMembers: LeagueMembers;
  /** Set on SIGTERM while the process drains: /api/health answers 503, answers close connections. */
  stopping: { draining: boolean };
};

export type SessionUser = {
  id: number;
  email: string;
  firstName: string;
  lastName: string;
  isAdmin: boolean;
  membershipType: 'free' | 'premium';
  premiumUntil: Date | null;
  emailVerified: boolean;
  sessionId: string;
};

declare module 'fastify' {
  interface FastifyRequest {
    user: SessionUser | null;
    /** The client as the limits per address count it: the address, an IPv6 one by its /64. */
    readonly clientKey: string;
  }
  interface FastifyInstance {
    /** The dependencies the app's modules were given (jobs started beside the app share them). */
    deps: AppDeps;
  }
}
