import { describe, expect, it } from 'vitest';
import { createProviderClient, RATE_LIMIT_RETRY_DELAY_MS } from './provider-client.js';
import { ChatProviderError } from './provider-errors.js';

const settings = { apiKey: 'sk-unit-0123456789abcdef', baseUrl: 'https://provider.test/v1', model: 'm' };

function errorResponse(status: number, code: string | null) {
  return new Response(JSON.stringify({ error: { code, message: `error ${status}`, type: null } }), {
    status,
    headers: { 'content-type': 'application/json' },
  });
}

function streamResponse(parts: string[]) {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const part of parts) controller.enqueue(encoder.encode(part));
      controller.close();
    },
  });
  return new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream' } });
}

const chunk = (content: string) => `data: ${JSON.stringify({ choices: [{ delta: { content } }] })}\n\n`;

/** A provider that answers the scripted responses in order, counting calls and waits. */
function scripted(...responses: Response[]) {
  const calls: RequestInit[] = [];
  const waits: number[] = [];
  const client = createProviderClient(settings, {
    fetch: async (_url, init) => {
      calls.push(init ?? {});
      const next = responses.shift();
      if (!next) throw new Error('no more responses');
      return next;
    },
    sleep: async (milliseconds) => {
      waits.push(milliseconds);
    },
  });
  return { client, calls, waits };
}

async function failureOf(promise: Promise<unknown>): Promise<ChatProviderError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  if (!(error instanceof ChatProviderError)) throw new Error(`expected a ChatProviderError, got ${error}`);
  return error;
}

const hello = [{ role: 'user' as const, content: 'Hello' }];

describe('the provider client', () => {
  it('retries a rate-limited call once, after 2 seconds', async () => {
    const { client, calls, waits } = scripted(
      errorResponse(429, 'rate_limit_exceeded'),
      streamResponse([chunk('Hi'), 'data: [DONE]\n\n']),
    );
    expect(await client.complete(hello)).toBe('Hi');
    expect(calls).toHaveLength(2);
    expect(waits).toEqual([RATE_LIMIT_RETRY_DELAY_MS]);
    expect(RATE_LIMIT_RETRY_DELAY_MS).toBe(2000);
  });

  it('retries only once: a second rate limit is the answer', async () => {
    const { client, calls } = scripted(errorResponse(429, 'rate_limit_exceeded'), errorResponse(429, null));
    expect((await failureOf(client.complete(hello))).errorClass).toBe('rate_limit_exceeded');
    expect(calls).toHaveLength(2);
  });

  it.each([
    [429, 'insufficient_quota', 'insufficient_quota'],
    [401, 'invalid_api_key', 'invalid_api_key'],
    [500, null, 'network_error'],
    [400, 'model_not_found', 'model_error'],
  ])('does not retry a %i %s (%s)', async (status, code, errorClass) => {
    const { client, calls, waits } = scripted(errorResponse(status, code));
    expect((await failureOf(client.complete(hello))).errorClass).toBe(errorClass);
    expect(calls).toHaveLength(1);
    expect(waits).toEqual([]);
  });

  it('sends the key, the model, max_tokens 500, temperature 0.7 and asks for a stream', async () => {
    const { client, calls } = scripted(streamResponse(['data: [DONE]\n\n']));
    await client.complete(hello);
    const headers = calls[0]?.headers as Record<string, string>;
    expect(headers.authorization).toBe(`Bearer ${settings.apiKey}`);
    expect(JSON.parse(String(calls[0]?.body))).toEqual({
      model: 'm',
      messages: hello,
      max_tokens: 500,
      temperature: 0.7,
      stream: true,
    });
  });

  it('reads events split anywhere across network chunks and reports each piece', async () => {
    const stream = `${chunk('Hel')}${chunk('lo')}: keep-alive comment\n\n${chunk(' world')}data: [DONE]\n\n`;
    const parts = [stream.slice(0, 7), stream.slice(7, 50), stream.slice(50, 51), stream.slice(51)];
    const { client } = scripted(streamResponse(parts));
    const pieces: string[] = [];
    expect(await client.complete(hello, { onDelta: (text) => pieces.push(text) })).toBe('Hello world');
    expect(pieces).toEqual(['Hel', 'lo', ' world']);
  });

  it('treats a stream that ends without [DONE] as a cut connection', async () => {
    const { client } = scripted(streamResponse([chunk('Half an')]));
    expect((await failureOf(client.complete(hello))).errorClass).toBe('network_error');
  });

  it('classes an error sent inside the stream by its code', async () => {
    const { client } = scripted(
      streamResponse([`data: ${JSON.stringify({ error: { code: 'content_policy_violation' } })}\n\n`]),
    );
    expect((await failureOf(client.complete(hello))).errorClass).toBe('content_policy_violation');
  });

  it('accepts a provider that answers in one JSON body despite the stream request', async () => {
    const { client } = scripted(
      new Response(JSON.stringify({ choices: [{ message: { content: 'Whole answer' } }] }), {
        headers: { 'content-type': 'application/json' },
      }),
    );
    expect(await client.complete(hello)).toBe('Whole answer');
  });

  it('classes a failed connection as a network error', async () => {
    const client = createProviderClient(settings, {
      fetch: async () => {
        throw new TypeError('fetch failed');
      },
    });
    expect((await failureOf(client.complete(hello))).errorClass).toBe('network_error');
  });
});
