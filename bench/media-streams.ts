/**
 * Media answers under the attack of issue 46 (L1): the built server holds a 60 MB video; 192
 * clients from six addresses ask for it and never read, then ten downloads take it at full speed
 * as well. Printed: /health's answer time (p50, p99 over each phase; target p99 ≤ 200 ms) and the
 * server's resident memory above idle (target ≤ 60 MB). Each phase lasts a minute, or
 * BENCH_MEDIA_SECONDS. The video is put straight into the server's SQLite file before it starts.
 */

import net from 'node:net';
import { Worker } from 'node:worker_threads';
import { delay } from '#tests/support/server-process.js';
import { percentile, recordResults } from './lib/results.js';
import { startServerWithVideo } from './lib/video-server.js';

const videoBytes = 60 * 1024 * 1024;
const phaseMs = Number(process.env.BENCH_MEDIA_SECONDS ?? 60) * 1000;
const slowClients = 192;
/** 127.0.0.2 to 127.0.0.7; /health and the downloads come from 127.0.0.1. */
const slowAddresses = 6;
const downloads = 10;
/**
 * A slow client opens a new connection this often, before the server's 20 s idle limit closes it,
 * so that 192 stay open all through a phase, as an attacker would keep them.
 */
const slowClientRenewMs = 15_000;

const { server, id } = await startServerWithVideo('media-streams', videoBytes);
const videoUrl = `${server.url}/media/${id}`;

/** Statuses of the slow clients' latest answers, by status code. */
const slowStatuses = new Map<string, number>();

/**
 * A client that asks for the video from `localAddress`, reads the first bytes (to learn its
 * status) and then nothing more, renewing its connection every `slowClientRenewMs` until stopped.
 */
