import { setTimeout as delay } from 'node:timers/promises';
import { readServerSentEvents } from '#shared/server-sent-events.js';
import {
  ChatProviderError,
  classifyProviderFailure,
  classifyThrown,
  readProviderError,
} from './provider-errors.js';

/** Spec section 9 "Business constants and limits › Chat": the model's settings. */
const PROVIDER_MAX_TOKENS = 500;
const PROVIDER_TEMPERATURE = 0.7;
/**
 * Spec sections 4 "States and transitions › Chat widget" and 9 "Business constants and limits": a
 * rate-limited call is retried once, after 2 seconds.
 */
export const RATE_LIMIT_RETRY_DELAY_MS = 2000;
/** A provider that has not finished by then is treated as unreachable. */
const REQUEST_TIMEOUT_MS = 30_000;

type ProviderMessage = { role: 'system' | 'user' | 'assistant'; content: string };

type ProviderSettings = { apiKey: string; baseUrl: string; model: string };

type ProviderClientOptions = {
  fetch?: typeof globalThis.fetch;
  /** Waits before the retry; tests pass one that does not really wait. */
  sleep?: (milliseconds: number) => Promise<unknown>;
  timeoutMs?: number;
};

type CompletionOptions = {
  /** Called with each piece of the answer as it streams in. */
  onDelta?: (text: string) => void;
  /** Aborts the call (the visitor went away). */
  signal?: AbortSignal;
};

export type ProviderClient = {
  /** The whole answer; throws ChatProviderError with the failure's class. */
  complete(messages: readonly ProviderMessage[], options?: CompletionOptions): Promise<string>;
};

/**
 * An OpenAI-compatible chat-completions client: one streamed POST, read as Server-Sent Events
 * up to `[DONE]`. A rate-limited call (rate_limit_exceeded) is retried once after 2 s; a spent
 * quota (insufficient_quota, also a 429) is not. Everything that goes wrong becomes a
 * ChatProviderError carrying its class, so the caller can fall back and record why.
 */
export function createProviderClient(
  settings: ProviderSettings,
  options: ProviderClientOptions = {},
): ProviderClient {
  const fetchImpl = options.fetch ?? globalThis.fetch;
  const sleep = options.sleep ?? delay;
  const timeoutMs = options.timeoutMs ?? REQUEST_TIMEOUT_MS;

  async function attempt(messages: readonly ProviderMessage[], call: CompletionOptions): Promise<string> {
    const signals = [AbortSignal.timeout(timeoutMs), ...(call.signal ? [call.signal] : [])];
    const response = await fetchImpl(`${settings.baseUrl}/chat/completions`, {
      method: 'POST',
      headers: {
        authorization: `Bearer ${settings.apiKey}`,
        'content-type': 'application/json',
        accept: 'text/event-stream',
      },
      body: JSON.stringify({
        model: settings.model,
        messages,
        max_tokens: PROVIDER_MAX_TOKENS,
        temperature: PROVIDER_TEMPERATURE,
        stream: true,
      }),
      signal: AbortSignal.any(signals),
    });
    if (!response.ok) throw await failureOf(response);
    if (!response.body) throw new ChatProviderError('network_error', 'The provider sent no body');
    if (response.headers.get('content-type')?.includes('application/json')) {
      return messageContent(await response.json());
    }
    return readStream(response.body, call.onDelta);
  }

  return {
    async complete(messages, call = {}) {
      let streamed = false;
      const tracked: CompletionOptions = {
        signal: call.signal,
        onDelta: (text) => {
          streamed = true;
          call.onDelta?.(text);
        },
      };
      try {
        return await attempt(messages, tracked);
      } catch (error) {
        // A retry after part of an answer was shown would show it twice.
        if (classifyThrown(error) !== 'rate_limit_exceeded' || streamed) throw asProviderError(error);
        await sleep(RATE_LIMIT_RETRY_DELAY_MS);
        try {
          return await attempt(messages, tracked);
        } catch (retryError) {
          throw asProviderError(retryError);
        }
      }
    },
  };
}

function asProviderError(error: unknown): ChatProviderError {
  if (error instanceof ChatProviderError) return error;
  const message = error instanceof Error ? error.message : String(error);
  return new ChatProviderError(classifyThrown(error), message);
}

async function failureOf(response: Response): Promise<ChatProviderError> {
  const text = await response.text().catch(() => '');
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    body = undefined;
  }
  const error = readProviderError(body);
  const errorClass = classifyProviderFailure(response.status, error);
  return new ChatProviderError(errorClass, error?.message ?? `HTTP ${response.status}`);
}

/** The first choice's text, from a complete answer or a streamed chunk. */
function messageContent(body: unknown): string {
  const error = readProviderError(body);
  if (error)
    throw new ChatProviderError(classifyProviderFailure(0, error), error.message ?? 'Provider error');
  const choice = (body as { choices?: { message?: { content?: unknown } }[] } | null)?.choices?.[0];
  const content = choice?.message?.content;
  return typeof content === 'string' ? content : '';
}

async function readStream(
  body: ReadableStream<Uint8Array>,
  onDelta?: (text: string) => void,
): Promise<string> {
  let answer = '';
  for await (const { data } of readServerSentEvents(body)) {
    if (data.trim() === '[DONE]') return answer;
    let chunk: unknown;
    try {
      chunk = JSON.parse(data);
    } catch {
      throw new ChatProviderError('unknown_error', 'The provider sent an unreadable chunk');
    }
    const error = readProviderError(chunk);
    if (error)
      throw new ChatProviderError(classifyProviderFailure(0, error), error.message ?? 'Provider error');
    const delta = (chunk as { choices?: { delta?: { content?: unknown } }[] } | null)?.choices?.[0]?.delta;
    if (typeof delta?.content === 'string' && delta.content !== '') {
      answer += delta.content;
      onDelta?.(delta.content);
    }
  }
  // The stream ended without [DONE]: the connection was cut and the answer is incomplete.
  throw new ChatProviderError('network_error', 'The provider closed the stream before it finished');
}
