import type { ApiEnvelope, ApiErrorCode, ApiFailure } from '#shared/api-envelope.js';

/*
 * The browser's one way to call our API (spec section 8 "The error catalogue › API"). Every caller
 * (careers, chat, consent, tracking, the admin screens) goes through here and meets two failures,
 * which each maps to its own message:
 * - ApiUnreachableError: no answer at all (the fetch failed: server down, network gone);
 * - ApiError: an answer that is a failure (not 2xx, or an envelope with success false), with its
 *   status and the server's message, or 'HTTP error! status: {code}' when it gave none.
 * An abort by the caller's own signal is passed on as it is. Public pages' islands import this
 * module, so it stays small and brings no zod.
 */

export class ApiUnreachableError extends Error {
  override name = 'ApiUnreachableError';
  constructor(cause: unknown) {
    // Spec section 8 "The error catalogue": what a fetch TypeError becomes.
    super('Cannot connect to backend server...', { cause });
  }
}

export class ApiError extends Error {
  override name = 'ApiError';
  /** The server's own words, when its answer had them. */
  readonly serverMessage: string | undefined;
  readonly code: ApiErrorCode | undefined;
  /** For a refused form: each invalid field's message, by field name. */
  readonly fields: Record<string, string>;

  constructor(
    readonly status: number,
    failure: ApiFailure | undefined,
    /** A 503's Retry-After in seconds: when the server asks to be tried again. */
    readonly retryAfterSeconds?: number,
  ) {
    super(failure?.message || `HTTP error! status: ${status}`);
    this.serverMessage = failure?.message || undefined;
    this.code = failure?.code;
    this.fields = failure?.fields ?? {};
  }
}

export type ApiRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The admin's bearer token. */
  token?: string;
  /** A body sent as JSON. */
  json?: unknown;
  /** A body sent as multipart form data (a file upload). */
  formData?: FormData;
  accept?: string;
  /**
   * The language to be answered in ('bn', the page's): a public endpoint says a refusal given
   * before it reads the body, and its rate limit, in it rather than in the browser's.
   */
  acceptLanguage?: string;
  signal?: AbortSignal;
  /** Lets the request finish while the page unloads (tracking, consent). */
  keepalive?: boolean;
};

/** A successful JSON answer: its status and its envelope's data and message. */
export type ApiAnswer<T> = { status: number; data: T; message?: string };

/** Sends a request to our API and answers the response when it is a success (2xx); throws otherwise. */
export async function apiRequest(path: string, request: ApiRequest = {}): Promise<Response> {
  const headers: Record<string, string> = {};
  if (request.token) headers.authorization = `Bearer ${request.token}`;
  if (request.json !== undefined) headers['content-type'] = 'application/json';
  if (request.accept) headers.accept = request.accept;
  if (request.acceptLanguage) headers['accept-language'] = request.acceptLanguage;
  let response: Response;
  try {
    response = await fetch(path, {
      method: request.method ?? 'GET',
      headers,
      body: request.json !== undefined ? JSON.stringify(request.json) : request.formData,
      signal: request.signal,
      keepalive: request.keepalive,
      cache: 'no-store',
    });
  } catch (error) {
    if (request.signal?.aborted) throw error;
    throw new ApiUnreachableError(error);
  }
  if (!response.ok) {
    const envelope = await readEnvelope(response);
    throw new ApiError(
      response.status,
      envelope && !envelope.success ? envelope : undefined,
      retryAfterSeconds(response.headers.get('retry-after')),
    );
  }
  return response;
}

/** A Retry-After header given in seconds (the server's form), else undefined. */
export function retryAfterSeconds(header: string | null): number | undefined {
  return header && /^\d+$/.test(header) ? Number(header) : undefined;
}

/** A JSON call: the data of a successful envelope; throws ApiUnreachableError or ApiError otherwise. */
export async function apiJson<T>(path: string, request: ApiRequest = {}): Promise<ApiAnswer<T>> {
  const response = await apiRequest(path, request);
  const envelope = await readEnvelope<T>(response);
  if (!envelope?.success) throw new ApiError(response.status, envelope);
  return { status: response.status, data: envelope.data, message: envelope.message };
}

/** The answer's envelope, or undefined when it is not JSON (a proxy's error page, an empty body). */
async function readEnvelope<T>(response: Response): Promise<ApiEnvelope<T> | undefined> {
  if (!response.headers.get('content-type')?.includes('application/json')) return undefined;
  return (await response.json().catch(() => undefined)) as ApiEnvelope<T> | undefined;
}