function holdSlowClient(localAddress: string): { stop(): void } {
  let socket: net.Socket | undefined;
  let stopped = false;
  let renewTimer: NodeJS.Timeout | undefined;
  function open() {
    if (stopped) return;
    socket?.destroy();
    const current = net.connect({ host: '127.0.0.1', port: server.port, localAddress }, () => {
      current.write(`GET /media/${id} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
    });
    current.once('data', (chunk) => {
      current.pause();
      const status = chunk.toString('latin1').split(' ')[1] ?? 'none';
      slowStatuses.set(status, (slowStatuses.get(status) ?? 0) + 1);
    });
    current.on('error', () => {});
    socket = current;
    renewTimer = setTimeout(open, slowClientRenewMs);
  }
  open();
  return {
    stop() {
      stopped = true;
      clearTimeout(renewTimer);
      socket?.destroy();
    },
  };
}

/**
 * Ten loops, each downloading the video again as soon as it has it, in a worker thread so that
 * taking the bytes costs this thread's /health timing nothing. It posts each finished download's size.
 */
const downloadLoops = `
const http = require('node:http');
const { workerData, parentPort } = require('node:worker_threads');
function download() {
  http.get(workerData.url, { agent: false, localAddress: '127.0.0.1' }, (response) => {
    let bytes = 0;
    response.on('data', (chunk) => { bytes += chunk.length; });
    response.on('end', () => { parentPort.postMessage(bytes); download(); });
  }).on('error', () => setTimeout(download, 100));
}
for (let loop = 0; loop < workerData.loops; loop += 1) download();
`;

function startDownloads(): { stop(): Promise<number> } {
  let bytes = 0;
  const worker = new Worker(downloadLoops, { eval: true, workerData: { url: videoUrl, loops: downloads } });
  worker.on('message', (size: number) => {
    bytes += size;
  });
  return {
    async stop() {
      await worker.terminate();
      return bytes;
    },
  };
}

/** /health answer times one after another (50 ms apart) for `ms`, and the server's largest resident memory meanwhile. */
async function watchHealth(ms: number) {
  const times: number[] = [];
  let peakMemoryMb = server.residentMemoryMb();
  const end = performance.now() + ms;
  while (performance.now() < end) {
    const started = performance.now();
    const answer = await fetch(`${server.url}/health`);
    await answer.arrayBuffer();
    times.push(performance.now() - started);
    peakMemoryMb = Math.max(peakMemoryMb, server.residentMemoryMb());
    await delay(50);
  }
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    max: Math.max(...times),
    samples: times.length,
    peakMemoryMb,
  };
}

try {
  // The first download writes the server's copy on disk from the database.
  const firstStarted = performance.now();
  let firstDownloadMs = 0;
  const [firstBytes, whileCopying] = await Promise.all([
    fetch(videoUrl).then(async (answer) => {
      const bytes = (await answer.arrayBuffer()).byteLength;
      firstDownloadMs = performance.now() - firstStarted;
      return bytes;
    }),
    watchHealth(2_000),
  ]);
  if (firstBytes !== videoBytes) throw new Error(`the first download had ${firstBytes} bytes`);

  const idle = await watchHealth(Math.min(phaseMs, 10_000));
  const idleMemoryMb = server.residentMemoryMb();

  const slow = Array.from({ length: slowClients }, (_, index) =>
    holdSlowClient(`127.0.0.${2 + (index % slowAddresses)}`),
  );
  // Until the kernel's socket buffers are full and nothing more is sent.
  await delay(5_000);
  const withSlowClients = await watchHealth(phaseMs);

  const downloading = startDownloads();
  const downloadsStarted = performance.now();
  const withDownloads = await watchHealth(phaseMs);
  const downloadedBytes = await downloading.stop();
  const downloadSeconds = (performance.now() - downloadsStarted) / 1000;
  for (const client of slow) client.stop();
  const statuses = Object.fromEntries(slowStatuses);

  const phaseSeconds = phaseMs / 1000;
  recordResults(
    'media-streams',
    [
      {
        figure: 'first download of a 60 MB video (writes the copy on disk)',
        target: 'informational',
        value: firstDownloadMs,
        unit: 'ms',
      },
      {
        figure: 'while the copy is written: /health p99 (2 s)',
        target: 'informational',
        value: whileCopying.p99,
        unit: 'ms',
      },
      { figure: 'idle: /health p99', target: 'informational', value: idle.p99, unit: 'ms' },
      {
        figure: `${slowClients} non-reading clients from ${slowAddresses} addresses: /health p50 over ${phaseSeconds} s`,
        target: 'informational',
        value: withSlowClients.p50,
        unit: 'ms',
      },
      {
        figure: `${slowClients} non-reading clients from ${slowAddresses} addresses: /health p99 over ${phaseSeconds} s`,
        target: '≤ 200 ms',
        value: withSlowClients.p99,
        unit: 'ms',
        met: withSlowClients.p99 <= 200,
      },
      {
        figure: `${slowClients} non-reading clients: memory above idle (peak)`,
        target: '≤ 60 MB',
        value: withSlowClients.peakMemoryMb - idleMemoryMb,
        unit: 'MB',
        met: withSlowClients.peakMemoryMb - idleMemoryMb <= 60,
      },
      {
        figure: `and ${downloads} full-speed downloads: /health p50 over ${phaseSeconds} s`,
        target: 'informational',
        value: withDownloads.p50,
        unit: 'ms',
      },
      {
        figure: `and ${downloads} full-speed downloads: /health p99 over ${phaseSeconds} s`,
        target: '≤ 200 ms',
        value: withDownloads.p99,
        unit: 'ms',
        met: withDownloads.p99 <= 200,
      },
      {
        figure: `and ${downloads} full-speed downloads: memory above idle (peak)`,
        target: '≤ 60 MB',
        value: withDownloads.peakMemoryMb - idleMemoryMb,
        unit: 'MB',
        met: withDownloads.peakMemoryMb - idleMemoryMb <= 60,
      },
      {
        figure: `${downloads} full-speed downloads: throughput in all (finished downloads)`,
        target: 'informational',
        value: downloadedBytes / 1024 / 1024 / downloadSeconds,
        unit: 'MB/s',
      },
    ],
    {
      idleMemoryMb,
      whileCopying,
      idle,
      withSlowClients,
      withDownloads,
      slowClientStatuses: statuses,
      downloadedBytes,
    },
  );
  console.log(`  slow clients' answers by status: ${JSON.stringify(statuses)}`);
} finally {
  await server.stop();
}
