import type { z } from 'zod';
import { ApiError } from '@/lib/api';

async function failure(response: Response): Promise<ApiError> {
  const text = await response.text();
  let body: unknown = text;
  let message = text.trim() || response.statusText || 'Request failed';
  try {
    body = JSON.parse(text);
    if (
      typeof body === 'object' &&
      body !== null &&
      'message' in body &&
      typeof body.message === 'string'
    ) {
      message = body.message;
    }
  } catch {
    // a plain-text answer
  }
  return new ApiError(response.status, body, message);
}

/** POSTs one file as multipart/form-data under `field` and validates the answer. */
export async function uploadCsv<T>(
  url: string,
  field: string,
  file: File,
  schema: z.ZodType<T>,
): Promise<T> {
  const form = new FormData();
  form.append(field, file);
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { accept: 'application/json' },
    body: form,
  });
  if (!response.ok) throw await failure(response);
  return schema.parse(await response.json());
}

/** GETs a file and saves it under the server's file name (content-disposition) or `fallback`. */
export async function downloadFile(url: string, fallback: string): Promise<void> {
  const response = await fetch(url, { credentials: 'include' });
  if (!response.ok) throw await failure(response);
  const disposition = response.headers.get('content-disposition') ?? '';
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(disposition)?.[1];
  const plain = /filename="([^"]+)"/i.exec(disposition)?.[1];
  const name = encoded ? decodeURIComponent(encoded) : (plain ?? fallback);
  const href = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = href;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(href), 1000);
}
