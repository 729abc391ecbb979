import { registerAccessChecks } from '../plugins/auth-context';
import type { AppDeps, AppInstance } from '../types';
import { registerModule, type AppModule } from './module';
import { adminArticlesModule } from './admin-articles/admin-articles.routes';
import { adminFeedbackModule } from './admin-feedback/admin-feedback.routes';
import { articlesModule } from './articles/articles.routes';
import { feedbackModule } from './feedback/feedback.routes';
import { pollsModule } from './polls/polls.routes';
import { uploadsModule } from './uploads/uploads.routes';
import { adminCompetitionsModule } from './admin-competitions/admin-competitions.routes';
import { healthModule } from './health/health.routes';
import { authModule } from './auth/auth.routes';
import { usersModule } from './users/users.routes';
import { liveScoringModule } from './live-scoring/live-scoring.routes';
import { competitionsModule } from './competitions/competitions.routes';
import { fantasyModule } from './fantasy/fantasy.routes';
import { leaderboardsModule } from './leaderboards/leaderboards.routes';
import { importsModule } from './imports/imports.routes';
import { adminDataModule } from './admin-data/admin-data.routes';
import { leaguesModule } from './leagues/leagues.routes';
import { adminLeaguesModule } from './admin-leagues/admin-leagues.routes';
import { competitorsModule } from './competitors/competitors.routes';
import { statsModule } from './stats/stats.routes';
import { scrapingModule } from './scraping/scraping.routes';
import { matchingModule } from './matching/matching.routes';
import { pushModule } from './push/push.routes';
import { resultsHistoryModule } from './results-history/results-history.routes';
import { pricingModule } from './pricing/pricing.routes';
import { scoreHistoryModule } from './score-history/score-history.routes';
import { adminEntriesModule } from './admin-entries/admin-entries.routes';

/** Every module of the API, each its own plugin under its URL prefix (decision 064). */
export const MODULES: readonly AppModule[] = [
  healthModule,
  articlesModule,
  pollsModule,
  feedbackModule,
  adminArticlesModule,
  adminFeedbackModule,
  uploadsModule,
  statsModule,
  competitorsModule,
  competitionsModule,
  authModule,
  usersModule,
  adminCompetitionsModule,
  liveScoringModule,
  fantasyModule,
  leaderboardsModule,
  importsModule,
  adminDataModule,
  leaguesModule,
  adminLeaguesModule,
  pushModule,
  scrapingModule,
  matchingModule,
  resultsHistoryModule,
  pricingModule,
  scoreHistoryModule,
  adminEntriesModule,
];

/**
 * Registers every module in one plugin of their own, beside the pages: the one guard, which
 * refuses a route that does not declare who may call it and checks those who do, runs for the
 * modules' routes alone; each module then gets its own child plugin.
 */
export async function registerModules(app: AppInstance, deps: AppDeps) {
  await app.register(async function modules(scope: AppInstance) {
    registerAccessChecks(scope);
    for (const module of MODULES) await registerModule(scope, module, deps);
  });
}
