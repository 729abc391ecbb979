import fs from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMPETITION_CHANGED_CHANNEL } from '../live/competition-changed';
import { liveReads } from '../live/live-reads';
import { registerMetricsEndpoint } from '../observability/metrics-endpoint';
import {
  acceptOnlyAccess,
  declareAccessOfPluginRoutes,
  registerAccessChecks,
} from '../plugins/auth-context';
import { MODULES, registerModules } from '../modules/index';
import { registerModule, type AppModule } from '../modules/module';
import type { AppDeps, AppInstance } from '../types';
import { createTestApp, type TestApp } from './app';
import {
  appRoutesWithoutAccess,
  followsLiveViews,
  guardCallsIn,
  listensOnChannel,
  probeRegistration,
  rawAnswersIn,
  routesWithoutAccess,
  unprefixedRoutes,
  viewerReadsIn,
  type Probe,
  type SeenRoute,
} from './architecture-rules';

const root = path.resolve(import.meta.dirname, '../..');
const server = path.join(root, 'server');

/** Every TypeScript file under a folder, as paths from the repository root. */
function sourceFiles(folder: string): string[] {
  return fs
    .readdirSync(folder, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.ts'))
    .map((file) => path.relative(root, path.join(folder, file)));
}

/** The repository files a source file imports (relative imports only), from the root. */
function importsOf(file: string): string[] {
  const text = fs.readFileSync(path.join(root, file), 'utf8');
  const specifiers = [...text.matchAll(/\bfrom\s+'(\.[^']+)'/g)].map((match) => match[1] ?? '');
  return specifiers.map((specifier) =>
    path.relative(root, path.resolve(path.dirname(path.join(root, file)), `${specifier}.ts`)),
  );
}

describe('architecture', () => {
  const files = [...sourceFiles(server), ...sourceFiles(path.join(root, 'bench'))];

  it('writes scores in one place: only the results service imports the score-writing repository', () => {
    const writers = files.filter((file) =>
      importsOf(file).includes('server/modules/results/results.repository.ts'),
    );
    expect(writers).toEqual(['server/modules/results/results.service.ts']);
  });

  it('keeps teams and standings out of the score transaction (decision 051)', () => {
    const writer = ['results.service.ts', 'results.repository.ts'].map((name) =>
      importsOf(`server/modules/results/${name}`),
    );
    for (const imports of writer) {
      expect(
        imports.filter((file) => /modules\/(standings|fantasy|leaderboards)\//.test(file)),
      ).toEqual([]);
    }
  });

  it('keeps the one guard in the auth-context plugin, registered for the modules once', () => {
    const source = files.filter((file) => !file.endsWith('.test.ts'));
    const text = (file: string) => fs.readFileSync(path.join(root, file), 'utf8');
    expect(
      source.filter((file) => /export function registerAccessChecks\b/.test(text(file))),
    ).toEqual(['server/plugins/auth-context.ts']);
    expect(source.filter((file) => /\bregisterAccessChecks\(/.test(text(file))).sort()).toEqual([
      'server/modules/index.ts',
      'server/plugins/auth-context.ts',
    ]);
  });

  it('calls no guard in handlers: routes declare their access, services check rows', () => {
    const code = files.filter(
      (file) =>
        file.startsWith('server/') &&
        !file.startsWith('server/test/') &&
        !file.endsWith('.test.ts'),
    );
    const guardItself = 'the session loader and the one guard themselves';
    // What may, each with its reason; every entry must still be found.
    const allowed: Record<string, string> = {
      'server/plugins/auth-context.ts: calls a guard': guardItself,
      'server/plugins/auth-context.ts: checks the administrator flag in a handler': guardItself,
      'server/plugins/auth-context.ts: checks for a signed-in user in a handler': guardItself,
      'server/plugins/auth-context.ts: reads the signed-in user in (outside a route)': guardItself,
      'server/plugins/api-route.ts: matches a request URL':
        'whether a request reached the API, for the request checks, the session loader and the cache policy',
      'server/api-docs/api-docs.ts: adds a route-level request hook instead of declaring config.access':
        'swagger-ui’s own hook (its uiHooks), on the reference’s routes alone',
      'server/api-docs/api-docs.ts: matches a request URL':
        'that hook answers the document at the bare /api/docs to anything but a browser',
      // The routes that pass the viewer on to a service, which decides what they may see.
      'server/modules/auth/auth.routes.ts: reads the signed-in user in (outside a route)':
        'the request context of the auth service’s calls (contextOf) carries the current user',
      "server/modules/auth/auth.routes.ts: reads the signed-in user in POST '/logout'":
        'signing out ends the caller’s session, if any, and forgets its devices',
      "server/modules/auth/auth.routes.ts: reads the signed-in user in GET '/session'":
        'the session answer says who is signed in, or that nobody is',
      "server/modules/articles/articles.routes.ts: reads the signed-in user in GET '/by-slug/:slug'":
        'premium text for premium readers, drafts for administrators',
      "server/modules/feedback/feedback.routes.ts: reads the signed-in user in POST ''":
        'feedback sent by a player is linked to them',
      "server/modules/polls/polls.routes.ts: reads the signed-in user in GET ''":
        'a draft’s or a premium article’s poll, for those who may read the article',
      ...Object.fromEntries(
        ['/leaderboard', '/overall', '/season', '/months/:month', '/countries/:code'].map((url) => [
          `server/modules/leaderboards/leaderboards.routes.ts: reads the signed-in user in GET '${url}'`,
          'a leaderboard marks the viewer’s own teams',
        ]),
      ),
    };
    const found = code.flatMap((file) => {
      const text = fs.readFileSync(path.join(root, file), 'utf8');
      return [
        ...guardCallsIn(text),
        ...viewerReadsIn(text).map((route) => `reads the signed-in user in ${route}`),
      ].map((what) => `${file}: ${what}`);
    });
    expect(found.filter((what) => !(what in allowed))).toEqual([]);
    expect(Object.keys(allowed).filter((what) => !found.includes(what))).toEqual([]);
    // The rule sees the styles it forbids.
    expect(guardCallsIn("app.get('/x', { onRequest: adminOnly }, handler)")).toHaveLength(2);
    expect(guardCallsIn("app.get('/x', { preHandler: [mustOwnTeam] }, handler)")).toEqual([
      'adds a route-level request hook instead of declaring config.access',
    ]);
    expect(guardCallsIn("app.post('/x', { preValidation: signedIn }, handler)")).toHaveLength(1);
    expect(guardCallsIn('const user = requireUser(request);')).toEqual(['calls a guard']);
    expect(guardCallsIn('if (!request.user) throw unauthorized();')).toHaveLength(1);
    expect(guardCallsIn('if (request.user === null) throw unauthorized();')).toHaveLength(1);
    expect(guardCallsIn('const name = request.user?.displayName;')).toEqual([]);
    for (const watching of [
      "if (request.routeOptions.url === '/api/auth/logout') await forget();",
      "if (request.url.endsWith('/auth/logout')) await forget(request);",
      "if (request.url.startsWith('/api/push')) return;",
      "if (request.url.includes('/logout')) return;",
      'if (/\\/logout$/.test(request.url)) return;',
      "if (request.url.split('?')[0] !== '/api/auth/logout') return;",
    ]) {
      expect(guardCallsIn(watching)).toEqual(['matches a request URL']);
    }
    expect(guardCallsIn("const [pathname = ''] = request.url.split('?');")).toEqual([]);
    expect(guardCallsIn('// if (request.url === "/x") was the old way')).toEqual([]);
    // A handler reading the viewer is found by its route; code before the first route apart.
    const leagueRoutes = [
      "app.get('/:id', { config: { access: 'visitor' } }, async (request) => {",
      '  const viewer = request.user;',
      "  if (viewer === null) throw new AppError('UNAUTHORIZED', 'Sign in to see this league.');",
      '  return getLeague(deps, viewer, request.params.id);',
      '});',
      "app.post('', { config: { access: 'player' } }, async (request) =>",
      '  createLeague(deps, guardedUser(request), request.body));',
    ].join('\n');
    expect(viewerReadsIn(leagueRoutes)).toEqual(["GET '/:id'"]);
    expect(viewerReadsIn("const { user } = request;\napp.get('', () => ({}));")).toEqual([
      '(outside a route)',
    ]);
    expect(
      viewerReadsIn("app.get('/x', {}, async ({ user, params }) => see(user, params));"),
    ).toEqual(["GET '/x'"]);
    expect(viewerReadsIn("app.get('', {}, (request) => list(request['user']));")).toEqual([
      "GET ''",
    ]);
  });

  it('answers every request through Fastify’s reply: no hijack, no head written by hand', () => {
    // Files that may, each with its reason.
    const allowed: Record<string, string> = {
      'server/plugins/security.ts':
        'reads helmet’s headers once at start-up from a response of its own, never a reply’s',
    };
    const offending = files
      .filter((file) => !file.endsWith('.test.ts') && !(file in allowed))
      .flatMap((file) =>
        rawAnswersIn(fs.readFileSync(path.join(root, file), 'utf8')).map(
          (what) => `${file}: ${what}`,
        ),
      );
    expect(offending).toEqual([]);
    for (const file of Object.keys(allowed)) {
      expect(rawAnswersIn(fs.readFileSync(path.join(root, file), 'utf8'))).not.toEqual([]);
    }
    // The rule sees the header replay it forbids, and lets a stream reply and a bare server be.
    const replay = [
      'reply.hijack();',
      'const stream = reply.raw;',
      'for (const [name, value] of Object.entries(reply.getHeaders())) stream.setHeader(name, value);',
      "stream.writeHead(200, { 'content-type': 'text/event-stream' });",
    ].join('\n');
    expect(rawAnswersIn(replay)).toEqual([
      'hijacks the reply',
      'copies the reply’s headers by hand',
      'writes headers on the raw response',
    ]);
    expect(rawAnswersIn("reply.raw.writeHead(200, { 'content-type': 'text/plain' });")).toEqual([
      'writes headers on the raw response',
    ]);
    expect(rawAnswersIn('return reply.headers(STREAM_HEADERS).send(body);')).toEqual([]);
    expect(rawAnswersIn("response.writeHead(404).end('Not found');")).toEqual([]);
  });

  it('lists every module folder with routes once, named after its folder', () => {
    const folders = fs
      .readdirSync(path.join(server, 'modules'), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => entry.name)
      .filter((name) => fs.existsSync(path.join(server, 'modules', name, `${name}.routes.ts`)));
    expect(MODULES.map((module) => module.name).sort()).toEqual(folders.sort());
  });

  it('keeps a competition’s read state in one place: its live view (no second competition cache)', () => {
    const source = files.filter((file) => !file.endsWith('.test.ts') && !file.startsWith('bench/'));
    const containing = (pattern: RegExp) =>
      source.filter((file) => pattern.test(fs.readFileSync(path.join(root, file), 'utf8'))).sort();
    // What a change notification feeds: the live views, and the reminder job's next run. Any
    // other file listening on the channel, by its constant or its text, is a second cache.
    const channel = {
      constant: Object.keys({ COMPETITION_CHANGED_CHANNEL })[0] ?? '',
      text: COMPETITION_CHANGED_CHANNEL,
    };
    const listening = source.filter((file) =>
      listensOnChannel(fs.readFileSync(path.join(root, file), 'utf8'), channel),
    );
    expect(listening.sort()).toEqual(['server/jobs/reminder.job.ts', 'server/live/live-views.ts']);
    // The rule sees a cache emptied on the channel however it names it, and no other channel.
    const cache = 'const answers = new Map<number, Answer>();\n';
    for (const listener of [
      `${cache}await database.listen('competition_changed', () => answers.clear());`,
      `${cache}await deps.database.listen(COMPETITION_CHANGED_CHANNEL, () => answers.clear());`,
      `${cache}const CHANGES = "competition_changed";\nawait db.listen(CHANGES, forget);`,
      `${cache}import { COMPETITION_CHANGED_CHANNEL as CH } from '../live/competition-changed';\nawait database.listen(CH, forget);`,
    ]) {
      expect(listensOnChannel(listener, channel)).toBe(true);
    }
    expect(
      listensOnChannel('await database.listen(LEAGUE_CHANGED_CHANNEL, forget);', channel),
    ).toBe(false);
    expect(
      listensOnChannel('await database.notify(COMPETITION_CHANGED_CHANNEL, payload);', channel),
    ).toBe(false);
    // A competition and its entries are read for answering in one place, and their answers'
    // ETags are made in one place.
    expect(containing(/\bgetCompetitionWithEntries\(/)).toEqual([
      'server/live/live-views.ts',
      'server/modules/competitions/competitions.service.ts',
    ]);
    expect(containing(/W\/"/)).toEqual(['server/live/answer.ts']);
    // Who follows the live views' changes, each with its reason: a cache fed by them is a second
    // competition cache.
    const followers: Record<string, string> = {
      'server/app.ts':
        'feeds the standings engine, which ranks teams from frozen picks and holds no answer of a competition',
    };
    const following = source
      .filter((file) => followsLiveViews(fs.readFileSync(path.join(root, file), 'utf8')))
      .sort();
    expect(following).toEqual(Object.keys(followers).sort());
    // The rule sees a module's cache fed by them, and not the engine being told of a change.
    expect(
      followsLiveViews('deps.liveViews.onCompetitionChanged((id) => answers.delete(id));'),
    ).toBe(true);
    expect(followsLiveViews('views.onRebuilt(forgetAnswers);')).toBe(true);
    expect(followsLiveViews('const stop = hub.onCompetitionChanged(async (id) => drop(id));')).toBe(
      true,
    );
    expect(followsLiveViews('void standings.onCompetitionChanged(competitionId);')).toBe(false);
    // Nothing answers HTTP requests around Fastify.
    expect(containing(/\.(removeAllListeners|prependListener)\(\s*'request'/)).toEqual([]);
  });
});

const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';

/** Registers a plugin on the probe's root, built by `build`; what it throws fails the start-up. */
const inPlugin = (build: (scope: AppInstance) => void) => async (probeRoot: AppInstance) => {
  await probeRoot.register((scope: AppInstance, _options, done) => {
    try {
      build(scope);
      done();
    } catch (error) {
      done(error as Error);
    }
  });
};

describe('modules as plugins', () => {
  let t: TestApp;
  let deps: AppDeps;
  let modules: Probe;
  // Every route of the built app, read once it is ready (a plugin's hook may declare its access).
  const appRoutes: RouteOptions[] = [];
  beforeAll(async () => {
    t = await createTestApp(
      { metrics: { token: METRICS_TOKEN, port: undefined, host: '127.0.0.1' } },
      undefined,
      {
        onRoute: (route) => appRoutes.push(route),
      },
    );
    deps = t.app.deps;
    modules = await probeRegistration((probeRoot) => registerModules(probeRoot, deps));
  }, 120_000);
  afterAll(async () => {
    await t.close();
  });

  /** A module that adds a hook for every request, as the push module once did for the logout. */
  const leaky: AppModule = {
    name: 'leaky',
    prefix: '/api/leaky',
    routes: (app: AppInstance) => {
      app.addHook('preHandler', (_request, _reply, done) => {
        done();
      });
      app.get('/ping', { config: { access: 'visitor' } }, () => ({ ok: true }));
    },
  };

  it('adds no module hook at the root nor for every module: each module is its own plugin', async () => {
    expect(modules.routes.length).toBeGreaterThan(100);
    expect(modules.rootHooks).toEqual([]);
    // What runs for every module is the one guard, and nothing else.
    const guard = await probeRegistration((probeRoot) => {
      registerAccessChecks(probeRoot);
    });
    expect(guard.rootHooks).toEqual(['onRoute requireCheckedAccess', 'onRequest checkAccess']);
    expect(modules.scopeHooks).toEqual(guard.rootHooks);
    // Registered on the root itself, a module's hook would run for every route of the app.
    const unencapsulated = await probeRegistration(async (probeRoot) => {
      if (typeof leaky.routes === 'function') await leaky.routes(probeRoot, deps);
    });
    expect(unencapsulated.rootHooks).toEqual(['preHandler anonymous']);
    const asPlugin = await probeRegistration((probeRoot) => registerModule(probeRoot, leaky, deps));
    expect(asPlugin.rootHooks).toEqual([]);
    expect(asPlugin.scopeHooks).toEqual(['preHandler anonymous']);
    // Beside the guard in the modules' plugin, a hook would run for every module: it is seen.
    const everyModule = await probeRegistration(async (probeRoot) => {
      await probeRoot.register(async function modules(scope: AppInstance) {
        registerAccessChecks(scope);
        scope.addHook('preHandler', (request, _reply, done) => {
          if (request.url.endsWith('/auth/logout')) request.log.info('signing out');
          done();
        });
        await registerModule(scope, leaky, deps);
      });
    });
    expect(everyModule.rootHooks).toEqual([]);
    expect(everyModule.scopeHooks).toEqual([...guard.rootHooks, 'preHandler anonymous']);
  });

  it('registers every module under its URL prefix', () => {
    expect(unprefixedRoutes(modules.routes)).toEqual([]);
    const prefixes = new Set(modules.routes.map((route) => route.prefix));
    expect(prefixes.has('/api/admin/competitions/:id')).toBe(true);
    const bad: SeenRoute[] = [
      { method: 'GET', url: '/api/things', prefix: '' },
      { method: 'GET', url: '/api/things', prefix: '/api' },
    ];
    expect(unprefixedRoutes(bad)).toHaveLength(2);
  });

  it('has every route declare who may call it, and refuses a route that does not', async () => {
    expect(routesWithoutAccess(modules.routes)).toEqual([]);
    expect(routesWithoutAccess([{ method: 'GET', url: '/api/x', prefix: '/api/x' }])).toHaveLength(
      1,
    );
    const undeclared: AppModule = {
      name: 'undeclared',
      prefix: '/api/undeclared',
      routes: (app: AppInstance) => {
        app.get('', () => ({ ok: true }));
      },
    };
    await expect(
      probeRegistration(async (probeRoot) => {
        registerAccessChecks(probeRoot);
        await registerModule(probeRoot, undeclared, deps);
      }),
    ).rejects.toThrow('GET /api/undeclared does not declare config.access');
  });

  it('has every route of the app declare who may call it', () => {
    const urls = new Set(appRoutes.map((route) => route.url));
    for (const url of [
      '/api/competitions/:id/events',
      '/api/docs/json',
      '/uploads/*',
      '/metrics',
    ]) {
      expect(urls).toContain(url);
    }
    expect(appRoutesWithoutAccess(appRoutes)).toEqual([]);
    // The rule sees a hot route, a plugin's route or a file that declares nothing.
    const bad = [
      { method: 'GET', url: '/api/competitions/:id', config: {} },
      { method: ['HEAD', 'GET'], url: '/uploads/*' },
      { method: 'GET', url: '/metrics' },
    ];
    const undeclared = '(visitor, player, admin or metrics-token)';
    expect(appRoutesWithoutAccess(bad)).toEqual([
      `GET /api/competitions/:id does not declare config.access ${undeclared}`,
      `HEAD,GET /uploads/* does not declare config.access ${undeclared}`,
      `GET /metrics does not declare config.access ${undeclared}`,
    ]);
  });

  it('checks each declared access where it is declared: a visitor is refused every other route', async () => {
    const guarded = appRoutes.filter((route) => route.config?.access !== 'visitor');
    expect(guarded.length).toBeGreaterThan(50);
    const answers = await Promise.all(
      guarded.map(async (route) => {
        const method = [route.method].flat().find((name) => name !== 'HEAD') ?? 'HEAD';
        const url = route.url.replace(/:\w+(\([^)]*\))?/g, '1').replace(/\*/g, 'x');
        const unsafe = !['GET', 'HEAD', 'OPTIONS'].includes(method);
        const response = await t.request({
          method,
          url,
          ...(unsafe ? { payload: {} } : {}),
        });
        return `${method} ${route.url} (${String(route.config?.access)}): ${response.statusCode}`;
      }),
    );
    expect(answers.filter((answer) => !answer.endsWith(': 401'))).toEqual([]);
  });

  it('refuses at start-up a route whose access its scope does not check', async () => {
    // The hot reads have no session: a route of theirs declared for administrators is refused.
    await expect(
      probeRegistration(
        inPlugin((hot) => {
          liveReads(hot, deps);
          hot.get('/api/competitions/:id/secret', { config: { access: 'admin' } }, () => ({}));
        }),
      ),
    ).rejects.toThrow(
      'GET /api/competitions/:id/secret declares access admin, which its scope does not check (it checks visitor)',
    );
    // Nor may a plugin's routes (the uploaded files, the reference, the client's files) be.
    await expect(
      probeRegistration(
        inPlugin((scope) => {
          declareAccessOfPluginRoutes(scope, 'visitor');
          scope.get('/uploads/private', { config: { access: 'player' } }, () => ({}));
        }),
      ),
    ).rejects.toThrow(
      'GET /uploads/private declares access player, which its scope does not check',
    );
    // The metrics' token is checked by a hook of their route's own scope, which takes no other
    // access; the modules' guard checks no token.
    const metrics = await probeRegistration((probeRoot) =>
      registerMetricsEndpoint(probeRoot, deps.metrics, METRICS_TOKEN),
    );
    expect(metrics.rootHooks).toEqual([]);
    expect(metrics.scopeHooks).toEqual([
      'onRoute requireCheckedAccess',
      'onRequest checkMetricsToken',
    ]);
    expect(metrics.routes.map((route) => `${String(route.method)} ${route.url}`)).toEqual([
      'GET /metrics',
      'HEAD /metrics',
    ]);
    expect(metrics.routes.map((route) => route.config?.access)).toEqual([
      'metrics-token',
      'metrics-token',
    ]);
    await expect(
      probeRegistration(
        inPlugin((scope) => {
          acceptOnlyAccess(scope, ['metrics-token']);
          scope.get('/metrics/more', { config: { access: 'visitor' } }, () => ({}));
        }),
      ),
    ).rejects.toThrow('GET /metrics/more declares access visitor');
    await expect(
      probeRegistration(
        inPlugin((scope) => {
          registerAccessChecks(scope);
          scope.get('/api/x', { config: { access: 'metrics-token' } }, () => ({}));
        }),
      ),
    ).rejects.toThrow(
      'GET /api/x declares access metrics-token, which its scope does not check (it checks visitor, player or admin)',
    );
  });
});
