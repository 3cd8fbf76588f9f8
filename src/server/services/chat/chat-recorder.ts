import type { Kysely } from 'kysely';
import { countAnonymousChat } from '../../db/chat-counts-repository.js';
import { insertChat } from '../../db/chats-repository.js';
import type { Database } from '../../db/schema.js';
import type { Geolocator } from '../geolocation.js';
import type { ChatOutcome } from './chat-assistant.js';

export type ChatExchange = {
  /** Present only when the visitor allowed statistics. */
  sessionId: string | undefined;
  userMessage: string;
  outcome: ChatOutcome;
  ip: string;
  at: Date;
};

/**
 * Keeps the trace of one exchange: with the visitor's consent (a session id) the whole record
 * with the city and country of their IP, as tracking does; without it only the day's count.
 */
export async function recordChatExchange(
  db: Kysely<Database>,
  geolocator: Geolocator,
  exchange: ChatExchange,
): Promise<void> {
  const { outcome } = exchange;
  if (exchange.sessionId === undefined) {
    await countAnonymousChat(db, {
      day: exchange.at.toISOString().slice(0, 10),
      mode: outcome.mode,
      failed: outcome.errorClass !== undefined,
    });
    return;
  }
  const { city, country } = geolocator.locate(exchange.ip);
  await insertChat(db, {
    sessionId: exchange.sessionId,
    userMessage: exchange.userMessage,
    botResponse: outcome.recordedResponse,
    mode: outcome.mode,
    errorClass: outcome.errorClass ?? null,
    city,
    country,
    interactionTime: exchange.at.toISOString(),
  });
}
