import compress from '@fastify/compress';
import Fastify, { type RouteOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { createCompetitionCache } from './modules/competitions/competitions.cache';
import { createMailer, type Mailer } from './modules/mail/mail.service';
import { registerModules } from './modules/index';
import { registerAuthContext } from './plugins/auth-context';
import { registerClient } from './plugins/client';
import { registerErrorHandling } from './plugins/errors';
import { registerGracefulClose } from './plugins/graceful-close';
import { createHotReads } from './plugins/hot-reads';
import { startCompetitionHub } from './realtime/competition-hub';
import { startSelectionStatsCache } from './modules/fantasy/selection-stats-cache';
import { registerSecurity } from './plugins/security';
import { createStandingsEngine } from './modules/standings/standings-engine';
import { startLeagueMembers } from './modules/leagues/league-members';
import { listenForPlayerChanges } from './modules/standings/player-changes';
import type { AppDeps, AppInstance } from './types';

export type BuildAppOptions = Pick<AppDeps, 'database' | 'config' | 'clock'> & {
  mailer?: Mailer;
  logger?: boolean;
  /** Where log lines go (standard output when not given); tests read them from here. */
  logStream?: DestinationStream;
  /** Sees every route as it is added; the security tests enumerate endpoints with it. */
  onRoute?: (route: RouteOptions) => void;
};

/** Builds the whole Fastify app; tests import it and drive it with inject or real HTTP. */
export async function buildApp(options: BuildAppOptions): Promise<AppInstance> {
  const app = Fastify({
    logger:
      options.logger === false
        ? false
        : {
            level: options.config.logLevel,
            redact: [
              'req.headers.cookie',
              'req.headers.authorization',
              'res.headers["set-cookie"]',
            ],
            ...(options.logStream ? { stream: options.logStream } : {}),
          },
    bodyLimit: 1024 * 1024,
    trustProxy: options.config.trustProxy,
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    return503OnClosing: true,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();

  const competitionHub = await startCompetitionHub(options.database);
  const selectionStats = await startSelectionStatsCache(options.database, (error) => {
    app.log.error({ err: error }, 'selection shares notification failed');
  });
  const standings = createStandingsEngine({
    database: options.database,
    clock: options.clock,
    log: app.log,
  });
  const stopFollowing = competitionHub.onChange((competitionId) => {
    void standings.onCompetitionChanged(competitionId);
  });
  const leagueMembers = await startLeagueMembers(options.database);
  const stopPlayers = await listenForPlayerChanges(options.database, (userId) => {
    leagueMembers.forgetAll();
    void standings.playerChanged(userId);
  });
  app.addHook('onClose', async () => {
    stopFollowing();
    await stopPlayers();
    await leagueMembers.close();
    await standings.close();
    await selectionStats.close();
    await competitionHub.close();
  });
  const deps: AppDeps = {
    database: options.database,
    config: options.config,
    clock: options.clock,
    mailer: options.mailer ?? createMailer(options.config, app.log),
    competitionHub,
    competitionCache: createCompetitionCache(competitionHub),
    selectionStats,
    hotReads: createHotReads(app),
    standings,
    leagueMembers,
  };
  app.decorate('deps', deps);
  if (!options.mailer) {
    app.addHook('onClose', (_instance, done) => {
      deps.mailer.close();
      done();
    });
  }
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerGracefulClose(app);
  await app.register(compress, { threshold: 1024, global: true });
  await registerSecurity(app, deps);
  await registerAuthContext(app, deps);
  await registerModules(app, deps);
  await registerClient(app, deps);
  return app;
}
