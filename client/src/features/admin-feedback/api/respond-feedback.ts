import { useMutation, useQueryClient } from '@tanstack/react-query';
import { feedbackItemSchema } from '@contract/admin-feedback';
import { apiSend } from '@/lib/api';
import { adminFeedbackKey } from './get-admin-feedback';

export const respondToFeedback = (id: number, response: string) =>
  apiSend('POST', `/api/admin/feedback/${id}/respond`, { response }, feedbackItemSchema);

export function useRespondToFeedback() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, response }: { id: number; response: string }) =>
      respondToFeedback(id, response),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: adminFeedbackKey }),
  });
}
