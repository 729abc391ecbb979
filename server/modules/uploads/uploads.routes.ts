import type { FastifyRequest } from 'fastify';
import multipart from '@fastify/multipart';
import {
  ADMIN_ARTICLE_MESSAGES,
  IMAGE_UPLOAD,
  uploadedImageSchema,
} from '../../../contract/admin-articles';
import { readUploadedFile } from '../imports/upload';
import type { AppDeps, AppInstance } from '../../types';
import type { AppModule } from '../module';
import { storeImage } from './uploads.service';

async function readImageFile(request: FastifyRequest): Promise<Buffer> {
  const { bytes } = await readUploadedFile(request, {
    field: null,
    label: 'image',
    missing: ADMIN_ARTICLE_MESSAGES.imageMissing,
    tooLarge: ADMIN_ARTICLE_MESSAGES.imageTooLarge,
  });
  return bytes;
}

/** Featured-image uploads; admin only. */
async function uploadsRoutes(app: AppInstance, deps: AppDeps) {
  await app.register(multipart, {
    limits: { fileSize: IMAGE_UPLOAD.maxBytes, files: 1, fields: 5, parts: 6 },
  });
  app.post(
    '/image',
    { config: { access: 'admin' }, schema: { response: { 201: uploadedImageSchema } } },
    async (request, reply) => {
      const image = await storeImage(deps.config.dataDir, await readImageFile(request));
      return reply.status(201).send(image);
    },
  );
}

export const uploadsModule: AppModule = {
  name: 'uploads',
  prefix: '/api/admin/uploads',
  routes: uploadsRoutes,
};
