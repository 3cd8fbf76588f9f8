/**
 * `npm run data:purge`: deletes the visits, page views and chats older than RETENTION_DAYS
 * (default 395), the enquiries older than ENQUIRY_RETENTION_DAYS (default 730) and the audit log's rows
 * older than 2 years now, as the server does once a day. Job applications are kept until an admin
 * deletes them. Uses the same DATABASE_URL / DATA_DIR as the server; safe while it runs.
 */
import { loadConfig } from '#server/config.js';
import { connectDatabase, migrateToLatest } from '#server/db/database.js';
import { purgeExpiredEnquiries, purgeExpiredRecords } from '#server/services/data-care/retention.js';

const config = loadConfig();
const database = connectDatabase(config.database);
try {
  await migrateToLatest(database.db);
  const { cutoff, purged, prunedRevisions, auditCutoff, auditPurged } = await purgeExpiredRecords(
    database.db,
    {
      now: new Date(),
      retentionDays: config.retentionDays,
    },
  );
  console.log(
    `Deleted what was recorded before ${cutoff} (${config.retentionDays} days): ` +
      `${purged.visitors} visits, ${purged.page_views} page views, ${purged.chats} chats; ` +
      `${prunedRevisions} content revisions beyond the latest 100 of their collection and over a year old.`,
  );
  const expired = await purgeExpiredEnquiries(database.db, {
    now: new Date(),
    retentionDays: config.enquiryRetentionDays,
  });
  console.log(
    `Deleted ${expired.enquiries} enquiries received before ${expired.cutoff} (${config.enquiryRetentionDays} days).`,
  );
  console.log(`Deleted ${auditPurged} audit log rows from before ${auditCutoff} (2 years).`);
} finally {
  await database.close();
}
