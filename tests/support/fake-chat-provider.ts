import http from 'node:http';
import type { AddressInfo } from 'node:net';

/** One scripted answer of the fake provider, used by the next request. */
export type FakeProviderReply =
  /** A streamed answer: one chunk per piece, then `[DONE]`. */
  | { kind: 'stream'; pieces: string[] }
  /** An error answer with an OpenAI-style body `{ error: { code, type, message } }`. */
  | { kind: 'error'; status: number; code?: string; type?: string; message?: string }
  /** Streams these pieces, then cuts the connection without `[DONE]`. */
  | { kind: 'drop'; pieces: string[] };

export type FakeProviderRequest = {
  authorization: string | undefined;
  body: {
    model: string;
    messages: { role: string; content: string }[];
    max_tokens: number;
    temperature: number;
    stream: boolean;
  };
};

export type FakeChatProvider = {
  /** The base URL to configure as CHAT_BASE_URL. */
  baseUrl: string;
  requests: FakeProviderRequest[];
  /** Scripts the answers of the next requests, in order. */
  enqueue(...replies: FakeProviderReply[]): void;
  close(): Promise<void>;
};

function chunk(content: string): string {
  const body = {
    id: 'chatcmpl-test',
    object: 'chat.completion.chunk',
    choices: [{ index: 0, delta: { content } }],
  };
  return `data: ${JSON.stringify(body)}\n\n`;
}

/** The system prompt's first fact section: what the built-in understanding found for the question. */
export function firstPromptFact(systemPrompt: string): string {
  const start = systemPrompt.indexOf('\n### ');
  if (start === -1) return '';
  const section = systemPrompt.slice(start + 1).split('\n\n### ')[0] ?? '';
  // Drop the heading and the 'Page:' line: the facts are what a model would pass on.
  return section.split('\n').slice(3).join('\n').trim();
}

/**
 * A local OpenAI-compatible chat-completions server on 127.0.0.1 for the tests: it records each
 * request and answers with the next scripted reply. A request with nothing scripted gets a 500
 * whose message says so, which a test then sees as an unexpected network_error; with
 * `echoFacts`, it gets the first fact of its system prompt instead, as a model that repeats the
 * retrieved facts faithfully would answer (the evaluation's check of the provider path).
 */
export async function startFakeChatProvider(
  options: { echoFacts?: boolean } = {},
): Promise<FakeChatProvider> {
  const queue: FakeProviderReply[] = [];
  const requests: FakeProviderRequest[] = [];

  const server = http.createServer(async (request, response) => {
    let raw = '';
    for await (const part of request) raw += part;
    requests.push({ authorization: request.headers.authorization, body: JSON.parse(raw) });
    const systemPrompt = requests.at(-1)?.body.messages.find((message) => message.role === 'system')?.content;
    const unscripted: FakeProviderReply = options.echoFacts
      ? { kind: 'stream', pieces: [firstPromptFact(systemPrompt ?? '')] }
      : { kind: 'error', status: 500, message: 'No scripted reply' };
    const reply = queue.shift() ?? unscripted;

    if (reply.kind === 'error') {
      response.writeHead(reply.status, { 'content-type': 'application/json' });
      response.end(
        JSON.stringify({
          error: { message: reply.message ?? 'error', type: reply.type ?? null, code: reply.code ?? null },
        }),
      );
      return;
    }
    response.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' });
    for (const piece of reply.pieces) {
      response.write(chunk(piece));
      // Let each chunk leave as its own packet, as a real stream does.
      await new Promise((resolve) => setTimeout(resolve, 5));
    }
    if (reply.kind === 'drop') {
      response.socket?.destroy();
      return;
    }
    response.end('data: [DONE]\n\n');
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    baseUrl: `http://127.0.0.1:${port}/v1`,
    requests,
    enqueue: (...replies) => queue.push(...replies),
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}
