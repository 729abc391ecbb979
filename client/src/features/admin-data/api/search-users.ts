import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { adminUserListSchema, type VerifiedFilter } from '@contract/admin-data';
import { apiGet, buildQuery } from '@/lib/api';
import { adminDataKeys } from './keys';

const verifiedParam = (filter: VerifiedFilter) =>
  filter === 'all' ? undefined : filter === 'verified' ? 'true' : 'false';

export const searchUsers = (q: string, filter: VerifiedFilter) =>
  apiGet(
    `/api/admin/data/users/search${buildQuery({ q, verified: verifiedParam(filter) })}`,
    adminUserListSchema,
  );

export const usersQueryOptions = (q: string, filter: VerifiedFilter) =>
  queryOptions({
    queryKey: adminDataKeys.usersSearch(q, filter),
    queryFn: () => searchUsers(q, filter),
    placeholderData: keepPreviousData,
  });

export const useSearchUsers = (q: string, filter: VerifiedFilter) =>
  useQuery(usersQueryOptions(q, filter));
