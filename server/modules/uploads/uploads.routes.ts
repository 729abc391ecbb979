import type { FastifyRequest } from 'fastify';
import fs from 'node:fs';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import {
  ADMIN_ARTICLE_MESSAGES,
  IMAGE_UPLOAD,
  uploadedImageSchema,
} from '../../../contract/admin-articles';
import { adminOnly } from '../../plugins/auth-context';
import { readUploadedFile } from '../imports/upload';
import type { AppDeps, AppInstance } from '../../types';
import { storeImage, uploadsDirectory } from './uploads.service';

async function readImageFile(request: FastifyRequest): Promise<Buffer> {
  const { bytes } = await readUploadedFile(request, {
    field: null,
    label: 'image',
    missing: ADMIN_ARTICLE_MESSAGES.imageMissing,
    tooLarge: ADMIN_ARTICLE_MESSAGES.imageTooLarge,
  });
  return bytes;
}

/** Featured-image uploads (admin only) and their public files under /uploads/. */
export async function uploadsRoutes(app: AppInstance, deps: AppDeps) {
  const directory = uploadsDirectory(deps.config.dataDir);
  fs.mkdirSync(directory, { recursive: true });

  await app.register(async (scope) => {
    await scope.register(multipart, {
      limits: { fileSize: IMAGE_UPLOAD.maxBytes, files: 1, fields: 5, parts: 6 },
    });
    scope.post(
      '/api/admin/uploads/image',
      { onRequest: adminOnly, schema: { response: { 201: uploadedImageSchema } } },
      async (request, reply) => {
        const image = await storeImage(deps.config.dataDir, await readImageFile(request));
        return reply.status(201).send(image);
      },
    );
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
