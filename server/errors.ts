export type AppErrorCode =
  | 'BAD_REQUEST'
  | 'UNAUTHORIZED'
  | 'FORBIDDEN'
  | 'NOT_FOUND'
  | 'CONFLICT'
  | 'PAYLOAD_TOO_LARGE'
  | 'UNSUPPORTED_MEDIA_TYPE'
  | 'UNPROCESSABLE'
  | 'TOO_MANY_REQUESTS'
  | 'SERVICE_UNAVAILABLE';

export const statusByCode: Record<AppErrorCode, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

/** The one error type services throw; the error plugin maps `code` to an HTTP status. */
export class AppError extends Error {
  readonly code: AppErrorCode;
  readonly field: string | undefined;
  readonly headers: Record<string, string> | undefined;

  constructor(
    code: AppErrorCode,
    message: string,
    options?: { field?: string; headers?: Record<string, string> },
  ) {
    super(message);
    this.name = 'AppError';
    this.code = code;
    this.field = options?.field;
    this.headers = options?.headers;
  }
}

export const badRequest = (message: string, field?: string) =>
  new AppError('BAD_REQUEST', message, field === undefined ? undefined : { field });
export const notFound = (message: string) => new AppError('NOT_FOUND', message);
export const conflict = (message: string) => new AppError('CONFLICT', message);
export const forbidden = (message: string) => new AppError('FORBIDDEN', message);
export const unauthorized = (message = 'Unauthorized') => new AppError('UNAUTHORIZED', message);
