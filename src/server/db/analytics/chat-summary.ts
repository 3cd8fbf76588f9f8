import type { Kysely } from 'kysely';
import type { Database } from '../schema.js';
import { chatsSince, unknownLocationValues } from './analytics-scope.js';

/** The chat summary of the locations panel: all chats, and the distinct known places they came from. */
export async function selectChatSummary(
  db: Kysely<Database>,
  since: string | null,
): Promise<{ total_chats: number; unique_locations: number }> {
  const row = await db
    .selectNoFrom((eb) => [
      chatsSince(eb, since)
        .select((c) => c.fn.countAll().as('n'))
        .as('total_chats'),
      eb
        .selectFrom(
          chatsSince(eb, since)
            .where('chats.country', 'not in', unknownLocationValues)
            .select(['chats.city', 'chats.country'])
            .distinct()
            .as('locations'),
        )
        .select((l) => l.fn.countAll().as('n'))
        .as('unique_locations'),
    ])
    .executeTakeFirstOrThrow();
  return { total_chats: Number(row.total_chats), unique_locations: Number(row.unique_locations) };
}
