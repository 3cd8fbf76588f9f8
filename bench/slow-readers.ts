/**
 * Clients that ask for a large file and never read (issue 31): the built server's resident memory
 * with 64 of them (target: under 50 MB more than before) and /health's answer time meanwhile
 * (target p95 under 100 ms); then 256 from four addresses, as the attack round sent. The video is
 * put straight into the server's SQLite file before it starts.
 */

import net from 'node:net';
import { delay } from '#tests/support/server-process.js';
import { percentile, recordResults } from './lib/results.js';
import { startServerWithVideo } from './lib/video-server.js';

const videoBytes = 99 * 1024 * 1024;
const { server, id } = await startServerWithVideo('slow-readers', videoBytes);

function nonReadingClient(localAddress: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port: server.port, localAddress }, () => {
      socket.pause();
      socket.write(`GET /media/${id} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

/** /health answer times, one after another, from an address none of the slow clients use. */
async function healthTimes(count: number): Promise<number[]> {
  const times: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const started = performance.now();
    const answer = await fetch(`${server.url}/health`);
    await answer.arrayBuffer();
    times.push(performance.now() - started);
    await delay(50);
  }
  return times;
}

/** Holds `count` non-reading clients spread over `addresses` for a while; memory growth and /health meanwhile. */
async function holdSlowReaders(count: number, addresses: number) {
  await healthTimes(5);
  const before = server.residentMemoryMb();
  const sockets = await Promise.all(
    Array.from({ length: count }, (_, index) => nonReadingClient(`127.0.0.${2 + (index % addresses)}`)),
  );
  // Until the kernel's socket buffers are full and nothing more is sent (a few seconds).
  await delay(15_000);
  const health = await healthTimes(40);
  const grownMb = server.residentMemoryMb() - before;
  for (const socket of sockets) socket.destroy();
  await delay(1_000);
  return { grownMb, healthP95: percentile(health, 95), healthMax: Math.max(...health) };
}

try {
  await healthTimes(5);
  const quiet = percentile(await healthTimes(40), 95);
  const sixtyFour = await holdSlowReaders(64, 4);
  const many = await holdSlowReaders(256, 4);
  recordResults(
    'slow-readers',
    [
      {
        figure: '/health p95 with no slow clients (the machine now)',
        target: 'informational',
        value: quiet,
        unit: 'ms',
      },
      {
        figure: '64 non-reading clients of a 99 MB video: memory growth',
        target: '< 50 MB',
        value: sixtyFour.grownMb,
        unit: 'MB',
        met: sixtyFour.grownMb < 50,
      },
      {
        figure: '64 non-reading clients: /health p95',
        target: '< 100 ms',
        value: sixtyFour.healthP95,
        unit: 'ms',
        met: sixtyFour.healthP95 < 100,
      },
      {
        figure: '256 non-reading clients from 4 addresses: memory growth',
        target: 'informational',
        value: many.grownMb,
        unit: 'MB',
      },
      {
        figure: '256 non-reading clients from 4 addresses: /health p95',
        target: '< 100 ms',
        value: many.healthP95,
        unit: 'ms',
        met: many.healthP95 < 100,
      },
    ],
    { quiet, sixtyFour, many },
  );
} finally {
  await server.stop();
}
