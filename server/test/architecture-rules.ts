import Fastify, { type RouteOptions } from 'fastify';
import { serializerCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { validatorCompiler } from '../plugins/validation';
import { undeclaredAccess } from '../plugins/auth-context';
import type { AppInstance } from '../types';

/** A route as `onRoute` sees it: its options, the full URL and the prefix it was registered under. */
export type SeenRoute = Pick<RouteOptions, 'method' | 'url' | 'config'> & { prefix: string };

/**
 * What registering something on a fresh root did: the hooks added to the root itself, those added
 * to a plugin registered on the root (the modules' own plugin: what runs for every module), each
 * as `<hook> <function name>`, and the routes.
 */
export type Probe = { rootHooks: string[]; scopeHooks: string[]; routes: SeenRoute[] };

const hookName = (name: string, handler: unknown) =>
  `${name} ${typeof handler === 'function' && handler.name ? handler.name : 'anonymous'}`;

/**
 * Runs `register` on a fresh Fastify root and reports every hook added to that root itself (a
 * hook added inside an encapsulated plugin is added to the plugin's own instance, not the root),
 * every hook added to a plugin registered directly on the root, and every route added anywhere
 * below it.
 */
export async function probeRegistration(
  register: (root: AppInstance) => Promise<void> | void,
): Promise<Probe> {
  const root: AppInstance = Fastify({ logger: false }).withTypeProvider<ZodTypeProvider>();
  root.setValidatorCompiler(validatorCompiler);
  root.setSerializerCompiler(serializerCompiler);
  const rootHooks: string[] = [];
  const scopeHooks: string[] = [];
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
  // Plugins' instances inherit from the root (a plugin's instance is made from its parent's), so
  // they call this too, each as `this`.
  Object.defineProperty(root, 'addHook', {
    value: function recordHook(this: object, name: string, handler: unknown, ...rest: unknown[]) {
      if (this === root) rootHooks.push(hookName(name, handler));
      else if (Object.getPrototypeOf(this) === root) scopeHooks.push(hookName(name, handler));
      return Reflect.apply(addHook, this, [name, handler, ...rest]) as unknown;
    },
  });
  try {
    await register(root);
    await root.ready();
  } finally {
    await root.close();
  }
  return { rootHooks, scopeHooks, routes };
}

/** Routes registered without a module's own prefix (`/api/<area>…`), or outside it. */
export function unprefixedRoutes(routes: readonly SeenRoute[]): string[] {
  return routes
    .filter((route) => !/^\/api\/[a-z-]+/.test(route.prefix) || !route.url.startsWith(route.prefix))
    .map((route) => `${[route.method].flat().join(',')} ${route.url} (prefix "${route.prefix}")`);
}

/**
 * Routes of the whole app (modules, hot reads, the API reference, uploaded files, the metrics, the
 * client's files) that do not declare who may call them.
 */
export function appRoutesWithoutAccess(
  routes: ReadonlyArray<Pick<RouteOptions, 'method' | 'url' | 'config'>>,
): string[] {
  return routes.flatMap((route) => {
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

/** A request's URL, as a hook or handler could read it to match another route's. */
const REQUEST_URL = String.raw`(?:\b(?:request|req)\.(?:url|originalUrl|raw\.url)|\brouteOptions\.url)\b`;

/**
 * A second guard style, or a module watching another's URLs: a guard function or route-level
 * request hook, a handler checking the caller itself, code matching a request's URL (compared,
 * tested by a string method or a regular expression).
 */
const GUARD_PATTERNS: Array<[RegExp, string]> = [
  [/\b(requireUser|requireAdmin|adminOnly|signedInOnly|checkAccess)\b/, 'calls a guard'],
  [
    /\b(onRequest|preParsing|preValidation|preHandler)\s*:/,
    'adds a route-level request hook instead of declaring config.access',
  ],
  [/\b(request|req)\.user\??\.isAdmin\b/, 'checks the administrator flag in a handler'],
  [
    /!\s*(request|req)\.user\b(?!\s*\??\.)|\b(request|req)\.user\s*[!=]==?\s*(null|undefined)\b/,
    'checks for a signed-in user in a handler',
  ],
  [
    new RegExp(
      `${REQUEST_URL}(?:\\.split\\([^)]*\\)(?:\\[\\d+\\])?)?` +
        String.raw`(?:\s*[!=]==?|\s*\??\.(?:startsWith|endsWith|includes|match|matchAll|indexOf|lastIndexOf|search)\()` +
        String.raw`|\.(?:test|exec)\(\s*` +
        REQUEST_URL,
    ),
    'matches a request URL',
  ],
];

/** A source file without its comments, so that what they say is not taken for code. */
export const withoutComments = (text: string): string =>
  text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|[^:\\'"`])\/\/.*$/gm, '$1');

/** What in a source file is a guard call or URL matching (empty when none). */
export function guardCallsIn(text: string): string[] {
  const code = withoutComments(text);
  return GUARD_PATTERNS.filter(([pattern]) => pattern.test(code)).map(([, what]) => what);
}

/** Where a route is added: `app.get('/x', …`, `scope.route({ …`. */
const ROUTE_START =
  /\b\w+\s*\.\s*(?:(get|post|put|patch|delete|head|options|all)\(\s*(['"`])(\/[^'"`]*|)\2|route\(\s*\{)/g;

/**
 * Reading the signed-in user (the viewer): `request.user`, `request['user']`, `{ user } =
 * request`, a handler taking `({ user })`.
 */
const VIEWER_READ =
  /\b(?:request|req)\s*(?:\?\.|\.)\s*user\b|\b(?:request|req)\s*\[\s*['"`]user['"`]\s*\]|\{[^{}]*\buser\b[^{}]*\}\s*=\s*(?:request|req)\b(?!\s*[.[])|\(\s*\{[^{}]*\buser\b[^{}]*\}[^()]*\)\s*=>/;

/**
 * The routes of a source file that read the signed-in user, each as `GET '/path'` (as written in
 * the file, after its plugin's prefix); code before the file's first route is `(outside a
 * route)`. A route's text runs from where it is added to where the next one is.
 */
export function viewerReadsIn(text: string): string[] {
  const code = withoutComments(text);
  const starts = [...code.matchAll(ROUTE_START)].map((match) => ({
    at: match.index,
    route: match[1] ? `${match[1].toUpperCase()} '${match[3] ?? ''}'` : 'route({…})',
  }));
  const parts = [{ at: 0, route: '(outside a route)' }, ...starts];
  return parts
    .filter((part, index) => VIEWER_READ.test(code.slice(part.at, parts[index + 1]?.at)))
    .map((part) => part.route);
}

/**
 * Whether a source file listens on a database notification channel: it calls `listen(` and names
 * the channel, by its constant or by its text.
 */
export function listensOnChannel(text: string, channel: { constant: string; text: string }) {
  const code = withoutComments(text);
  if (!/\blisten\(/.test(code)) return false;
  const literal = channel.text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return (
    new RegExp(`\\b${channel.constant}\\b`).test(code) ||
    new RegExp(`(['"\`])${literal}\\1`).test(code)
  );
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
