import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ArticleTab, articleListResponseSchema } from '@contract/articles';
import type { z } from 'zod';
import { apiGet, buildQuery } from '@/lib/api';

export const articlesKey = ['articles'] as const;
export const articleListKey = (tab: ArticleTab) => [...articlesKey, 'list', tab] as const;

/** One page of published, non-featured articles, newest first. */
export const getArticles = (tab: ArticleTab, cursor?: string) =>
  apiGet<z.infer<typeof articleListResponseSchema>>(`/api/articles${buildQuery({ tab, cursor })}`);

export const articleListQueryOptions = (tab: ArticleTab) =>
  infiniteQueryOptions({
    queryKey: articleListKey(tab),
    queryFn: ({ pageParam }) => getArticles(tab, pageParam),
    initialPageParam: undefined as string | undefined,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
  });

export const useArticles = (tab: ArticleTab) => useInfiniteQuery(articleListQueryOptions(tab));
