import { type Kysely, sql } from 'kysely';
import pg from 'pg';
import type { Database } from './schema.js';

/**
 * PostgreSQL's LISTEN/NOTIFY between the servers on one database. A channel is named per schema
 * (`<channel>_<schema>`): NOTIFY reaches the whole database, and the tests give each run a schema.
 */

/** Tells every server listening on `channel` (this one too), once the surrounding transaction commits. */
export async function notify(db: Kysely<Database>, channel: string, payload: string): Promise<void> {
  await sql`select pg_notify(${channel} || '_' || current_schema(), ${payload})`.execute(db);
}

type ListenHandlers = {
  onNotification(payload: string): void;
  /** Each time the listening connection is (re)made: what was sent while it was down is lost. */
  onListening(): void;
  /** Each time the listening connection breaks. */
  onLost?(): void;
};

const RECONNECT_DELAY_MS = 1000;

/**
 * Keeps a connection of its own (outside the pool, which it would otherwise hold from closing)
 * listening on `channel`, made again a second after it breaks (the database restarted, the
 * network failed). Answers the function that stops listening.
 */
export function listen(
  settings: pg.ClientConfig,
  channel: string,
  handlers: ListenHandlers,
): () => Promise<void> {
  let client: pg.Client | undefined;
  let retry: NodeJS.Timeout | undefined;
  let stopped = false;

  function reconnectLater() {
    if (stopped) return;
    retry = setTimeout(connect, RECONNECT_DELAY_MS);
    retry.unref();
  }

  function drop(broken: pg.Client) {
    if (client !== broken) return;
    client = undefined;
    handlers.onLost?.();
    broken.removeAllListeners('notification');
    broken.end().catch(() => {});
    reconnectLater();
  }

  async function connect() {
    if (stopped) return;
    const next = new pg.Client(settings);
    // A connection that breaks raises 'error'; without a listener it would stop the process.
    next.on('error', () => drop(next));
    next.on('end', () => drop(next));
    try {
      await next.connect();
      const { rows } = await next.query<{ schema: string }>('select current_schema() as schema');
      const name = `${channel}_${rows[0]?.schema ?? 'public'}`;
      next.on('notification', (message) => {
        if (message.channel === name) handlers.onNotification(message.payload ?? '');
      });
      await next.query(`listen ${pg.escapeIdentifier(name)}`);
      client = next;
      if (stopped) return void drop(next);
      handlers.onListening();
    } catch {
      if (client !== next) next.end().catch(() => {});
      reconnectLater();
    }
  }

  void connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    const listening = client;
    client = undefined;
    if (listening) {
      listening.removeAllListeners('notification');
      await listening.end().catch(() => {});
    }
  };
}
