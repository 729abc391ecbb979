import { useMutation } from '@tanstack/react-query';
import { messageSchema, type ForgotPasswordRequest, type MessageResponse } from '@contract/auth';
import { apiSend } from '@/lib/api';

export function forgotPassword(body: ForgotPasswordRequest): Promise<MessageResponse> {
  return apiSend('POST', '/api/auth/forgot-password', body, messageSchema);
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}
