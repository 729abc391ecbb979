import type { ArticleSummary } from '@contract/articles';
import { formatDayMonthYear } from './dates';

/** The date a reader sees: publication, else creation ("4 May 2026", UTC, see lib/dates). */
export function articleDate(article: Pick<ArticleSummary, 'publishedAt' | 'createdAt'>) {
  const iso = article.publishedAt ?? article.createdAt;
  return { iso, text: formatDayMonthYear(iso) };
}
