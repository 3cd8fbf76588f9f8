import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { connectDatabase, migrateToLatest } from '#server/db/database.js';
import { mediaKey } from '#server/services/media/media-key.js';
import { createDatabaseFileStore } from '#server/services/storage/database-file-store.js';
import { startServer } from '#tests/support/server-process.js';

/**
 * The built server on a fresh SQLite database holding one random video of `videoBytes`, with no
 * address exempt from the limits (the caps apply as to visitors): what the slow-reader and
 * media-stream benchmarks load. `id` is the video's media id, served at `/media/<id>`.
 */
export async function startServerWithVideo(name: string, videoBytes: number) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `bench-${name}-`));
  const id = randomBytes(32).toString('hex');
  const connection = connectDatabase({ kind: 'sqlite', file: path.join(dataDir, 'site.db') });
  await migrateToLatest(connection.db);
  await createDatabaseFileStore({ now: () => new Date() }).put(connection.db, {
    key: mediaKey(id),
    contentType: 'video/mp4',
    content: randomBytes(videoBytes),
  });
  await connection.close();
  const server = await startServer({ dataDir, environment: { RATE_LIMIT_ALLOWLIST: '' } });
  return { server, id, dataDir };
}
