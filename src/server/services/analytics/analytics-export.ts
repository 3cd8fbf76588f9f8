import type { Kysely } from 'kysely';
import { selectChatExportBatch } from '#server/db/analytics/chat-export-batch.js';
import { type ExportCursor, selectVisitorExportBatch } from '#server/db/analytics/visitor-export-batch.js';
import type { Database } from '#server/db/schema.js';
import { analyticsDay, type ExportDataset, type Timeframe, timeframeStart } from '#shared/analytics.js';
import { type ContactViewer, chatAsSeenBy } from '#shared/enquiry-contacts.js';
import { csvLine, utf8ByteOrderMark } from './csv.js';

const batchSize = 500;

const visitorColumns = [
  'Session ID',
  'Visit Time',
  'City',
  'Country',
  'IP Address',
  'Referrer',
  'Landing Page',
  'Browser',
  'OS',
  'Device',
];
const chatColumns = ['Session ID', 'Time', 'City', 'Country', 'User Message', 'Bot Response'];

/**
 * `GET /api/analytics/export`: a dataset of the timeframe as CSV, named for what it holds and the
 * day it was made, streamed in chunks.
 */
export function analyticsExport(
  db: Kysely<Database>,
  { timeframe, dataset }: { timeframe: Timeframe; dataset: ExportDataset },
  now: Date,
  viewer: Pick<ContactViewer, 'role'>,
): { fileName: string; chunks: AsyncGenerator<string> } {
  return {
    fileName: `${dataset}-${timeframe}-${analyticsDay(now)}.csv`,
    chunks: exportCsvChunks(db, dataset, timeframeStart(timeframe, now), viewer),
  };
}

/**
 * The CSV text of a dataset, one batch of rows per chunk, oldest first. The export streams these
 * chunks, so its memory stays the same however many rows there are.
 */
async function* exportCsvChunks(
  db: Kysely<Database>,
  dataset: ExportDataset,
  since: string | null,
  viewer: Pick<ContactViewer, 'role'>,
): AsyncGenerator<string> {
  yield utf8ByteOrderMark + csvLine(dataset === 'visitors' ? visitorColumns : chatColumns);
  let cursor: ExportCursor | null = null;
  for (;;) {
    let lines: string[];
    if (dataset === 'visitors') {
      const rows = await selectVisitorExportBatch(db, since, cursor, batchSize);
      lines = rows.map((row) =>
        csvLine([
          row.session_id,
          row.visit_time,
          row.city,
          row.country,
          row.ip_address,
          row.referrer,
          row.landing_path,
          row.browser,
          row.os,
          row.device_type,
        ]),
      );
      const last = rows.at(-1);
      cursor = last ? { time: last.visit_time, id: last.id } : null;
    } else {
      const rows = await selectChatExportBatch(db, since, cursor, batchSize);
      lines = rows.map((row) =>
        csvLine([
          row.session_id,
          row.interaction_time,
          row.user_location.city,
          row.user_location.country,
          chatAsSeenBy(viewer, row).user_message,
          row.bot_response,
        ]),
      );
      const last = rows.at(-1);
      cursor = last ? { time: last.interaction_time, id: last.id } : null;
    }
    if (lines.length > 0) yield lines.join('');
    if (lines.length < batchSize) return;
  }
}
