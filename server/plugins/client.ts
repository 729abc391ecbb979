import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { createPageStatus, type PageStatus } from '../ssr/page-status';
import { createPrerenderer, loadServerEntry, pageOf, plainDocument } from '../ssr/prerender';
import type { AppDeps, AppInstance } from '../types';
import { declareAccessOfPluginRoutes } from './auth-context';

const ASSET_CACHE = 'public, max-age=31536000, immutable';

/**
 * Serves the built client, hashed assets cached for a year, and index.html for every other path:
 * 200 for a page, 404 where there is none (its not-found screen, decision 084).
 */
export async function registerClient(app: AppInstance, deps: AppDeps) {
  const root = deps.config.clientDir;
  const indexPath = path.join(root, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  if (hasBuild) {
    // In a scope of its own, so that only the client's files are declared open to visitors.
    await app.register(async (files: AppInstance) => {
      declareAccessOfPluginRoutes(files, 'visitor');
      await files.register(fastifyStatic, {
        root,
        wildcard: false,
        index: false,
        setHeaders: (response, filePath) => {
          if (filePath.includes(`${path.sep}assets${path.sep}`)) {
            void response.header('cache-control', ASSET_CACHE);
          } else {
            void response.header('cache-control', 'no-cache');
          }
        },
      });
      // Hashed assets are looked up when asked for, not listed at start: a build made while this
      // process runs (its scripts asked for by pages another process served) is served at once
      // (docs/decisions/115-rolling-deploys.md).
      await files.register(fastifyStatic, {
        root: path.join(root, 'assets'),
        prefix: '/assets/',
        decorateReply: false,
        index: false,
        setHeaders: (response) => void response.header('cache-control', ASSET_CACHE),
      });
    });
  }
  const indexHtml = hasBuild ? fs.readFileSync(indexPath, 'utf8') : undefined;
  const plainPage = indexHtml ? pageOf(plainDocument(indexHtml, deps.config.clientDir)) : undefined;
  const entry = indexHtml ? await loadServerEntry(app, deps) : null;
  const prerender = indexHtml && entry ? createPrerenderer(app, deps, indexHtml, entry) : null;
  // Without the server build the route table is unknown here: every page answers 200.
  const statusOf: PageStatus = entry
    ? createPageStatus(app, entry.pagePresence)
    : () => Promise.resolve(200);

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '';
    if (pathname === '/api' || pathname.startsWith('/api/')) {
      return reply
        .status(404)
        .send({ message: `No API endpoint at ${request.method} ${pathname}.` });
    }
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return reply.status(404).send({ message: `Nothing at ${request.method} ${pathname}.` });
    }
    if (path.extname(pathname) !== '' && !pathname.endsWith('.html')) {
      return reply.status(404).type('text/plain; charset=utf-8').send('Not found.');
    }
    if (!indexHtml || !plainPage) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(
          'The client has not been built yet: run `npm run build`, or `npm start`, which builds it.',
        );
    }
    const [rendered, status] = await Promise.all([
      request.method === 'GET' && prerender ? prerender(request) : null,
      statusOf(request),
    ]);
    const page = rendered ?? plainPage;
    // The 404 handler is outside @fastify/compress's routes: the document is gzipped here.
    const gzip = /\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''));
    void reply
      .status(status)
      .type('text/html; charset=utf-8')
      // A page rendered for one player holds their data: no cache stores it (decision 034).
      .header('cache-control', page.personal ? 'private, no-store' : 'no-cache')
      .header('vary', 'Cookie, Accept-Encoding');
    if (gzip) void reply.header('content-encoding', 'gzip');
    return reply.send(gzip ? page.gzip() : page.html);
  });
}
