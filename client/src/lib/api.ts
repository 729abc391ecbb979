import type { z } from 'zod';

/** A non-success answer from the API. The message reads `${status}: ${text}`. */
export class ApiError extends Error {
  override readonly name = 'ApiError';

  constructor(
    readonly status: number,
    readonly body: unknown,
    text: string,
  ) {
    super(`${status}: ${text}`);
  }
}

export function isApiError(error: unknown, status?: number): error is ApiError {
  return error instanceof ApiError && (status === undefined || error.status === status);
}

/**
 * The fetch the API calls use: the browser's, or, when the server prerenders a page
 * (client/src/entry-server.tsx), one that answers from the app in the same process.
 */
let fetchApi: typeof fetch = (input, init) => fetch(input, init);

export function setApiFetch(implementation: typeof fetch): void {
  fetchApi = implementation;
}

export type HttpMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

export interface ApiGetOptions {
  /** 'throw' (default) raises ApiError(401); 'returnNull' resolves to null instead. */
  on401?: 'throw' | 'returnNull';
}

function messageOf(body: unknown): string | undefined {
  if (typeof body === 'object' && body !== null && 'message' in body) {
    const { message } = body;
    if (typeof message === 'string' && message.length > 0) return message;
  }
  return undefined;
}

async function readBody(response: Response): Promise<{ body: unknown; text: string }> {
  const text = await response.text();
  if (text.length === 0) return { body: null, text };
  try {
    return { body: JSON.parse(text) as unknown, text };
  } catch {
    return { body: text, text };
  }
}

async function toApiError(response: Response): Promise<ApiError> {
  const { body, text } = await readBody(response);
  const detail = messageOf(body) ?? (text.trim() || response.statusText || 'Request failed');
  return new ApiError(response.status, body, detail);
}

async function parseSuccess<T>(response: Response, schema?: z.ZodType<T>): Promise<T> {
  const { body } = await readBody(response);
  return schema ? schema.parse(body) : (body as T);
}

/** GET a JSON resource; with a schema the answer is validated and typed by it. */
export async function apiGet<T>(url: string, schema?: z.ZodType<T>): Promise<T>;
export async function apiGet<T>(
  url: string,
  schema: z.ZodType<T> | undefined,
  options: { on401: 'returnNull' },
): Promise<T | null>;
export async function apiGet<T>(
  url: string,
  schema: z.ZodType<T> | undefined,
  options: ApiGetOptions,
): Promise<T | null>;
export async function apiGet<T>(
  url: string,
  schema?: z.ZodType<T>,
  options: ApiGetOptions = {},
): Promise<T | null> {
  const response = await fetchApi(url, {
    method: 'GET',
    credentials: 'include',
    headers: { accept: 'application/json' },
  });
  if (response.status === 401 && options.on401 === 'returnNull') return null;
  if (!response.ok) throw await toApiError(response);
  return parseSuccess(response, schema);
}

/** Send a change (POST, PUT, PATCH, DELETE) with an optional JSON body. */
export async function apiSend<T = unknown>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  schema?: z.ZodType<T>,
): Promise<T> {
  const hasBody = body !== undefined;
  const response = await fetch(url, {
    method,
    credentials: 'include',
    headers: hasBody
      ? { accept: 'application/json', 'content-type': 'application/json' }
      : { accept: 'application/json' },
    body: hasBody ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw await toApiError(response);
  return parseSuccess(response, schema);
}

export type QueryValue = string | number | boolean | null | undefined;

/** `?a=1&b=x` from the defined, non-empty params (leading '?' included), or '' when none. */
export function buildQuery(params: Record<string, QueryValue | readonly QueryValue[]>): string {
  const search = new URLSearchParams();
  for (const [key, raw] of Object.entries(params)) {
    const values = Array.isArray(raw) ? raw : [raw];
    for (const value of values as readonly QueryValue[]) {
      if (value === undefined || value === null || value === '') continue;
      search.append(key, String(value));
    }
  }
  const query = search.toString();
  return query ? `?${query}` : '';
}
