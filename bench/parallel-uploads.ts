/**
 * Four large images uploaded at once (issue 31: four 7000×7000 PNGs took the server from 705 MB
 * to 1.3 GB and a static file from 115 ms to 3.3 s): the built server's peak resident memory over
 * its memory before, and a script's answer time meanwhile. At most two images are decoded at
 * once; the others wait their turn. The admin session is made in its SQLite file.
 */

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import { connectDatabase } from '#server/db/database.js';
import { findFirstOwner } from '#server/db/staff-accounts-repository.js';
import { startAdminSession } from '#server/services/admin/admin-sessions.js';
import { delay, startServer } from '#tests/support/server-process.js';
import { percentile, recordResults } from './lib/results.js';
import { scriptTimer } from './lib/script-timing.js';

const side = 7000;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-parallel-uploads-'));

// Four different files (each its own shade), so none is answered as an earlier upload.
const images = await Promise.all(
  [0, 1, 2, 3].map((index) =>
    sharp({
      create: { width: side, height: side, channels: 3, background: { r: 40 + index * 50, g: 110, b: 79 } },
    })
      .png()
      .toBuffer(),
  ),
);

const server = await startServer({ dataDir });
// After the start, which signs out every session made before it under another admin password.
const connection = connectDatabase({ kind: 'sqlite', file: path.join(dataDir, 'site.db') });
const owner = await findFirstOwner(connection.db);
if (!owner) throw new Error('The server made no owner account at its first start.');
const { token } = await startAdminSession(connection.db, { accountId: owner.id }, new Date());
await connection.close();
try {
  const timeScript = await scriptTimer(server.url);
  await timeScript();
  const quiet: number[] = [];
  for (let request = 0; request < 20; request += 1) quiet.push(await timeScript());

  const before = server.residentMemoryMb();
  let peak = before;
  let uploading = true;
  const sampler = (async () => {
    while (uploading) {
      peak = Math.max(peak, server.residentMemoryMb());
      await delay(50);
    }
  })();
  const startedAt = performance.now();
  const uploads = Promise.all(
    images.map(async (bytes, index) => {
      const form = new FormData();
      form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), `large-${index}.png`);
      const answer = await fetch(`${server.url}/api/media`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      await answer.arrayBuffer();
      return answer.status;
    }),
  );
  const during: number[] = [];
  let done = false;
  void uploads.then(() => {
    done = true;
  });
  while (!done) {
    during.push(await timeScript());
    await delay(100);
  }
  const statuses = await uploads;
  const uploadsMs = performance.now() - startedAt;
  uploading = false;
  await sampler;

  const growth = peak - before;
  const duringMedian = percentile(during, 50);
  recordResults(
    'parallel-uploads',
    [
      {
        figure: `4 parallel ${side}×${side} PNG uploads: peak memory growth`,
        // The 595 MB was measured on another machine and build: not a target here.
        target: 'informational (issue 31 saw 595 MB)',
        value: growth,
        unit: 'MB',
      },
      {
        figure: '4 parallel large uploads: a script answer, median',
        target: '≤ 300 ms (was 3.3 s)',
        value: duringMedian,
        unit: 'ms',
        met: duringMedian <= 300,
      },
      {
        figure: 'a script answer with no upload, median',
        target: 'informational',
        value: percentile(quiet, 50),
        unit: 'ms',
      },
      {
        figure: '4 parallel large uploads: all answered',
        target: 'informational',
        value: uploadsMs,
        unit: 'ms',
      },
    ],
    { statuses, before, peak, duringMs: during },
  );
} finally {
  await server.stop();
}
