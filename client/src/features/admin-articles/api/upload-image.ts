import { useMutation } from '@tanstack/react-query';
import { uploadedImageSchema } from '@contract/admin-articles';
import { ApiError } from '@/lib/api';

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

/** Sends an image as multipart; the server checks its type and size and answers its URL. */
export async function uploadImage(file: File) {
  const form = new FormData();
  form.append('image', file);
  const response = await fetch('/api/admin/uploads/image', {
    method: 'POST',
    credentials: 'include',
    headers: { accept: 'application/json' },
    body: form,
  });
  const text = await response.text();
  const body = parseBody(text);
  if (!response.ok) {
    const message =
      typeof body === 'object' &&
      body !== null &&
      'message' in body &&
      typeof body.message === 'string'
        ? body.message
        : text || response.statusText;
    throw new ApiError(response.status, body, message);
  }
  return uploadedImageSchema.parse(body);
}

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
