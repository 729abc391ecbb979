import { useMutation } from '@tanstack/react-query';
import { authResponseSchema, type AuthResponse, type TokenPasswordRequest } from '@contract/auth';
import { apiSend } from '@/lib/api';
import { withoutSessionRedirect } from '@/lib/auth-mutation-error';

export type VerifyEndpoint = '/api/auth/verify-email' | '/api/auth/dev-verify';

export function verifyEmail(
  body: TokenPasswordRequest,
  endpoint: VerifyEndpoint = '/api/auth/verify-email',
): Promise<AuthResponse> {
  return withoutSessionRedirect(() => apiSend('POST', endpoint, body, authResponseSchema));
}

/** Sets the password with an emailed token; the answer signs the user in. */
export function useVerifyEmail(endpoint: VerifyEndpoint = '/api/auth/verify-email') {
  return useMutation({
    mutationFn: (body: TokenPasswordRequest) => verifyEmail(body, endpoint),
  });
}
