import {
  adminArticleListSchema,
  adminArticleSchema,
  articleInputSchema,
  featuredBodySchema,
  pollCreateSchema,
  pollCreatedSchema,
  pollInputSchema,
} from '../../../contract/admin-articles';
import { articleIdParamsSchema } from '../../../contract/articles';
import { messageSchema } from '../../../contract/auth';
import { guardedUser } from '../../plugins/auth-context';
import type { AppDeps, AppInstance } from '../../types';
import type { AppModule } from '../module';
import {
  createArticle,
  createArticlePoll,
  editArticle,
  editArticlePoll,
  getAdminArticles,
  removeArticle,
  setArticleFeatured,
} from './admin-articles.service';

function adminArticlesRoutes(app: AppInstance, deps: AppDeps) {
  const db = deps.database.db;
  const params = articleIdParamsSchema;

  app.get(
    '',
    { config: { access: 'admin' }, schema: { response: { 200: adminArticleListSchema } } },
    async () => getAdminArticles(db),
  );

  app.post(
    '',
    {
      config: { access: 'admin' },
      schema: { body: articleInputSchema, response: { 201: adminArticleSchema } },
    },
    async (request, reply) => {
      const admin = guardedUser(request);
      const article = await createArticle(db, request.body, admin.id, deps.clock.now());
      return reply.status(201).send(article);
    },
  );

  app.put(
    '/:id',
    {
      config: { access: 'admin' },
      schema: { params, body: articleInputSchema, response: { 200: adminArticleSchema } },
    },
    async (request) => editArticle(db, request.params.id, request.body, deps.clock.now()),
  );

  app.delete(
    '/:id',
    { config: { access: 'admin' }, schema: { params, response: { 200: messageSchema } } },
    async (request) => removeArticle(db, request.params.id),
  );

  app.put(
    '/:id/featured',
    {
      config: { access: 'admin' },
      schema: { params, body: featuredBodySchema, response: { 200: adminArticleSchema } },
    },
    async (request) =>
      setArticleFeatured(db, request.params.id, request.body.isFeatured, deps.clock.now()),
  );

  app.post(
    '/:id/polls',
    {
      config: { access: 'admin', refusals: ['CONFLICT'] },
      schema: { params, body: pollCreateSchema, response: { 201: pollCreatedSchema } },
    },
    async (request, reply) => {
      const poll = await createArticlePoll(db, request.params.id, request.body, deps.clock.now());
      return reply.status(201).send(poll);
    },
  );

  app.put(
    '/:id/poll',
    {
      config: { access: 'admin' },
      schema: { params, body: pollInputSchema, response: { 200: pollCreatedSchema } },
    },
    async (request) => editArticlePoll(db, request.params.id, request.body, deps.clock.now()),
  );
}

export const adminArticlesModule: AppModule = {
  name: 'admin-articles',
  prefix: '/api/admin/articles',
  routes: adminArticlesRoutes,
};
