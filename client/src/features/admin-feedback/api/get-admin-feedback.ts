import { queryOptions, useQuery } from '@tanstack/react-query';
import { feedbackListResponseSchema } from '@contract/admin-feedback';
import { apiGet } from '@/lib/api';

export const adminFeedbackKey = ['admin', 'feedback'] as const;

export const getAdminFeedback = () => apiGet('/api/admin/feedback', feedbackListResponseSchema);

export const adminFeedbackQueryOptions = () =>
  queryOptions({ queryKey: adminFeedbackKey, queryFn: getAdminFeedback });

export const useAdminFeedback = () => useQuery(adminFeedbackQueryOptions());
