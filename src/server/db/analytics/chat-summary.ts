import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.js';
import { type AnalyticsWindow, chatsSince, rolledUpDays, unknownLocationValues } from './analytics-scope.js';

/** The chat summary of the locations panel: all chats, and the distinct known places they came from. */
export async function selectChatSummary(
  db: Kysely<Database>,
  window: AnalyticsWindow,
): Promise<{ total_chats: number; unique_locations: number; handovers: number }> {
  const live = window.liveFrom;
  const row = await db
    .selectNoFrom((eb) => [
      rolledUpDays(eb, window, 'day')
        .select((r) => r.fn.coalesce(r.fn.sum('chats'), r.lit(0)).as('n'))
        .as('rolled_up_chats'),
      chatsSince(eb, live)
        .select((c) => c.fn.countAll().as('n'))
        .as('live_chats'),
      eb
        .selectFrom(
          rolledUpDays(eb, window, 'chat_location')
            .where('country', 'not in', unknownLocationValues)
            .select(['name as city', 'country'])
            .union(
              chatsSince(eb, live)
                .where('chats.country', 'not in', unknownLocationValues)
                .select(['chats.city', 'chats.country']),
            )
            .as('places'),
        )
        .select((p) => p.fn.countAll().as('n'))
        .as('unique_locations'),
      // Counted from the rows for every day: the roll-ups predate handovers, and the rows stay.
      chatsSince(eb, window.since)
        .where('chats.handover', '=', 1)
        .select((c) => c.fn.countAll().as('n'))
        .as('handovers'),
    ])
    .executeTakeFirstOrThrow();
  return {
    total_chats: Number(row.rolled_up_chats) + Number(row.live_chats),
    unique_locations: Number(row.unique_locations),
    handovers: Number(row.handovers),
  };
}
