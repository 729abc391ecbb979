/** The tabs of /news, without zod, so the client's news screen needs no validator. */
export const ARTICLE_TABS = ['all', 'free', 'premium'] as const;

export function isArticleTab(value: unknown): value is (typeof ARTICLE_TABS)[number] {
  return ARTICLE_TABS.some((tab) => tab === value);
}
