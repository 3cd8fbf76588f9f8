/**
 * Pages from memory: `GET /` with Brotli, 50 connections for 10 s against the production server
 * (target ≥ 5,000 requests/s: a page with unchanged content is never rendered again), and how
 * long the first request after a publish takes (the page is rendered then, once).
 * RATE_LIMIT_ALLOWLIST lets this process past the per-address limit, as on a real site many
 * visitors share the load.
 */

import { startServer } from '#tests/support/server-process.js';
import { signInAsAdmin } from './lib/admin-dashboard.js';
import { runLoad } from './lib/load.js';
import { type Figure, recordResults } from './lib/results.js';

const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 10);
const server = await startServer({ environment: { RATE_LIMIT_ALLOWLIST: '127.0.0.1' } });
try {
  const brotli = { 'accept-encoding': 'gzip, deflate, br' };
  // The first request renders and compresses the page; the load measures serving it.
  await fetch(`${server.url}/`, { headers: brotli });
  const load = await runLoad({ url: `${server.url}/`, connections: 50, durationSeconds, headers: brotli });

  // A publish makes the next request render the page again: how long does that one take?
  const token = await signInAsAdmin(server.url);
  const auth = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const current = (await (await fetch(`${server.url}/api/content/services`, { headers: auth })).json()) as {
    data: { document: { services: { title: string }[] }; revision: number };
  };
  const { document, revision } = current.data;
  document.services[0]!.title = `${document.services[0]!.title} `.trim();
  const saveStartedAt = performance.now();
  const saved = await fetch(`${server.url}/api/content/services`, {
    method: 'PUT',
    headers: auth,
    body: JSON.stringify({ document, baseRevision: revision }),
  });
  if (!saved.ok) throw new Error(`publishing failed: ${saved.status} ${await saved.text()}`);
  const publishMs = performance.now() - saveStartedAt;
  const renderStartedAt = performance.now();
  await (await fetch(`${server.url}/`, { headers: brotli })).arrayBuffer();
  const firstRequestMs = performance.now() - renderStartedAt;

  const figures: Figure[] = [
    {
      figure: 'GET / with Brotli, from memory: requests per second',
      target: '≥ 5000 req/s',
      value: load.requestsPerSecond,
      unit: 'req/s',
      met: load.requestsPerSecond >= 5000,
    },
    {
      figure: 'GET / with Brotli: p99 latency',
      target: 'informational',
      value: load.latencyP99Ms,
      unit: 'ms',
    },
    {
      figure: 'GET / with Brotli: errors',
      target: '0',
      value: load.errors,
      unit: '',
      met: load.errors === 0,
    },
    {
      figure: 'publishing a revision (PUT /api/content/services)',
      target: 'informational',
      value: publishMs,
      unit: 'ms',
    },
    {
      figure: 'first request for / after a publish (renders the page)',
      target: '≤ 1000 ms',
      value: firstRequestMs,
      unit: 'ms',
      met: firstRequestMs <= 1000,
    },
  ];
  recordResults('page-serving', figures, { durationSeconds, statusCodes: load.statusCodes });
} finally {
  await server.stop();
}
