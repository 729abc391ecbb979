import type { AppDeps, AppInstance } from '../types';
import { adminArticlesRoutes } from './admin-articles/admin-articles.routes';
import { adminFeedbackRoutes } from './admin-feedback/admin-feedback.routes';
import { articlesRoutes } from './articles/articles.routes';
import { feedbackRoutes } from './feedback/feedback.routes';
import { pollsRoutes } from './polls/polls.routes';
import { uploadsRoutes } from './uploads/uploads.routes';
import { adminCompetitionsRoutes } from './admin-competitions/admin-competitions.routes';
import { healthRoutes } from './health/health.routes';
import { authRoutes } from './auth/auth.routes';
import { usersRoutes } from './users/users.routes';
import { liveScoringRoutes } from './live-scoring/live-scoring.routes';
import { competitionsRoutes } from './competitions/competitions.routes';
import { fantasyRoutes } from './fantasy/fantasy.routes';
import { leaderboardsRoutes } from './leaderboards/leaderboards.routes';
import { importsRoutes } from './imports/imports.routes';
import { adminDataRoutes } from './admin-data/admin-data.routes';
import { leaguesRoutes } from './leagues/leagues.routes';
import { adminLeaguesRoutes } from './admin-leagues/admin-leagues.routes';
import { competitorsRoutes } from './competitors/competitors.routes';
import { statsRoutes } from './stats/stats.routes';
import { scrapingRoutes } from './scraping/scraping.routes';
import { matchingRoutes } from './matching/matching.routes';
import { pushRoutes } from './push/push.routes';
import { resultsHistoryRoutes } from './results-history/results-history.routes';
import { pricingRoutes } from './pricing/pricing.routes';
import { scoreHistoryRoutes } from './score-history/score-history.routes';
import { adminEntriesRoutes } from './admin-entries/admin-entries.routes';

/** Every module's routes, registered in one place. */
export async function registerModules(app: AppInstance, deps: AppDeps) {
  const modules: Array<(app: AppInstance, deps: AppDeps) => void | Promise<void>> = [
    healthRoutes,
    articlesRoutes,
    pollsRoutes,
    feedbackRoutes,
    adminArticlesRoutes,
    adminFeedbackRoutes,
    uploadsRoutes,
    statsRoutes,
    competitorsRoutes,
    competitionsRoutes,
    authRoutes,
    usersRoutes,
    adminCompetitionsRoutes,
    liveScoringRoutes,
    fantasyRoutes,
    leaderboardsRoutes,
    importsRoutes,
    adminDataRoutes,
    leaguesRoutes,
    adminLeaguesRoutes,
    pushRoutes,
    scrapingRoutes,
    matchingRoutes,
    resultsHistoryRoutes,
    pricingRoutes,
    scoreHistoryRoutes,
    adminEntriesRoutes,
  ];
  for (const register of modules) await register(app, deps);
}
