import fs from 'node:fs';
import fastifyStatic from '@fastify/static';
import { declareAccessOfPluginRoutes } from '../../plugins/auth-context';
import type { AppDeps, AppInstance } from '../../types';
import { uploadsDirectory } from './uploads.service';

/**
 * The uploaded images, public files under `/uploads/` kept for a year (their names are random
 * and never reused). Files, not API routes: registered beside the client's own files
 * (`server/app.ts`), outside the modules and their guard, open to visitors.
 */
export async function registerUploadedFiles(app: AppInstance, deps: AppDeps) {
  const directory = uploadsDirectory(deps.config.dataDir);
  fs.mkdirSync(directory, { recursive: true });
  await app.register(async (scope: AppInstance) => {
    declareAccessOfPluginRoutes(scope, 'visitor');
    await scope.register(fastifyStatic, {
      root: directory,
      prefix: '/uploads/',
      decorateReply: false,
      index: false,
      list: false,
      dotfiles: 'deny',
      setHeaders: (response) => {
        void response.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  });
}
