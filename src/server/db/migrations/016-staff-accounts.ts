import { type Kysely, sql } from 'kysely';
import { autoIncrementPrimaryKey, autoIncrementType } from '#server/db/dialect.js';

/**
 * One account per person (issue 26) instead of the one shared admin password. Sessions now belong
 * to an account and say from where they were opened and when last used. The sessions of the
 * shared password belong to nobody: they end here, and the admin signs in again. The shared
 * password's hash (`admin_credentials`) becomes the first owner's at the next start
 * (src/server/services/admin/ensure-first-owner.ts), which knows the owner's e-mail.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_accounts')
    .addColumn('id', autoIncrementType(db), autoIncrementPrimaryKey(db))
    .addColumn('name', 'text', (c) => c.notNull())
    /** Trimmed and in lower case, so the unique index is case-insensitive. */
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('role', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    /** JSON array of branch keys: the branches a branch account sees. */
    .addColumn('branch_keys', 'text', (c) => c.notNull().defaultTo('[]'))
    /** Null until the invitee sets a password. */
    .addColumn('password_hash', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('staff_invitations')
    .addColumn('id', autoIncrementType(db), autoIncrementPrimaryKey(db))
    /** SHA-256 of the link's token; the token is only in the link. */
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('staff_invitations_account')
    .on('staff_invitations')
    .column('account_id')
    .execute();

  await db.schema.alterTable('admin_sessions').addColumn('account_id', 'integer').execute();
  await db.schema
    .alterTable('admin_sessions')
    .addColumn('device', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('admin_sessions')
    .addColumn('address', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema.alterTable('admin_sessions').addColumn('last_used_at', 'text').execute();
  await db.schema.createIndex('admin_sessions_account').on('admin_sessions').column('account_id').execute();
  await sql`update admin_sessions set revoked_at = ${new Date().toISOString()} where revoked_at is null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropIndex('admin_sessions_account').execute();
  for (const column of ['last_used_at', 'address', 'device', 'account_id']) {
    await db.schema.alterTable('admin_sessions').dropColumn(column).execute();
  }
  await db.schema.dropTable('staff_invitations').execute();
  await db.schema.dropTable('staff_accounts').execute();
}
