import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedbackItemSchema } from '@contract/admin-feedback';
import { apiSend } from '@/lib/api';
import { adminFeedbackKey } from './get-admin-feedback';

export const resolveFeedback = (id: number) =>
  apiSend('PATCH', `/api/admin/feedback/${id}/resolve`, undefined, feedbackItemSchema);

export function useResolveFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: resolveFeedback,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminFeedbackKey }),
  });
}
