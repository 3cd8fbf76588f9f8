import type { Selectable } from 'kysely';
import { describe, expect, it } from 'vitest';
import { chatRecordSchema } from '#shared/analytics.js';
import { toChatRecord } from './analytics/analytics-scope.js';
import { chatRow, type NewChatRecord } from './chats-repository.js';
import type { ChatsTable } from './schema.js';

// The two mappings between a chat exchange's contract (chatRecordSchema in src/shared/analytics.ts)
// and its table (schema.ts).

const exchange: NewChatRecord = {
  sessionId: 'chat_1764100000000_abcdefghi',
  userMessage: 'What is the phone number of the Patna branch?',
  botResponse: 'Call +91 00000 00012.',
  mode: 'builtin',
  errorClass: null,
  handover: true,
  city: 'Patna',
  country: 'India',
  interactionTime: '2026-11-25T10:00:00.000Z',
};

describe('chatRow', () => {
  it('puts every field in its column, the handover as 1', () => {
    expect(chatRow(exchange)).toEqual({
      session_id: 'chat_1764100000000_abcdefghi',
      user_message: 'What is the phone number of the Patna branch?',
      bot_response: 'Call +91 00000 00012.',
      mode: 'builtin',
      error_class: null,
      handover: 1,
      city: 'Patna',
      country: 'India',
      interaction_time: '2026-11-25T10:00:00.000Z',
    });
  });

  it('stores no handover as 0', () => {
    const { handover: _handover, ...withoutHandover } = exchange;
    expect(chatRow(withoutHandover).handover).toBe(0);
    expect(chatRow({ ...exchange, handover: false }).handover).toBe(0);
  });
});

describe('toChatRecord', () => {
  it('answers a stored row as the chat record of the shared schema, the place nested', () => {
    const { id, session_id, user_message, bot_response, interaction_time, city, country } = {
      id: 3,
      ...(chatRow(exchange) as Omit<Selectable<ChatsTable>, 'id'>),
    };
    const record = toChatRecord({
      id,
      session_id,
      user_message,
      bot_response,
      interaction_time,
      city,
      country,
    });
    expect(chatRecordSchema.strict().parse(record)).toEqual(record);
    expect(record.user_location).toEqual({ city: 'Patna', country: 'India' });
  });
});
