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
import type { CompetitionCache } from './modules/competitions/competitions.cache';
import type { HotReads } from './plugins/hot-reads';
import type { CompetitionHub } from './realtime/competition-hub';
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
 * app's own in-memory state (built by `buildApp`, one per app, closed with it): the competition
 * change hub and its answer cache, the selection-shares cache, the hot reads, the standings
 * engine and the league members.
 */
export type AppDeps = {
  database: Database;
  config: Config;
  clock: Clock;
  mailer: Mailer;
  competitionHub: CompetitionHub;
  /** The competition and entries answers kept per hub version (polls and the live stream). */
  competitionCache: CompetitionCache;
  selectionStats: SelectionStatsCache;
  hotReads: HotReads;
  /** Every standing in memory, fed by competition_changed (decision 050). */
  standings: StandingsEngine;
  /** League members kept in memory for the league tables. */
  leagueMembers: LeagueMembers;
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
  }
  interface FastifyInstance {
    /** The dependencies the app's modules were given (jobs started beside the app share them). */
    deps: AppDeps;
  }
}
