import { useMutation } from '@tanstack/react-query';
import { messageSchema, type MessageResponse, type TokenPasswordRequest } from '@contract/auth';
import { apiSend } from '@/lib/api';
import { withoutSessionRedirect } from '@/lib/auth-mutation-error';

export function resetPassword(body: TokenPasswordRequest): Promise<MessageResponse> {
  return withoutSessionRedirect(() =>
    apiSend('POST', '/api/auth/reset-password', body, messageSchema),
  );
}

export function useResetPassword() {
  return useMutation({ mutationFn: resetPassword });
}
