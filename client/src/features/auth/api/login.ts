import { useMutation } from '@tanstack/react-query';
import { authResponseSchema, type AuthResponse, type LoginRequest } from '@contract/auth';
import { apiSend } from '@/lib/api';
import { withoutSessionRedirect } from '@/lib/auth-mutation-error';

export function login(body: LoginRequest): Promise<AuthResponse> {
  return withoutSessionRedirect(() => apiSend('POST', '/api/auth/login', body, authResponseSchema));
}

/** Signs in; the screen stores the returned user (useSignedInUser) once it knows where to go. */
export function useLogin() {
  return useMutation({ mutationFn: login });
}
