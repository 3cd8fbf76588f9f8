import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { basicFactsHeading, foundFactsHeading } from '#server/services/chat/system-prompt.js';

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

/** The sections under one heading of the system prompt: '### title', 'Page: /path', then the facts. */
function promptSections(systemPrompt: string, heading: string, nextHeading: string) {
  const start = systemPrompt.indexOf(heading);
  if (start === -1) return [];
  const end = systemPrompt.indexOf(nextHeading, start);
  const part = systemPrompt.slice(start + heading.length, end === -1 ? undefined : end);
  return part
    .split(/^### /m)
    .slice(1)
    .map((section) => {
      const [title = '', pageLine = '', ...facts] = section.split('\n');
      return {
        title: title.trim(),
        page: pageLine.replace(/^Page:\s*/, '').trim(),
        facts: facts.join('\n').trim(),
      };
    });
}

/**
 * What a model that answers only from the documents it was sent would say: the documents found
 * for the conversation, each with its page; when none were found, that it cannot tell, with the
 * company's contact from the basics. It never reads the conversation beyond what the prompt
 * holds, so the evaluation measures what retrieval hands the model, not a model's reasoning.
 */
export function answerFromPromptDocuments(systemPrompt: string): string {
  const found = promptSections(systemPrompt, foundFactsHeading, basicFactsHeading);
  if (found.length > 0) {
    return found
      .map((section) => `**${section.title}**\n\n${section.facts}\n\nMore on [this page](${section.page}).`)
      .join('\n\n');
  }
  const contact = promptSections(systemPrompt, basicFactsHeading, '\u0000').find((section) =>
    /contact/i.test(section.title),
  );
  return `I'm sorry, I could not find that in our information.${contact ? `\n\n${contact.facts}` : ''}`;
}

/**
 * A local OpenAI-compatible chat-completions server on 127.0.0.1 for the tests: it records each
 * request and answers with the next scripted reply. A request with nothing scripted gets a 500
 * whose message says so, which a test then sees as an unexpected network_error; with
 * `answerFromDocuments`, it answers from the documents of its system prompt instead (the
 * evaluation's check of the provider path).
 */
export async function startFakeChatProvider(
  options: { answerFromDocuments?: boolean } = {},
): Promise<FakeChatProvider> {
  const queue: FakeProviderReply[] = [];
  const requests: FakeProviderRequest[] = [];

  const server = http.createServer(async (request, response) => {
    let raw = '';
    for await (const part of request) raw += part;
    requests.push({ authorization: request.headers.authorization, body: JSON.parse(raw) });
    const systemPrompt = requests.at(-1)?.body.messages.find((message) => message.role === 'system')?.content;
    const unscripted: FakeProviderReply = options.answerFromDocuments
      ? { kind: 'stream', pieces: [answerFromPromptDocuments(systemPrompt ?? '')] }
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
