import type { Kysely } from 'kysely';
import { autoIncrementPrimaryKey, autoIncrementType } from '#server/db/dialect.js';

/**
 * Second factors (issue 26): passkeys (WebAuthn credentials), one authenticator app (TOTP) and ten
 * one-time recovery codes per account; the WebAuthn challenges and the half-finished sign-ins
 * (password right, second factor still to give), kept in the database so that every instance sees
 * them and each is used once; and the owner's choice of the roles that must have a second factor.
 * A session opened by a person who must still set one up may use only the set-up routes (`stage`).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('staff_passkeys')
    .addColumn('id', autoIncrementType(db), autoIncrementPrimaryKey(db))
    .addColumn('account_id', 'integer', (c) => c.notNull())
    /** The credential id, base64url, as the authenticator names it. */
    .addColumn('credential_id', 'text', (c) => c.notNull().unique())
    /** The COSE public key, base64url: nothing secret. */
    .addColumn('public_key', 'text', (c) => c.notNull())
    /** The authenticator's signature counter, checked to be increasing (0 when it keeps none). */
    .addColumn('counter', 'bigint', (c) => c.notNull())
    /** JSON array of transports ("internal", "usb"...), passed back to the browser. */
    .addColumn('transports', 'text', (c) => c.notNull().defaultTo('[]'))
    /** The person's name for it ("Work laptop"). */
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text')
    .execute();
  await db.schema.createIndex('staff_passkeys_account').on('staff_passkeys').column('account_id').execute();

  await db.schema
    .createTable('staff_totp')
    .addColumn('account_id', 'integer', (c) => c.primaryKey())
    /** Base32; shown once to the person enrolling, never sent again. */
    .addColumn('secret', 'text', (c) => c.notNull())
    /** Null until the person has typed a first right code. */
    .addColumn('confirmed_at', 'text')
    /** The last time step a code was accepted for: a code is never accepted twice. */
    .addColumn('last_time_step', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('staff_recovery_codes')
    .addColumn('id', autoIncrementType(db), autoIncrementPrimaryKey(db))
    .addColumn('account_id', 'integer', (c) => c.notNull())
    /** SHA-256 of the code (random, 50 bits): the code itself was shown once. */
    .addColumn('code_hash', 'text', (c) => c.notNull())
    .addColumn('used_at', 'text')
    .execute();
  await db.schema
    .createIndex('staff_recovery_codes_account')
    .on('staff_recovery_codes')
    .columns(['account_id', 'code_hash'])
    .execute();

  await db.schema
    .createTable('webauthn_challenges')
    .addColumn('challenge', 'text', (c) => c.primaryKey())
    /** 'registration', 'sign-in' (a passkey instead of the password) or 'second-factor'. */
    .addColumn('purpose', 'text', (c) => c.notNull())
    /** The account registering or giving its second factor; null for a passkey sign-in. */
    .addColumn('account_id', 'integer')
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('pending_sign_ins')
    .addColumn('id', autoIncrementType(db), autoIncrementPrimaryKey(db))
    /** SHA-256 of the ticket the client holds between the password and the second factor. */
    .addColumn('ticket_hash', 'text', (c) => c.notNull().unique())
    .addColumn('account_id', 'integer', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  /** One row per role whose people must have a second factor (`required` 1). */
  await db.schema
    .createTable('second_factor_policies')
    .addColumn('role', 'text', (c) => c.primaryKey())
    .addColumn('required', 'integer', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .alterTable('admin_sessions')
    .addColumn('stage', 'text', (c) => c.notNull().defaultTo('full'))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.alterTable('admin_sessions').dropColumn('stage').execute();
  for (const table of [
    'second_factor_policies',
    'pending_sign_ins',
    'webauthn_challenges',
    'staff_recovery_codes',
    'staff_totp',
    'staff_passkeys',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
