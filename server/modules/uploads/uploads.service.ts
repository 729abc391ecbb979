import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { ADMIN_ARTICLE_MESSAGES, type UploadedImage } from '../../../contract/admin-articles';
import { AppError } from '../../errors';
import { detectImageKind } from './image-type';

export const uploadsDirectory = (dataDir: string) => path.join(dataDir, 'uploads');

/** Stores a PNG, JPEG or WebP image (checked by its bytes) under a random name; returns its public URL. */
export async function storeImage(dataDir: string, bytes: Buffer): Promise<UploadedImage> {
  const kind = detectImageKind(bytes);
  if (!kind) throw new AppError('UNSUPPORTED_MEDIA_TYPE', ADMIN_ARTICLE_MESSAGES.imageType);
  const name = `${randomUUID()}.${kind.extension}`;
  const directory = uploadsDirectory(dataDir);
  await fs.mkdir(directory, { recursive: true });
  await fs.writeFile(path.join(directory, name), bytes, { flag: 'wx' });
  return { url: `/uploads/${name}` };
}
