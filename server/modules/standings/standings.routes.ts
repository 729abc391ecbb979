import type { AppDeps, AppInstance } from '../../types';
import { followCompetitionChanges } from './standings.service';

/** No routes: keeps standings current on every 'competition_changed' notification while the app runs. */
export async function standingsModule(app: AppInstance, deps: AppDeps) {
  const stop = await followCompetitionChanges(deps.database, (error) => {
    app.log.error({ err: error }, 'standings refresh failed');
  });
  app.addHook('onClose', async () => {
    await stop();
  });
}
