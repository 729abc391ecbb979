import { isApiError } from '@/lib/api';

/**
 * Auth forms report their own failures ('Login failed' with the server's sentence). A 401 here
 * means wrong credentials, not an expired session, so it must not reach the global 401 handler.
 */
export async function withoutSessionRedirect<T>(request: () => Promise<T>): Promise<T> {
  try {
    return await request();
  } catch (error) {
    if (isApiError(error, 401)) throw new Error(error.message, { cause: error });
    throw error;
  }
}

/** The server's sentence without the `STATUS: ` prefix, for a toast description. */
export function serverMessage(error: Error): string {
  return error.message.replace(/^\d{3}: /, '');
}
