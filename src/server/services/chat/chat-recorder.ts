import type { Kysely } from 'kysely';
import { insertChat, type NewChatRecord } from '#server/db/chats-repository.js';
import type { Database } from '#server/db/schema.js';
import type { Geolocator } from '#server/services/geolocation.js';
import { normaliseIp } from '#server/services/tracking/client-ip.js';

/** An exchange as the assistant's routes report it: the record to store, before consent and place. */
type ChatExchangeRecord = Pick<NewChatRecord, 'userMessage' | 'botResponse' | 'mode' | 'errorClass'> & {
  /** Present only when the visitor allowed statistics. */
  sessionId: string | undefined;
  /** Whether the answer handed the visitor over to a person. */
  handover: boolean;
  /** The request's address: the record keeps its city and country, never the address. */
  clientIp: string;
  at: Date;
};

/**
 * The one way a chat exchange is stored, whoever answered it: with the visitor's consent (a
 * session id) the record, with the city and country of their IP as tracking does; without it,
 * nothing. Returns whether it was stored.
 */
export async function recordChatExchange(
  db: Kysely<Database>,
  geolocator: Geolocator,
  exchange: ChatExchangeRecord,
): Promise<boolean> {
  if (exchange.sessionId === undefined) return false;
  const { city, country } = geolocator.locate(normaliseIp(exchange.clientIp));
  await insertChat(db, {
    sessionId: exchange.sessionId,
    userMessage: exchange.userMessage,
    botResponse: exchange.botResponse,
    mode: exchange.mode,
    errorClass: exchange.errorClass,
    handover: exchange.handover,
    city,
    country,
    interactionTime: exchange.at.toISOString(),
  });
  return true;
}
