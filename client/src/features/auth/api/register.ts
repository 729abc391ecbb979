import { useMutation } from '@tanstack/react-query';
import { messageSchema, type MessageResponse, type RegisterRequest } from '@contract/auth';
import { apiSend } from '@/lib/api';

export function register(body: RegisterRequest): Promise<MessageResponse> {
  return apiSend('POST', '/api/auth/register', body, messageSchema);
}

export function useRegister() {
  return useMutation({ mutationFn: register });
}
