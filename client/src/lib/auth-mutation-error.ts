import { isApiError } from './api';

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

/** The server's refusal of the submitted password (400 on the field `password`), for the form. */
export function passwordRefusalOf(error: Error, password: string) {
  if (!isApiError(error, 400)) return null;
  const { body } = error;
  const field = body && typeof body === 'object' && 'field' in body ? body.field : undefined;
  if (field !== 'password') return null;
  return { password, message: serverMessage(error).replace(/^password: /, '') };
}
