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

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What every module receives: the database, the settings and the clock. */
export type AppDeps = {
  database: Database;
  config: Config;
  clock: Clock;
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
}
