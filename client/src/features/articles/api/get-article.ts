import { queryOptions, useQuery } from '@tanstack/react-query';
import type { articleDetailSchema } from '@contract/articles';
import type { z } from 'zod';
import { apiGet } from '@/lib/api';
import { articlesKey } from '@/api/get-articles';

export const articleKey = (slug: string) => [...articlesKey, 'by-slug', slug] as const;

/** The article for the reader; premium text arrives already cut for non-premium readers. */
export const getArticle = (slug: string) =>
  apiGet<z.infer<typeof articleDetailSchema>>(`/api/articles/by-slug/${encodeURIComponent(slug)}`);

export const articleQueryOptions = (slug: string) =>
  queryOptions({ queryKey: articleKey(slug), queryFn: () => getArticle(slug) });

export const useArticle = (slug: string) => useQuery(articleQueryOptions(slug));
