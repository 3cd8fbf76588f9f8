import type { Insertable, Kysely } from 'kysely';
import type { ChatErrorClass, RecordedChatMode } from '#shared/chat.js';
import type { ChatAdminView } from '#shared/tracking.js';
import { toChatRecord } from './analytics/analytics-scope.js';
import type { ChatsTable, Database } from './schema.js';

/** A chat exchange to store: one question, its answer, how it was answered and where from. */
export type NewChatRecord = {
  sessionId: string;
  userMessage: string;
  botResponse: string;
  mode: RecordedChatMode;
  errorClass: ChatErrorClass | null;
  /** Whether the answer handed the visitor over to a person. */
  handover?: boolean;
  city: string;
  country: string;
  interactionTime: string;
};

/** The row of a chat exchange; the handover flag is 0/1 like every flag (schema.ts). */
export function chatRow(chat: NewChatRecord): Insertable<ChatsTable> {
  return {
    session_id: chat.sessionId,
    user_message: chat.userMessage,
    bot_response: chat.botResponse,
    mode: chat.mode,
    error_class: chat.errorClass,
    handover: chat.handover ? 1 : 0,
    city: chat.city,
    country: chat.country,
    interaction_time: chat.interactionTime,
  };
}

export async function insertChat(db: Kysely<Database>, chat: NewChatRecord): Promise<number> {
  const row = await db.insertInto('chats').values(chatRow(chat)).returning('id').executeTakeFirstOrThrow();
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
  return rows.map(toChatRecord);
}
