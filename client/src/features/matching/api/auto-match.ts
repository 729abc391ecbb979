import { autoMatchEventSchema, type AutoMatchEvent } from '@contract/matching';
import { ApiError } from '@/lib/api';

async function startFailure(response: Response): Promise<ApiError> {
  const text = await response.text();
  let message = text.trim() || response.statusText || 'Request failed';
  let body: unknown = text;
  try {
    body = JSON.parse(text);
    if (typeof body === 'object' && body !== null && 'message' in body) {
      if (typeof body.message === 'string') message = body.message;
    }
  } catch {
    // plain text
  }
  return new ApiError(response.status, body, message);
}

/**
 * POST /api/admin/competitions/{id}/auto-match: reads the server-sent event stream and hands each
 * JSON message to `onEvent`. Aborting `signal` stops it (the server notices the closed stream).
 * Rejects with ApiError when the stream cannot start.
 */
export async function streamAutoMatch(
  competitionId: number,
  onEvent: (event: AutoMatchEvent) => void,
  signal: AbortSignal,
): Promise<void> {
  const response = await fetch(`/api/admin/competitions/${competitionId}/auto-match`, {
    method: 'POST',
    credentials: 'include',
    headers: { accept: 'text/event-stream' },
    signal,
  });
  if (!response.ok || !response.body) throw await startFailure(response);
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    buffer += value;
    let end = buffer.indexOf('\n\n');
    while (end >= 0) {
      const frame = buffer.slice(0, end);
      buffer = buffer.slice(end + 2);
      const data = frame
        .split('\n')
        .filter((line) => line.startsWith('data: '))
        .map((line) => line.slice(6))
        .join('\n');
      if (data) {
        const parsed = autoMatchEventSchema.safeParse(JSON.parse(data));
        if (parsed.success) onEvent(parsed.data);
      }
      end = buffer.indexOf('\n\n');
    }
  }
}
