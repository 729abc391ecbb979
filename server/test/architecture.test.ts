import fs from 'node:fs';
import path from 'node:path';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerAccessChecks } from '../plugins/auth-context';
import { MODULES, registerModules } from '../modules/index';
import { registerModule, type AppModule } from '../modules/module';
import type { AppDeps, AppInstance } from '../types';
import { createTestApp, type TestApp } from './app';
import {
  appRoutesWithoutAccess,
  followsLiveViews,
  guardCallsIn,
  probeRegistration,
  rawAnswersIn,
  routesWithoutAccess,
  unprefixedRoutes,
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
    const handlers = files.filter(
      (file) =>
        /^server\/(modules|live|ssr)\//.test(file) &&
        !file.endsWith('.test.ts') &&
        !file.startsWith('server/test/'),
    );
    const offending = handlers.flatMap((file) =>
      guardCallsIn(fs.readFileSync(path.join(root, file), 'utf8')).map(
        (what) => `${file}: ${what}`,
      ),
    );
    expect(offending).toEqual([]);
    // The rule sees the styles it forbids.
    expect(guardCallsIn("app.get('/x', { onRequest: adminOnly }, handler)")).toHaveLength(2);
    expect(guardCallsIn('const user = requireUser(request);')).toEqual(['calls a guard']);
    expect(guardCallsIn('if (!request.user) throw unauthorized();')).toHaveLength(1);
    expect(
      guardCallsIn("if (request.routeOptions.url === '/api/auth/logout') await forget();"),
    ).toEqual(['matches a request URL']);
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
    // What a change notification feeds: the live views, and the reminder job's next run.
    expect(containing(/\blisten\(\s*COMPETITION_CHANGED_CHANNEL/)).toEqual([
      'server/jobs/reminder.job.ts',
      'server/live/live-views.ts',
    ]);
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

describe('modules as plugins', () => {
  let t: TestApp;
  let deps: AppDeps;
  let modules: Probe;
  // Every route of the built app, read once it is ready (a plugin's hook may declare its access).
  const appRoutes: RouteOptions[] = [];
  beforeAll(async () => {
    t = await createTestApp({}, undefined, { onRoute: (route) => appRoutes.push(route) });
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

  it('adds no module hook at the root: each module is its own encapsulated plugin', async () => {
    expect(modules.routes.length).toBeGreaterThan(100);
    expect(modules.rootHooks).toEqual([]);
    // Registered on the root itself, a module's hook would run for every route of the app.
    const unencapsulated = await probeRegistration(async (probeRoot) => {
      if (typeof leaky.routes === 'function') await leaky.routes(probeRoot, deps);
    });
    expect(unencapsulated.rootHooks).toEqual(['preHandler']);
    const asPlugin = await probeRegistration((probeRoot) => registerModule(probeRoot, leaky, deps));
    expect(asPlugin.rootHooks).toEqual([]);
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

  it('has every route of the app under /api and /uploads declare who may call it', () => {
    const urls = new Set(appRoutes.map((route) => route.url));
    for (const url of ['/api/competitions/:id/events', '/api/docs/json', '/uploads/*']) {
      expect(urls).toContain(url);
    }
    expect(appRoutesWithoutAccess(appRoutes)).toEqual([]);
    // The rule sees a hot route or a plugin's route that declares nothing, and asks no page.
    const bad = [
      { method: 'GET', url: '/api/competitions/:id', config: {} },
      { method: ['HEAD', 'GET'], url: '/uploads/*' },
      { method: 'GET', url: '/teams' },
    ];
    expect(appRoutesWithoutAccess(bad)).toEqual([
      'GET /api/competitions/:id does not declare config.access (visitor, player or admin)',
      'HEAD,GET /uploads/* does not declare config.access (visitor, player or admin)',
    ]);
  });
});
