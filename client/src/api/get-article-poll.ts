import { queryOptions, useQuery } from '@tanstack/react-query';
import { pollSchema } from '@contract/polls';
import { apiGet } from '@/lib/api';

export const articlePollKey = (articleId: number) => ['polls', 'article', articleId] as const;

export const getArticlePoll = (articleId: number) =>
  apiGet(`/api/articles/${articleId}/poll`, pollSchema);

export const articlePollQueryOptions = (articleId: number) =>
  queryOptions({ queryKey: articlePollKey(articleId), queryFn: () => getArticlePoll(articleId) });

export const useArticlePoll = (articleId: number) => useQuery(articlePollQueryOptions(articleId));
