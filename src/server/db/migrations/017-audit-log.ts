import { type Kysely, sql } from 'kysely';
import { autoIncrementPrimaryKey, autoIncrementType } from '#server/db/dialect.js';

/**
 * Who did what in the admin (issue 26): one row per action that reads personal data or changes
 * anything, written by the application only (it never updates or deletes a row, except the
 * scheduled purge of rows older than 2 years). History rows now name the person: status changes
 * and media uploads carry the author's name; rows written by the single shared admin of before
 * accounts name "Owner (before accounts)".
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('audit_log')
    .addColumn('id', autoIncrementType(db), autoIncrementPrimaryKey(db))
    .addColumn('at', 'text', (c) => c.notNull())
    /** Null for an attempt by nobody known (a failed sign-in with an unknown e-mail). */
    .addColumn('account_id', 'integer')
    /** As it was at the time, so the row still reads right after a rename or deletion. */
    .addColumn('account_name', 'text', (c) => c.notNull())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('address', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('target', 'text', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('audit_log_at').on('audit_log').column('at').execute();
  await db.schema.createIndex('audit_log_account').on('audit_log').columns(['account_id', 'at']).execute();
  await db.schema.createIndex('audit_log_action').on('audit_log').columns(['action', 'at']).execute();

  await db.schema.alterTable('application_status_history').addColumn('changed_by', 'text').execute();
  await db.schema.alterTable('media').addColumn('uploaded_by', 'text').execute();
  await sql`update application_status_history set changed_by = 'Owner (before accounts)' where from_status is not null`.execute(
    db,
  );
  await sql`update media set uploaded_by = 'Owner (before accounts)'`.execute(db);
  await sql`update content_revisions set author = 'Owner (before accounts)' where author = 'admin'`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`update content_revisions set author = 'admin' where author = 'Owner (before accounts)'`.execute(
    db,
  );
  await db.schema.alterTable('media').dropColumn('uploaded_by').execute();
  await db.schema.alterTable('application_status_history').dropColumn('changed_by').execute();
  await db.schema.dropTable('audit_log').execute();
}
