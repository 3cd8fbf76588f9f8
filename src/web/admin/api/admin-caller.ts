import {
  type EndpointRequest,
  type EndpointResult,
  endpointPath,
  type FileEndpoint,
  type JsonEndpoint,
} from '#shared/endpoint.js';
import { factorSetupRequiredMessage } from '#shared/second-factor.js';
import { ApiError, ApiUnreachableError, apiJson, apiRequest } from '#web/lib/api-client.js';
import { apiUpload, type UploadProgress } from '#web/lib/api-upload.js';

/** Spec section 8 "The error catalogue": what an admin screen says when the server cannot be reached. */
export const backendUnavailableMessage = 'Backend not available. Please start the backend server.';

/**
 * What an admin screen says about a failed call: the message of spec section 8 "The error
 * catalogue" when the server could not be reached, otherwise the error's own (the server's words,
 * or 'HTTP error! status: {code}').
 */
export function adminErrorMessage(error: unknown): string {
  if (error instanceof ApiUnreachableError) return backendUnavailableMessage;
  return error instanceof Error ? error.message : String(error);
}

/** The server refused the admin's token (absent, expired or revoked): the session ends. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401;
}

/** The server refused a call because the person must set up a second factor first. */
function isFactorSetupRequired(error: unknown): boolean {
  return (
    error instanceof ApiError && error.status === 403 && error.serverMessage === factorSetupRequiredMessage
  );
}

/**
 * How every admin screen calls the API: through a shared endpoint definition, with the session's
 * token. Each feature's queries module (`accounts-queries.ts`…) calls `send(endpoint, { params,
 * query, body })`, so no screen writes a path or casts an answer.
 */
export type AdminCaller = {
  /** Calls a JSON endpoint: its `data`, parsed with the endpoint's schema (or its message, for one without data). */
  send<Definition extends JsonEndpoint>(
    endpoint: Definition,
    request: EndpointRequest<Definition>,
  ): Promise<EndpointResult<Definition>>;
  /** Downloads a file endpoint's answer (a CSV export, a resume). */
  file<Definition extends FileEndpoint>(
    endpoint: Definition,
    request: EndpointRequest<Definition>,
  ): Promise<Blob>;
  /** Uploads a multipart form to a JSON endpoint, reporting its progress. */
  upload<Definition extends JsonEndpoint>(
    endpoint: Definition,
    formData: FormData,
    request: { signal?: AbortSignal; onProgress: (progress: UploadProgress) => void },
  ): Promise<EndpointResult<Definition>>;
};

/**
 * The caller bound to a session's token. A 401 from any call ends the session (`onUnauthorized`
 * sends the admin back to the login view) before the error reaches the screen; a 403 for want of
 * a second factor (`onFactorSetupRequired`) has the session read again, so the dashboard shows
 * only what setting one up needs.
 */
export function createAdminCaller(
  token: string | undefined,
  onUnauthorized: () => void,
  onFactorSetupRequired: () => void,
): AdminCaller {
  async function guarded<T>(call: Promise<T>): Promise<T> {
    try {
      return await call;
    } catch (error) {
      if (isUnauthorized(error)) onUnauthorized();
      if (isFactorSetupRequired(error)) onFactorSetupRequired();
      throw error;
    }
  }

  function urlOf(endpoint: JsonEndpoint | FileEndpoint, request: { params?: object; query?: unknown }) {
    const path = endpointPath(endpoint, request.params as Record<string, string | number> | undefined);
    return `${path}${queryString(request.query)}`;
  }

  function parsed<Definition extends JsonEndpoint>(
    endpoint: Definition,
    answer: { data: unknown; message?: string },
  ): EndpointResult<Definition> {
    if (!endpoint.data) return (answer.message ?? '') as EndpointResult<Definition>;
    const result = endpoint.data.safeParse(answer.data);
    if (!result.success) {
      throw new Error(`The server's answer to ${endpoint.method} ${endpoint.path} was not understood.`, {
        cause: result.error,
      });
    }
    return result.data as EndpointResult<Definition>;
  }

  return {
    async send(endpoint, request) {
      const answer = await guarded(
        apiJson<unknown>(urlOf(endpoint, request), {
          method: endpoint.method,
          token,
          json: request.body,
          signal: request.signal,
        }),
      );
      return parsed(endpoint, answer);
    },
    async file(endpoint, request) {
      const response = await guarded(apiRequest(urlOf(endpoint, request), { token, signal: request.signal }));
      return response.blob();
    },
    async upload(endpoint, formData, request) {
      const answer = await guarded(
        apiUpload<unknown>(endpointPath(endpoint), formData, { token, ...request }),
      );
      return parsed(endpoint, answer);
    },
  };
}

/**
 * The caller outside a signed-in session: signing in and the invitation page (no token yet), and
 * the session's own check and sign-out (`token`), whose 401 the session handles itself. A refusal
 * only reaches the screen that made the call.
 */
export function createSessionlessCaller(token?: string): AdminCaller {
  const leaveToTheScreen = () => undefined;
  return createAdminCaller(token, leaveToTheScreen, leaveToTheScreen);
}

/** `?name=value…` for the query's set values; an empty value is left out. */
function queryString(query: unknown): string {
  if (!query || typeof query !== 'object') return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') search.set(name, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}
