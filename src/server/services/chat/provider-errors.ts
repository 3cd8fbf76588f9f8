import type { ChatErrorClass } from '#shared/chat.js';

/** A failed call to the language-model provider, with its class from spec section 8 "The error catalogue". */
export class ChatProviderError extends Error {
  override name = 'ChatProviderError';
  constructor(
    readonly errorClass: ChatErrorClass,
    message: string,
  ) {
    super(message);
  }
}

/**
 * The provider's error codes that name a class of their own, or model_error (spec section 8 "The
 * error catalogue").
 */
const classByCode: Record<string, ChatErrorClass> = {
  invalid_api_key: 'invalid_api_key',
  insufficient_quota: 'insufficient_quota',
  rate_limit_exceeded: 'rate_limit_exceeded',
  content_policy_violation: 'content_policy_violation',
  model_not_found: 'model_error',
  invalid_request_error: 'model_error',
};

export function classifyByCode(code: string | null | undefined): ChatErrorClass | undefined {
  return code ? classByCode[code] : undefined;
}

export function classifyByStatus(status: number): ChatErrorClass {
  if (status === 401) return 'invalid_api_key';
  if (status === 402) return 'insufficient_quota';
  if (status === 429) return 'rate_limit_exceeded';
  if (status === 400) return 'model_error';
  if ([500, 502, 503, 504].includes(status)) return 'network_error';
  return 'unknown_error';
}

/** The `error` object of an OpenAI-compatible error body, when there is one. */
type ProviderErrorBody = { code?: string | null; type?: string | null; message?: string };

export function readProviderError(body: unknown): ProviderErrorBody | undefined {
  if (typeof body !== 'object' || body === null || !('error' in body)) return undefined;
  const { error } = body;
  if (typeof error !== 'object' || error === null) return undefined;
  const field = (name: string) => {
    const value = (error as Record<string, unknown>)[name];
    return typeof value === 'string' ? value : undefined;
  };
  return { code: field('code'), type: field('type'), message: field('message') };
}

/**
 * The class of an error answer: by its code first (a 429 may mean a spent quota, not a burst),
 * then by its type (where OpenAI puts invalid_request_error), then by the HTTP status.
 */
export function classifyProviderFailure(
  status: number,
  error: ProviderErrorBody | undefined,
): ChatErrorClass {
  return classifyByCode(error?.code) ?? classifyByCode(error?.type) ?? classifyByStatus(status);
}

/**
 * The class of anything thrown while calling the provider: our own errors keep theirs; a
 * failed or cut connection, a timeout or an abort is a network error (as is, per spec section 8
 * "The error catalogue", any error whose message mentions 'fetch'); anything else is unknown.
 */
export function classifyThrown(error: unknown): ChatErrorClass {
  if (error instanceof ChatProviderError) return error.errorClass;
  if (!(error instanceof Error)) return 'unknown_error';
  if (error instanceof TypeError || error.name === 'AbortError' || error.name === 'TimeoutError') {
    return 'network_error';
  }
  if (/fetch|terminated|socket|ECONN|ETIMEDOUT|ENOTFOUND|EAI_AGAIN/i.test(error.message))
    return 'network_error';
  return 'unknown_error';
}
