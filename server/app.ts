import Fastify, { LogController, type FastifyRequest, type RouteOptions } from 'fastify';
import type { DestinationStream } from 'pino';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { validatorCompiler } from './plugins/validation';
import { createMailer, type Mailer } from './modules/mail/mail.service';
import { registerModules } from './modules/index';
import { registerUploadedFiles } from './modules/uploads/uploaded-files';
import { registerApiDocs } from './api-docs/api-docs';
import { sessionCookieName } from './modules/auth/session.service';
import { registerAuthContext } from './plugins/auth-context';
import { registerClient } from './plugins/client';
import { registerCompression } from './plugins/compression';
import { answerRouterError, registerErrorHandling } from './plugins/errors';
import { registerGracefulClose } from './plugins/graceful-close';
import { liveReads } from './live/live-reads';
import { startLiveViews } from './live/live-views';
import { startSelectionStatsCache } from './modules/fantasy/selection-stats-cache';
import { registerRequestChecks, securityHeaders } from './plugins/security';
import { requestIdOf } from './observability/request-id';
import { registerRequestObservation } from './observability/observe-requests';
import { createMetrics } from './observability/metrics';
import { registerMetricsEndpoint } from './observability/metrics-endpoint';
import { clientAddressKey } from './net/client-address';
import { fastifyTrustProxy } from './net/trust-proxy';
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
    genReqId: requestIdOf,
    requestIdHeader: false,
    // One line per request, written by the request log (observability/observe-requests.ts).
    logController: new LogController({ disableRequestLogging: true }),
    bodyLimit: 1024 * 1024,
    trustProxy: fastifyTrustProxy(options.config.trustProxy),
    requestTimeout: 30_000,
    connectionTimeout: 60_000,
    return503OnClosing: true,
    // The API is registered as one plugin (with the server render's build): on a busy machine
    // its start-up can pass Fastify's default of 10 s for a plugin to load.
    pluginTimeout: 120_000,
    routerOptions: { maxParamLength: 200 },
    frameworkErrors: answerRouterError,
  }).withTypeProvider<ZodTypeProvider>();

  const liveViews = await startLiveViews(options.database, (error) => {
    app.log.warn({ err: error }, 'live view not rebuilt: its readers build it again');
  });
  const selectionStats = await startSelectionStatsCache(options.database, (error) => {
    app.log.error({ err: error }, 'selection shares notification failed');
  });
  const standings = createStandingsEngine({
    database: options.database,
    clock: options.clock,
    log: app.log,
  });
  const stopFollowing = liveViews.onCompetitionChanged((competitionId) => {
    void standings.onCompetitionChanged(competitionId);
  });
  const leagueMembers = await startLeagueMembers(options.database);
  const stopPlayers = await listenForPlayerChanges(options.database, (userId) => {
    leagueMembers.forgetAll();
    void standings.playerChanged(userId);
  });
  // Notifications sent while the LISTEN connection was gone are lost: what they would have
  // refreshed is read again once it is back (docs/decisions/111-caught-up-after-the-listener-is-back.md).
  const stopCatchingUp = options.database.onListenerBack(() => {
    leagueMembers.forgetAll();
    standings.reconcile().catch((error: unknown) => {
      app.log.error({ err: error }, 'standings not read again after the listener came back');
    });
  });
  app.addHook('onClose', async () => {
    stopCatchingUp();
    stopFollowing();
    await stopPlayers();
    await leagueMembers.close();
    await standings.close();
    await selectionStats.close();
    await liveViews.close();
  });
  const deps: AppDeps = {
    database: options.database,
    config: options.config,
    clock: options.clock,
    mailer: options.mailer ?? createMailer(options.config, app.log),
    liveViews,
    selectionStats,
    metrics: createMetrics(options.database),
    standings,
    leagueMembers,
    stopping: { draining: false },
  };
  app.decorate('deps', deps);
  app.decorateRequest('clientKey', {
    getter(this: FastifyRequest) {
      return clientAddressKey(this.ip);
    },
  });
  if (!options.mailer) {
    // Before requests in flight are awaited: one waiting on the mail server answers 503 at once.
    app.addHook('preClose', (done) => {
      deps.mailer.close();
      done();
    });
  }
  if (options.onRoute) app.addHook('onRoute', options.onRoute);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  // The security headers go on every answer, hot reads and pages included (decision 047), with
  // the request's id, in its one observation hook.
  const inFlight = registerRequestObservation(
    app,
    deps.metrics,
    securityHeaders(options.config.env === 'production'),
    deps.stopping,
  );
  if (options.config.metrics.token) {
    await registerMetricsEndpoint(app, deps.metrics, options.config.metrics.token);
  }
  registerGracefulClose(app, inFlight);
  // At the root, so the reference sees the routes of both plugins below.
  await registerApiDocs(app, {
    appUrl: options.config.appUrl,
    cookieName: sessionCookieName(options.config.env === 'production'),
  });
  // Two plugins side by side, so neither's hooks run for the other's routes (decision 047): the
  // hot reads of each competition's live view, which need no viewer and carry their own gzip;
  // and the rest of the API and the pages, with compression, the request checks and the session.
  await app.register((hot: AppInstance, _options, done) => {
    liveReads(hot, deps);
    done();
  });
  await app.register(async (api: AppInstance) => {
    await registerCompression(api);
    registerRequestChecks(api, deps);
    await registerAuthContext(api, deps);
    await registerModules(api, deps);
    await registerUploadedFiles(api, deps);
    await registerClient(api, deps);
  });
  return app;
}
