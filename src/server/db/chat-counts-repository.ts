import type { Kysely } from 'kysely';
import type { Database } from './schema.js';

/** Counts one anonymous chat exchange on its day: the only trace kept without statistics consent. */
export async function countAnonymousChat(
  db: Kysely<Database>,
  exchange: { day: string; mode: 'builtin' | 'provider'; failed: boolean },
): Promise<void> {
  const failures = exchange.failed ? 1 : 0;
  await db
    .insertInto('chat_daily_counts')
    .values({ day: exchange.day, mode: exchange.mode, exchanges: 1, failures })
    .onConflict((conflict) =>
      conflict.columns(['day', 'mode']).doUpdateSet((eb) => ({
        exchanges: eb('chat_daily_counts.exchanges', '+', 1),
        failures: eb('chat_daily_counts.failures', '+', failures),
      })),
    )
    .execute();
}
