import { type AdminEvent, adminEventSchema } from '#shared/admin-events.js';
import { adminEventsEndpoint } from '#shared/endpoints/admin-events.js';

/** Waits before reconnecting after a stream failed: 2 s, doubling to a minute. */
const firstRetryMs = 2_000;
const lastRetryMs = 60_000;

type StreamOptions = {
  token: string;
  onEvent(event: AdminEvent): void;
  /** Whether the stream is up: while it is not, the lists poll on their own interval. */
  onConnectedChange(connected: boolean): void;
  /** The server refused the token (401): the session is over. */
  onUnauthorized(): void;
  signal: AbortSignal;
};

/**
 * Listens to `GET /api/admin/events` until `signal` aborts, reconnecting after a failure. It reads
 * the stream with fetch rather than EventSource so that the token travels in the Authorization
 * header, as on every other admin call, never in a URL that logs and histories keep.
 */
export async function listenToAdminEvents(options: StreamOptions): Promise<void> {
  let retryMs = firstRetryMs;
  while (!options.signal.aborted) {
    const outcome = await readStream(options).catch(() => 'failed' as const);
    options.onConnectedChange(false);
    if (outcome === 'unauthorized') return options.onUnauthorized();
    if (outcome === 'connected') retryMs = firstRetryMs;
    await pause(retryMs, options.signal);
    retryMs = Math.min(retryMs * 2, lastRetryMs);
  }
}

/** One connection, read until it ends: whether it got as far as `ready`. */
async function readStream({ token, onEvent, onConnectedChange, signal }: StreamOptions) {
  const response = await fetch(adminEventsEndpoint.path, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    signal,
  });
  if (response.status === 401) return 'unauthorized';
  if (!response.ok || !response.body) return 'failed';
  let connected = false;
  let buffered = '';
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return connected ? 'connected' : 'failed';
    buffered += value;
    const blocks = buffered.split('\n\n');
    buffered = blocks.pop() ?? '';
    for (const block of blocks) {
      const event = parseEvent(block);
      if (!event) continue;
      if (event.event === 'ready') {
        connected = true;
        onConnectedChange(true);
      }
      onEvent(event);
    }
  }
}

/** One `event:`/`data:` block; comments (keep-alives) and anything unexpected are no event. */
export function parseEvent(block: string): AdminEvent | undefined {
  const field = (name: string) =>
    block
      .split('\n')
      .find((line) => line.startsWith(`${name}: `))
      ?.slice(name.length + 2);
  const event = field('event');
  const data = field('data');
  if (!event || data === undefined) return undefined;
  try {
    const parsed = adminEventSchema.safeParse({ event, data: JSON.parse(data) });
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer);
        resolve();
      },
      { once: true },
    );
  });
}
