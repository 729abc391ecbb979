import fs from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { AppDeps, AppInstance } from '../types';

/** Serves the built client, hashed assets cached for a year, and index.html for every other path. */
export async function registerClient(app: AppInstance, deps: AppDeps) {
  const root = deps.config.clientDir;
  const indexPath = path.join(root, 'index.html');
  const hasBuild = fs.existsSync(indexPath);
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root,
      wildcard: false,
      index: false,
      setHeaders: (response, filePath) => {
        if (filePath.includes(`${path.sep}assets${path.sep}`)) {
          void response.header('cache-control', 'public, max-age=31536000, immutable');
        } else {
          void response.header('cache-control', 'no-cache');
        }
      },
    });
  }
  const indexHtml = hasBuild ? fs.readFileSync(indexPath) : undefined;

  app.setNotFoundHandler((request, reply) => {
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
    if (!indexHtml) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send(
          'The client has not been built yet: run `npm run build`, or `npm start`, which builds it.',
        );
    }
    return reply
      .status(200)
      .type('text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .send(indexHtml);
  });
}
