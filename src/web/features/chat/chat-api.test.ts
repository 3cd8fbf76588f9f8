import { afterEach, describe, expect, it, vi } from 'vitest';
import { chatErrorMessages } from '#content/chat.js';
import { streamChatReply } from './chat-api.js';

const question = { messages: [{ role: 'user' as const, content: 'Where is the Patna branch?' }] };

/** The reply to a question, or the message of the error it ended with. */
async function ask(answer: () => Response): Promise<{ reply?: string; error?: string; deltas: string[] }> {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => answer()),
  );
  const deltas: string[] = [];
  try {
    const reply = await streamChatReply(question, { onDelta: (text) => deltas.push(text) });
    return { reply, deltas };
  } catch (error) {
    return { error: (error as Error).message, deltas };
  }
}

const eventStream = (text: string) =>
  new Response(text, { status: 200, headers: { 'content-type': 'text/event-stream' } });

describe('a chat request', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('passes each streamed piece on and resolves with the final reply', async () => {
    const answer = await ask(() =>
      eventStream(
        'event: delta\ndata: {"text":"On Fraser"}\n\nevent: delta\ndata: {"text":" Road."}\n\n' +
          'event: done\ndata: {"reply":"On Fraser Road.","mode":"builtin"}\n\n',
      ),
    );
    expect(answer).toEqual({ reply: 'On Fraser Road.', deltas: ['On Fraser', ' Road.'] });
  });

  it("shows the server's chat message for a refusal, and the unknown error without one", async () => {
    expect(
      await ask(() =>
        Response.json({ success: false, message: chatErrorMessages.rate_limit_exceeded }, { status: 429 }),
      ),
    ).toMatchObject({ error: chatErrorMessages.rate_limit_exceeded });
    expect(await ask(() => new Response('<html>Bad gateway</html>', { status: 502 }))).toMatchObject({
      error: chatErrorMessages.unknown_error,
    });
  });

  it('treats an event without its text as a broken stream', async () => {
    expect(
      await ask(() =>
        eventStream('event: delta\ndata: {"text":"On"}\n\nevent: done\ndata: {"mode":"builtin"}\n\n'),
      ),
    ).toMatchObject({ error: chatErrorMessages.network_error, deltas: ['On'] });
  });

  it('shows the network message when the server cannot be reached or the stream breaks off', async () => {
    expect(
      await ask(() => {
        throw new TypeError('Failed to fetch');
      }),
    ).toMatchObject({ error: chatErrorMessages.network_error });
    expect(await ask(() => eventStream('event: delta\ndata: {"text":"On"}\n\n'))).toMatchObject({
      error: chatErrorMessages.network_error,
      deltas: ['On'],
    });
  });

  it("shows the message of the stream's own error event", async () => {
    expect(
      await ask(() => eventStream(`event: error\ndata: {"message":"${chatErrorMessages.model_error}"}\n\n`)),
    ).toMatchObject({ error: chatErrorMessages.model_error });
  });
});
