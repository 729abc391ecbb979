import { onlineManager } from '@tanstack/react-query';
import { afterEach, describe, expect, it } from 'vitest';
import { createQueryClient } from './query-client';

describe('the query client offline', () => {
  afterEach(() => onlineManager.setOnline(true));

  it('still asks for a read, so the service worker can answer it from its saved reads', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient(() => undefined);
    const answer = await client.fetchQuery({
      queryKey: ['calendar'],
      queryFn: () => Promise.resolve('saved calendar'),
    });
    expect(answer).toBe('saved calendar');
  });

  it('ends a read nobody can answer in its error state instead of waiting', async () => {
    onlineManager.setOnline(false);
    const client = createQueryClient(() => undefined);
    await expect(
      client.fetchQuery({
        queryKey: ['news'],
        queryFn: () => Promise.reject(new TypeError('Failed to fetch')),
      }),
    ).rejects.toThrow('Failed to fetch');
    expect(client.getQueryState(['news'])).toMatchObject({ status: 'error', fetchStatus: 'idle' });
  });
});
