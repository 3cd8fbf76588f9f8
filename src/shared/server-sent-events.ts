/** One event of a Server-Sent Events stream: its name ('message' when unnamed) and its data. */
export type ServerSentEvent = { event: string; data: string };

/**
 * The events of a Server-Sent Events body as they arrive, for the server reading the provider's
 * stream and the browser reading ours: lines are gathered until the blank line that ends an
 * event; several data lines join with a newline; comments, ids and retry hints are skipped.
 */
export async function* readServerSentEvents(
  body: ReadableStream<Uint8Array>,
): AsyncGenerator<ServerSentEvent> {
  const decoder = new TextDecoder();
  const reader = body.getReader();
  let buffered = '';
  let event = 'message';
  let data: string[] = [];

  function* takeLines(lines: string[]): Generator<ServerSentEvent> {
    for (const line of lines) {
      if (line === '') {
        if (data.length > 0) yield { event, data: data.join('\n') };
        event = 'message';
        data = [];
      } else if (line.startsWith('data:')) {
        data.push(line.slice(5).replace(/^ /, ''));
      } else if (line.startsWith('event:')) {
        event = line.slice(6).trim();
      }
    }
  }

  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      buffered += decoder.decode(value, { stream: true });
      const lines = buffered.split(/\r?\n/);
      buffered = lines.pop() ?? '';
      yield* takeLines(lines);
    }
    // A last event without its closing blank line still counts.
    yield* takeLines([buffered + decoder.decode(), '']);
  } finally {
    // Stopped early (the answer's end marker came) or failed: let the connection go.
    await reader.cancel().catch(() => undefined);
  }
}
