import type { ApiAnswer } from './api-answers';
import type { Page } from './prerender';

/** Visitors' pages remembered at most (URLs with their query strings). */
const MAX_PAGES = 64;

/** The content of a set of answers: equal keys, equal answers (statuses and tags). */
export function answersKey(answers: ReadonlyMap<string, ApiAnswer>): string {
  return [...answers]
    .map(([path, answer]) => `${path} ${answer.status} ${answer.tag}`)
    .sort()
    .join('\n');
}

type Remembered = { paths: readonly string[]; key: string; page: Page };

/**
 * A visitor's page is a pure function of its URL and the API answers it was rendered from
 * (docs/decisions/048-pages-rendered-from-the-route-table.md). The memo keeps, per URL, the last
 * page and what it was rendered from; a request asks the same calls again (the live view answers
 * a competition's at once, by ETag) and gets the same page only when every answer is the same:
 * it never decides on its own whether something changed, so it can never serve a stale page.
 */
export function createRenderMemo() {
  const pages = new Map<string, Remembered>();
  return {
    /** The page rendered before for `url`, if the answers it came from are still the answers. */
    async recall(url: string, answer: (path: string) => Promise<ApiAnswer>): Promise<Page | null> {
      const remembered = pages.get(url);
      if (!remembered) return null;
      const now = new Map<string, ApiAnswer>();
      await Promise.all(remembered.paths.map(async (path) => now.set(path, await answer(path))));
      return answersKey(now) === remembered.key ? remembered.page : null;
    },
    /** Remembers a page rendered from `answers`; one rendered from a failed call is not kept. */
    remember(url: string, answers: ReadonlyMap<string, ApiAnswer>, page: Page): void {
      if ([...answers.values()].some((answer) => answer.status >= 400)) return;
      pages.delete(url);
      pages.set(url, { paths: [...answers.keys()], key: answersKey(answers), page });
      if (pages.size > MAX_PAGES) {
        const oldest = pages.keys().next();
        if (!oldest.done) pages.delete(oldest.value);
      }
    },
  };
}
