import type { FastifyRequest } from 'fastify';
import fs from 'node:fs';
import multipart from '@fastify/multipart';
import fastifyStatic from '@fastify/static';
import {
  ADMIN_ARTICLE_MESSAGES,
  IMAGE_UPLOAD,
  uploadedImageSchema,
} from '../../../contract/admin-articles';
import { AppError, badRequest } from '../../errors';
import { adminOnly } from '../../plugins/auth-context';
import type { AppDeps, AppInstance } from '../../types';
import { storeImage, uploadsDirectory } from './uploads.service';

async function readImageFile(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(ADMIN_ARTICLE_MESSAGES.imageMissing, 'image');
  const file = await request.file();
  if (!file) throw badRequest(ADMIN_ARTICLE_MESSAGES.imageMissing, 'image');
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: unknown }).code === 'FST_REQ_FILE_TOO_LARGE') {
      throw new AppError('PAYLOAD_TOO_LARGE', ADMIN_ARTICLE_MESSAGES.imageTooLarge);
    }
    throw error;
  }
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
