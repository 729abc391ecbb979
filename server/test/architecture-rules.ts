import Fastify, { type RouteOptions } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import { undeclaredAccess } from '../plugins/auth-context';
import type { AppInstance } from '../types';

/** A route as `onRoute` sees it: its options, the full URL and the prefix it was registered under. */
export type SeenRoute = Pick<RouteOptions, 'method' | 'url' | 'config'> & { prefix: string };

/** What registering something on a fresh root did: the hooks added to the root itself, the routes. */
export type Probe = { rootHooks: string[]; routes: SeenRoute[] };

/**
 * Runs `register` on a fresh Fastify root and reports every hook added to that root itself (a
 * hook added inside an encapsulated plugin is added to the plugin's own instance, not the root)
 * and every route added anywhere below it.
 */
export async function probeRegistration(
  register: (root: AppInstance) => Promise<void> | void,
): Promise<Probe> {
  const root: AppInstance = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  root.setValidatorCompiler(validatorCompiler);
  root.setSerializerCompiler(serializerCompiler);
  const rootHooks: string[] = [];
  const routes: SeenRoute[] = [];
  root.addHook('onRoute', (route) => {
    routes.push({
      method: route.method,
      url: route.url,
      config: route.config,
      prefix: route.prefix,
    });
  });
  const addHook: unknown = Object.getOwnPropertyDescriptor(root, 'addHook')?.value;
  if (typeof addHook !== 'function') throw new Error('Fastify instances no longer own addHook');
  // Plugins' instances inherit from the root, so they call this too, each as `this`.
  Object.defineProperty(root, 'addHook', {
    value: function recordRootHook(this: object, name: string, ...rest: unknown[]) {
      if (this === root) rootHooks.push(name);
      return Reflect.apply(addHook, this, [name, ...rest]) as unknown;
    },
  });
  try {
    await register(root);
    await root.ready();
  } finally {
    await root.close();
  }
  return { rootHooks, routes };
}

/** Routes registered without a module's own prefix (`/api/<area>…`), or outside it. */
export function unprefixedRoutes(routes: readonly SeenRoute[]): string[] {
  return routes
    .filter((route) => !/^\/api\/[a-z-]+/.test(route.prefix) || !route.url.startsWith(route.prefix))
    .map((route) => `${[route.method].flat().join(',')} ${route.url} (prefix "${route.prefix}")`);
}

/**
 * Routes of the whole app under `/api` or `/uploads` (modules, hot reads, the API reference,
 * uploaded files) that do not declare who may call them; pages and the client's files are not
 * asked.
 */
export function appRoutesWithoutAccess(
  routes: ReadonlyArray<Pick<RouteOptions, 'method' | 'url' | 'config'>>,
): string[] {
  return routes.flatMap((route) => {
    if (!/^\/(api|uploads)(\/|$)/.test(route.url)) return [];
    const problem = undeclaredAccess(route);
    return problem ? [problem] : [];
  });
}

/** Routes that do not declare who may call them. */
export function routesWithoutAccess(routes: readonly SeenRoute[]): string[] {
  return routes.flatMap((route) => {
    const problem = undeclaredAccess(route);
    return problem ? [problem] : [];
  });
}

/**
 * A second guard style, or a module watching another's URLs: a guard function or route-level
 * `onRequest` hook, a handler checking the caller itself, a hook matching a request's URL.
 */
const GUARD_PATTERNS: Array<[RegExp, string]> = [
  [/\b(requireUser|requireAdmin|adminOnly|signedInOnly|checkAccess)\b/, 'calls a guard'],
  [/\bonRequest\s*:/, 'adds a route-level onRequest hook instead of declaring config.access'],
  [/\brequest\.user\??\.isAdmin\b/, 'checks the administrator flag in a handler'],
  [/if\s*\(\s*!\s*request\.user\s*\)/, 'checks for a signed-in user in a handler'],
  [/\b(routeOptions\.url|request\.url)\s*[!=]==/, 'matches a request URL'],
];

/** What in a source file is a guard call or URL matching (empty when none). */
export function guardCallsIn(text: string): string[] {
  return GUARD_PATTERNS.filter(([pattern]) => pattern.test(text)).map(([, what]) => what);
}

/**
 * Answering beside Fastify's reply (docs/decisions/047-hot-reads-in-an-encapsulated-plugin.md):
 * taking the response from Fastify, or writing a head of one's own on its raw response. A stream
 * is a reply whose body is a stream (`reply.headers(...).send(stream)`).
 */
const RAW_ANSWER_PATTERNS: Array<[RegExp, string]> = [
  [/\.hijack\(/, 'hijacks the reply'],
  [/\bgetHeaders\(\)/, 'copies the reply’s headers by hand'],
  [/\braw\.(writeHead|setHeader|flushHeaders)\(/, 'writes headers on the raw response'],
  [/=\s*reply\.raw;[\s\S]*\.(writeHead|setHeader)\(/, 'writes headers on the raw response'],
];

/** How a source file answers around Fastify's reply (empty when it does not). */
export function rawAnswersIn(text: string): string[] {
  return [
    ...new Set(RAW_ANSWER_PATTERNS.filter(([pattern]) => pattern.test(text)).map(([, w]) => w)),
  ];
}

/**
 * Subscriptions to the live views' change events (`onCompetitionChanged`, `onRebuilt`): a call
 * on the live views, or a call of that name given a listener. The standings engine's own
 * `onCompetitionChanged(id)` takes an id and is not one.
 */
const LIVE_VIEW_FOLLOWER =
  /\b\w*[Vv]iews\s*\.\s*(onCompetitionChanged|onRebuilt)\(|\.(onCompetitionChanged|onRebuilt)\(\s*(\(|async\b|function\b|\w+\s*=>)/;

/** Whether a source file follows the live views' change events. */
export const followsLiveViews = (text: string): boolean => LIVE_VIEW_FOLLOWER.test(text);
