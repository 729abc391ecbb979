import { describe, expect, it } from 'vitest';
import { articleDate } from './article-format';

describe('dates in one format', () => {
  it('prints an article date as every other screen does ("4 Jan 2026")', () => {
    expect(
      articleDate({ publishedAt: '2026-01-04T09:00:00Z', createdAt: '2025-12-30T09:00:00Z' }),
    ).toEqual({
      iso: '2026-01-04T09:00:00Z',
      text: '4 Jan 2026',
    });
  });
});
