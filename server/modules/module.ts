import type { AppDeps, AppInstance } from '../types';

/** A module's routes, written from the URL prefix they are registered under. */
export type ModuleRoutes = (app: AppInstance, deps: AppDeps) => void | Promise<void>;

/**
 * One folder of `server/modules` as one encapsulated Fastify plugin (decision 064): registered
 * under its URL prefix, so its routes say only what follows it and its hooks run for its own
 * routes alone. A module whose routes sit under several prefixes gives one set of routes per
 * prefix below its own; each becomes a child plugin.
 */
export type AppModule = {
  /** The plugin's name in Fastify's plugin tree (`printPlugins`). */
  name: string;
  /** The URL prefix of every route of the module, `/api/…`. */
  prefix: string;
  routes: ModuleRoutes | Record<string, ModuleRoutes>;
};

/** Registers a module as its own plugin under its prefix; nothing it adds reaches `app`. */
export async function registerModule(app: AppInstance, module: AppModule, deps: AppDeps) {
  const { routes } = module;
  const plugin = async (scope: AppInstance) => {
    if (typeof routes === 'function') {
      await routes(scope, deps);
      return;
    }
    for (const [prefix, part] of Object.entries(routes)) {
      await scope.register(async (child: AppInstance) => part(child, deps), { prefix });
    }
  };
  Object.defineProperty(plugin, 'name', { value: module.name });
  await app.register(plugin, { prefix: module.prefix });
}
