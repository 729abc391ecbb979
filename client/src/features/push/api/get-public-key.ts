import { publicKeyResponseSchema, type PublicKeyResponse } from '@contract/push';
import { apiGet } from '@/lib/api';

export function getPublicKey(): Promise<PublicKeyResponse> {
  return apiGet('/api/push/public-key', publicKeyResponseSchema);
}
