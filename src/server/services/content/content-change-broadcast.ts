import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { DatabaseConnection } from '#server/db/database.js';
import { notify } from '#server/db/postgres-notifications.js';

/**
 * How the servers of one deployment tell each other that published content changed, so each
 * reloads it into its page cache: Redis pub/sub when they share Redis, else PostgreSQL's
 * LISTEN/NOTIFY; a single server on SQLite has no one to tell.
 */
export type ContentChangeBroadcast = {
  /** Resolves once this server hears announcements (rejects if it cannot yet; it keeps trying). */
  listening: Promise<void>;
  /** Tells every server (this one too) the published version now in the database. */
  announce(version: string): Promise<void>;
  /** Whether announcements go out and come in now; while not, the caller looks in the database. */
  available(): boolean;
  close(): Promise<void>;
};

type Handlers = {
  /** Another server (or this one) announced `version`. */
  onAnnounced(version: string): void;
  /** The channel was down a while and is back: announcements may have been missed. */
  onReconnected(): void;
  log: FastifyBaseLogger;
};

const CHANNEL = 'content_changed';

export function startContentChangeBroadcast(
  database: DatabaseConnection,
  redis: { client: Redis; keyPrefix: string } | undefined,
  handlers: Handlers,
): ContentChangeBroadcast | undefined {
  if (redis) return redisBroadcast(redis.client, `${redis.keyPrefix}${CHANNEL}`, handlers);
  if (database.listen) return postgresBroadcast(database, handlers);
  return undefined;
}

/**
 * Resolves `listening` the first time the channel is up (the start) and calls `onReconnected`
 * each time after.
 */
function firstAndLater(onReconnected: () => void) {
  let first = true;
  let resolveListening = () => {};
  const listening = new Promise<void>((resolve) => {
    resolveListening = resolve;
  });
  const onUp = () => {
    if (!first) return onReconnected();
    first = false;
    resolveListening();
  };
  return { listening, onUp };
}

function postgresBroadcast(database: DatabaseConnection, handlers: Handlers): ContentChangeBroadcast {
  const { listening, onUp } = firstAndLater(handlers.onReconnected);
  let up = false;
  const stop = database.listen?.(CHANNEL, {
    onNotification: handlers.onAnnounced,
    onListening: () => {
      up = true;
      onUp();
    },
    onLost: () => {
      up = false;
    },
  });
  return {
    listening,
    available: () => up,
    announce: (version) => notify(database.db, CHANNEL, version),
    close: async () => stop?.(),
  };
}

function redisBroadcast(redis: Redis, channel: string, handlers: Handlers): ContentChangeBroadcast {
  // A subscribed connection can do nothing else; it queues its subscription until it is connected
  // and subscribes again after each reconnection.
  const subscriber = redis.duplicate({ enableOfflineQueue: true });
  subscriber.on('error', () => {}); // the shared connection already reports an outage
  subscriber.on('message', (from: string, version: string) => {
    if (from === channel) handlers.onAnnounced(version);
  });
  const { listening, onUp } = firstAndLater(handlers.onReconnected);
  let subscribed = false;
  subscriber.on('ready', () => {
    // ioredis subscribes again by itself on each reconnection; 'ready' then follows.
    if (subscribed) onUp();
  });
  subscriber
    .subscribe(channel)
    .then(() => {
      subscribed = true;
      onUp();
    })
    .catch((error: unknown) => handlers.log.error({ err: error }, 'could not subscribe to content changes'));
  return {
    listening,
    // A hung Redis keeps the subscriber 'ready'; the shared connection's watchdog notices it.
    available: () => subscribed && subscriber.status === 'ready' && redis.status === 'ready',
    async announce(version) {
      await redis.publish(channel, version);
    },
    async close() {
      subscriber.disconnect();
    },
  };
}
