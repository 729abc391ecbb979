import { ApiError } from '@/lib/api';

async function failure(response: Response): Promise<ApiError> {
  const text = await response.text();
  let message = text.trim() || response.statusText || 'Request failed';
  try {
    const body = JSON.parse(text) as unknown;
    if (typeof body === 'object' && body !== null && 'message' in body) {
      const value = body.message;
      if (typeof value === 'string') message = value;
    }
  } catch {
    // plain text body
  }
  return new ApiError(response.status, text, message);
}

/** GET /api/admin/competitions/{id}/entries/csv, saved as {name}_entries.csv. */
export async function downloadEntriesCsv(id: number, name: string): Promise<void> {
  const response = await fetch(`/api/admin/competitions/${id}/entries/csv`, {
    credentials: 'include',
  });
  if (!response.ok) throw await failure(response);
  const blob = await response.blob();
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `${name.replace(/[^\w-]+/g, '_')}_entries.csv`;
  link.click();
  URL.revokeObjectURL(url);
}

async function uploadFile(url: string, field: string, file: File): Promise<unknown> {
  const form = new FormData();
  form.append(field, file);
  const response = await fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { accept: 'application/json' },
    body: form,
  });
  if (!response.ok) throw await failure(response);
  return response.json();
}

/** POST /api/admin/competitions/{id}/entries/upload with csvFile. */
export function uploadResultsCsv(id: number, file: File) {
  return uploadFile(`/api/admin/competitions/${id}/entries/upload`, 'csvFile', file);
}

/** POST /api/admin/competitions/{id}/startlist with startlist. */
export function uploadStartlist(id: number, file: File) {
  return uploadFile(`/api/admin/competitions/${id}/startlist`, 'startlist', file);
}
