import type { AppDeps, AppInstance } from '../types';
import { healthRoutes } from './health/health.routes';

/** Every module's routes, registered in one place. */
export async function registerModules(app: AppInstance, deps: AppDeps) {
  const modules: Array<(app: AppInstance, deps: AppDeps) => void | Promise<void>> = [healthRoutes];
  for (const register of modules) await register(app, deps);
}
