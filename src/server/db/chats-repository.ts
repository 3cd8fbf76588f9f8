import type { Kysely } from 'kysely';
import type { RecordedChatMode } from '#shared/chat.js';
import type { ChatAdminView } from '#shared/tracking.js';
import type { Database } from './schema.js';

type NewChatRecord = {
  sessionId: string;
  userMessage: string;
  botResponse: string;
  mode: RecordedChatMode;
  errorClass: string | null;
  /** Whether the answer handed the visitor over to a person. */
  handover?: boolean;
  city: string;
  country: string;
  interactionTime: string;
};

export async function insertChat(db: Kysely<Database>, chat: NewChatRecord): Promise<number> {
  const row = await db
    .insertInto('chats')
    .values({
      session_id: chat.sessionId,
      user_message: chat.userMessage,
      bot_response: chat.botResponse,
      mode: chat.mode,
      error_class: chat.errorClass,
      handover: chat.handover ? 1 : 0,
      city: chat.city,
      country: chat.country,
      interaction_time: chat.interactionTime,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** The newest chats, newest first (the admin's recent activity). */
export async function listRecentChats(db: Kysely<Database>, limit: number): Promise<ChatAdminView[]> {
  const rows = await db
    .selectFrom('chats')
    .select(['session_id', 'user_message', 'bot_response', 'interaction_time', 'city', 'country'])
    .orderBy('interaction_time', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
  return rows.map(({ city, country, ...chat }) => ({ ...chat, user_location: { city, country } }));
}
