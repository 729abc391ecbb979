import {
  articleDetailSchema,
  articleListQuerySchema,
  articleListResponseSchema,
  articleSlugParamsSchema,
  featuredArticlesResponseSchema,
} from '../../../contract/articles';
import type { AppDeps, AppInstance } from '../../types';
import type { AppModule } from '../module';
import { getArticleBySlug, getArticlePage, getFeaturedArticles } from './articles.service';

function articlesRoutes(app: AppInstance, deps: AppDeps) {
  // Lists are public and may lag a replica by a moment; one article (premium rules, an admin
  // checking what they just published) is read from the primary.
  const { db, readDb } = deps.database;

  app.get(
    '',
    {
      config: { access: 'visitor' },
      schema: {
        querystring: articleListQuerySchema,
        response: { 200: articleListResponseSchema },
      },
    },
    async (request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return getArticlePage(readDb, request.query);
    },
  );

  app.get(
    '/featured',
    {
      config: { access: 'visitor' },
      schema: { response: { 200: featuredArticlesResponseSchema } },
    },
    async () => getFeaturedArticles(readDb),
  );

  app.get(
    '/by-slug/:slug',
    {
      config: { access: 'visitor' },
      schema: { params: articleSlugParamsSchema, response: { 200: articleDetailSchema } },
    },
    // Premium text for premium readers and drafts for administrators: the session decides those,
    // and so the cache policy does (private for a signed-in reader,
    // server/plugins/session-cache-policy.ts). A published free article never reads it.
    async (request, reply) => {
      void reply.header('cache-control', 'no-cache');
      return getArticleBySlug(db, request.params.slug, () => request.user);
    },
  );
}

export const articlesModule: AppModule = {
  name: 'articles',
  prefix: '/api/articles',
  routes: articlesRoutes,
};
