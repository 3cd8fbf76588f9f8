import { type Kysely, sql } from 'kysely';
import type { Database } from './schema.js';

/**
 * Runs `work` while holding PostgreSQL's session advisory lock named `name`, on one connection
 * kept for it, so no other server runs the same work meanwhile. Answers false at once, without
 * running it, when another server holds the lock. The lock is keyed by the schema too (tests give
 * each run its own schema in one database), and PostgreSQL releases it if the connection dies.
 */
export async function withAdvisoryLock(
  db: Kysely<Database>,
  name: string,
  work: () => Promise<void>,
): Promise<boolean> {
  return db.connection().execute(async (connection) => {
    const lockKey = sql`hashtext(current_schema() || ':' || ${name})`;
    const { rows } = await sql<{
      locked: boolean;
    }>`select pg_try_advisory_lock(${lockKey}) as locked`.execute(connection);
    if (!rows[0]?.locked) return false;
    try {
      await work();
    } finally {
      await sql`select pg_advisory_unlock(${lockKey})`.execute(connection);
    }
    return true;
  });
}
