import type { Kysely } from 'kysely';
import { up as createChatDailyCounts } from './004-chat-daily-counts.js';

/**
 * The anonymous daily chat counts (004) were written and never read, and kept by UTC day where
 * every other figure uses India Standard Time. A chat without statistics consent now leaves no trace.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('chat_daily_counts').execute();
}

/** The table as 004 made it, empty. */
export const down = createChatDailyCounts;
