import type { ArticleSummary } from '@contract/articles';

const dateFormat = new Intl.DateTimeFormat(undefined, {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** The date a reader sees: publication, else creation, in the viewer's zone. */
export function articleDate(article: Pick<ArticleSummary, 'publishedAt' | 'createdAt'>) {
  const iso = article.publishedAt ?? article.createdAt;
  return { iso, text: dateFormat.format(new Date(iso)) };
}
