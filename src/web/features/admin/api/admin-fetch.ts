import type { ApiEnvelope } from '../../../../shared/api-envelope.js';

/** Spec section 8: what the admin sees when the server cannot be reached. */
export const backendUnavailableMessage = 'Backend not available. Please start the backend server.';

/** The server answered with a failure: its message, or the seed's 'HTTP error! status: {code}'. */
export class AdminApiError extends Error {
  override name = 'AdminApiError';
  constructor(
    message: string,
    readonly status: number,
    /** Whether the message is the server's own words (not the generic HTTP one). */
    readonly fromServer = false,
  ) {
    super(message);
  }
}

/** The token was refused (absent, expired or revoked): the admin must sign in again. */
export class UnauthorizedError extends AdminApiError {
  override name = 'UnauthorizedError';
}

/** No answer at all (server down, network gone), or a proxy's error page instead of the API. */
export class BackendUnavailableError extends Error {
  override name = 'BackendUnavailableError';
  constructor() {
    super(backendUnavailableMessage);
  }
}

export type RequestOptions = {
  method?: 'GET' | 'POST' | 'PATCH' | 'DELETE';
  token?: string;
  body?: unknown;
  signal?: AbortSignal;
};

async function send(
  path: string,
  { method = 'GET', token, body, signal }: RequestOptions,
): Promise<Response> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined) headers['content-type'] = 'application/json';
  try {
    return await fetch(path, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
      cache: 'no-store',
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new BackendUnavailableError();
  }
}

async function readEnvelope<T>(response: Response): Promise<ApiEnvelope<T> | undefined> {
  if (!response.headers.get('content-type')?.includes('application/json')) return undefined;
  return (await response.json().catch(() => undefined)) as ApiEnvelope<T> | undefined;
}

async function failureOf(response: Response, token: string | undefined): Promise<Error> {
  const envelope = await readEnvelope<unknown>(response);
  if (!envelope && response.status >= 502) return new BackendUnavailableError();
  const serverMessage = envelope && !envelope.success && envelope.message ? envelope.message : undefined;
  const message = serverMessage ?? `HTTP error! status: ${response.status}`;
  return response.status === 401 && token
    ? new UnauthorizedError(message, 401, serverMessage !== undefined)
    : new AdminApiError(message, response.status, serverMessage !== undefined);
}

/** A JSON call of our API, answering its envelope's data (and message) or throwing one of the errors above. */
export async function requestJson<T>(
  path: string,
  options: RequestOptions = {},
): Promise<{ data: T; message?: string }> {
  const response = await send(path, options);
  if (!response.ok) throw await failureOf(response, options.token);
  const envelope = await readEnvelope<T>(response);
  if (!envelope) throw new AdminApiError(`HTTP error! status: ${response.status}`, response.status);
  if (!envelope.success) throw new AdminApiError(envelope.message, response.status, true);
  return envelope;
}

/** A file from our API (a resume, a CSV export). */
export async function requestBlob(path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await send(path, options);
  if (!response.ok) throw await failureOf(response, options.token);
  return response.blob();
}
