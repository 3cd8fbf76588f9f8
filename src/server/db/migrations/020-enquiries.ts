import type { Kysely } from 'kysely';
import { autoIncrementPrimaryKey, autoIncrementType } from '#server/db/dialect.js';

/**
 * Web enquiries (issue 27): what the visitor asked, the office the routing chose and why, and the
 * answering: status, first response, reminder. `enquiry_events` records every status change,
 * note and reassignment, oldest first.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  const id = autoIncrementType(db);
  const primaryKey = autoIncrementPrimaryKey(db);
  await db.schema
    .createTable('enquiries')
    .addColumn('id', id, primaryKey)
    /** Told to the visitor, e.g. 'E7K3M9QX'. */
    .addColumn('reference', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull())
    .addColumn('email', 'text')
    .addColumn('place', 'text', (c) => c.notNull())
    .addColumn('district', 'text')
    .addColumn('brand', 'text')
    .addColumn('product', 'text')
    .addColumn('quantity', 'integer')
    .addColumn('message', 'text')
    .addColumn('customer_type', 'text', (c) => c.notNull())
    .addColumn('topic', 'text', (c) => c.notNull())
    .addColumn('source_page', 'text')
    .addColumn('office_id', 'text', (c) => c.notNull())
    /** The desk or office name the visitor was told. */
    .addColumn('office_name', 'text', (c) => c.notNull())
    .addColumn('routing_reason', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    /** The first status change or note by a person; null while unanswered. */
    .addColumn('first_response_at', 'text')
    .addColumn('reminder_sent_at', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    /** The duplicate guard: a digest of the need, and the 10-minute window the enquiry fell in. */
    .addColumn('need_key', 'text', (c) => c.notNull())
    .addColumn('duplicate_window', 'integer', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('enquiries_one_per_window')
    .on('enquiries')
    .columns(['phone', 'need_key', 'duplicate_window'])
    .unique()
    .execute();
  await db.schema.createIndex('enquiries_created_at').on('enquiries').column('created_at').execute();
  await db.schema
    .createIndex('enquiries_office_created_at')
    .on('enquiries')
    .columns(['office_id', 'created_at'])
    .execute();

  await db.schema
    .createTable('enquiry_events')
    .addColumn('id', id, primaryKey)
    .addColumn('enquiry_id', 'integer', (c) => c.notNull().references('enquiries.id').onDelete('cascade'))
    /** 'status', 'note', 'reassign' or 'reminder'. */
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull())
    .addColumn('from_value', 'text')
    .addColumn('to_value', 'text')
    /** A note, or a reassignment's reason. */
    .addColumn('text', 'text')
    .execute();
  await db.schema.createIndex('enquiry_events_enquiry').on('enquiry_events').column('enquiry_id').execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('enquiry_events').execute();
  await db.schema.dropTable('enquiries').execute();
}
