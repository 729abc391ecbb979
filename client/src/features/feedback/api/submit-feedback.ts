import { useMutation } from '@tanstack/react-query';
import { feedbackCreatedSchema, type FeedbackBody } from '@contract/feedback';
import { apiSend } from '@/lib/api';

export const submitFeedback = (body: FeedbackBody) =>
  apiSend('POST', '/api/feedback', body, feedbackCreatedSchema);

export const useSubmitFeedback = () => useMutation({ mutationFn: submitFeedback });
