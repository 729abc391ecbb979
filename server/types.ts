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
import type { Mailer } from './modules/mail/mail.service';

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

/** What every module receives: the database, the settings, the clock and the mailer. */
export type AppDeps = {
  database: Database;
  config: Config;
  clock: Clock;
  mailer: Mailer;
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
