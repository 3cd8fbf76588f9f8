import type { Kysely } from 'kysely';
import { autoIncrementPrimaryKey, autoIncrementType } from '#server/db/dialect.js';

/**
 * The tables of the entities of spec section 3 "Entities and their fields". Later changes come as
 * new migrations, never edits here.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = autoIncrementType(db);
  const primaryKey = autoIncrementPrimaryKey(db);

  await db.schema
    .createTable('visitors')
    .addColumn('id', id, primaryKey)
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.unique())
    .addColumn('user_agent', 'text', (c) => c.notNull())
    .addColumn('referrer', 'text', (c) => c.notNull())
    .addColumn('landing_path', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('region', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('ip_address', 'text', (c) => c.notNull())
    .addColumn('browser', 'text', (c) => c.notNull())
    .addColumn('os', 'text', (c) => c.notNull())
    .addColumn('device_type', 'text', (c) => c.notNull())
    .addColumn('is_bot', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('visit_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('visitors_visit_time').on('visitors').column('visit_time').execute();
  await db.schema.createIndex('visitors_session_id').on('visitors').column('session_id').execute();

  await db.schema
    .createTable('page_views')
    .addColumn('id', id, primaryKey)
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('event_id', 'text', (c) => c.unique())
    .addColumn('path', 'text', (c) => c.notNull())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('is_bot', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('viewed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('page_views_viewed_at').on('page_views').column('viewed_at').execute();

  await db.schema
    .createTable('chats')
    .addColumn('id', id, primaryKey)
    .addColumn('session_id', 'text', (c) => c.notNull())
    .addColumn('user_message', 'text', (c) => c.notNull())
    .addColumn('bot_response', 'text', (c) => c.notNull())
    .addColumn('mode', 'text', (c) => c.notNull())
    .addColumn('error_class', 'text')
    .addColumn('city', 'text', (c) => c.notNull())
    .addColumn('country', 'text', (c) => c.notNull())
    .addColumn('interaction_time', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('chats_interaction_time').on('chats').column('interaction_time').execute();

  await db.schema
    .createTable('job_applications')
    .addColumn('id', id, primaryKey)
    .addColumn('job_id', 'text', (c) => c.notNull())
    .addColumn('job_title', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('expected_salary', 'text', (c) => c.notNull())
    .addColumn('position', 'text', (c) => c.notNull())
    .addColumn('available_start_date', 'text', (c) => c.notNull())
    .addColumn('resume_file', 'text', (c) => c.notNull().unique())
    .addColumn('resume_size', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('pending'))
    .addColumn('application_date', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('job_applications_email_job')
    .on('job_applications')
    .columns(['email', 'job_id', 'application_date'])
    .execute();

  await db.schema
    .createTable('application_status_history')
    .addColumn('id', id, primaryKey)
    .addColumn('application_id', 'integer', (c) =>
      c.notNull().references('job_applications.id').onDelete('cascade'),
    )
    .addColumn('from_status', 'text')
    .addColumn('to_status', 'text', (c) => c.notNull())
    .addColumn('changed_at', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('application_status_history_application')
    .on('application_status_history')
    .column('application_id')
    .execute();

  await db.schema
    .createTable('admin_credentials')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('admin_sessions')
    .addColumn('id', id, primaryKey)
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .addColumn('revoked_at', 'text')
    .execute();

  await db.schema
    .createTable('consent_records')
    .addColumn('id', id, primaryKey)
    .addColumn('consent_id', 'text', (c) => c.notNull().unique())
    .addColumn('necessary', 'integer', (c) => c.notNull())
    .addColumn('preferences', 'integer', (c) => c.notNull())
    .addColumn('statistics', 'integer', (c) => c.notNull())
    .addColumn('marketing', 'integer', (c) => c.notNull())
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'consent_records',
    'admin_sessions',
    'admin_credentials',
    'application_status_history',
    'job_applications',
    'chats',
    'page_views',
    'visitors',
  ]) {
    await db.schema.dropTable(table).ifExists().execute();
  }
}
