/**
 * Preview creations (issue 31, low 7): against the production build, 20 admin preview creations
 * at once right after start (the first learns which pages show each collection, once for the
 * revision), with /health asked one request after another meanwhile: its p95 and longest answer
 * (once 17 s, when each creation rendered every page); how many were made and how many refused
 * with 503; then one creation alone once the pages are learnt.
 */
import { delay, startServer } from '#tests/support/server-process.js';
import { signInAsAdmin } from './lib/admin-dashboard.js';
import { percentile, recordResults } from './lib/results.js';

const server = await startServer({ environment: { RATE_LIMIT_ALLOWLIST: '127.0.0.1' } });

try {
  const token = await signInAsAdmin(server.url);
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const branches = (await (await fetch(`${server.url}/api/content/branches`, { headers })).json()) as {
    data: { document: unknown };
  };
  const createPreview = async () => {
    const started = performance.now();
    const response = await fetch(`${server.url}/api/content/branches/previews`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ document: branches.data.document }),
    });
    await response.arrayBuffer();
    return { status: response.status, ms: performance.now() - started };
  };

  const healthTimes: number[] = [];
  let creating = true;
  const healthChecks = (async () => {
    while (creating) {
      const started = performance.now();
      await (await fetch(`${server.url}/health`)).arrayBuffer();
      healthTimes.push(performance.now() - started);
      await delay(50);
    }
  })();
  const burstStarted = performance.now();
  const burst = await Promise.all(Array.from({ length: 20 }, createPreview));
  const burstMs = performance.now() - burstStarted;
  creating = false;
  await healthChecks;
  const alone = await createPreview();

  const healthP95 = percentile(healthTimes, 95);
  const healthMax = Math.max(...healthTimes);
  recordResults(
    'preview-creation',
    [
      {
        figure: '20 preview creations at once: /health p95',
        target: '< 100 ms',
        value: healthP95,
        unit: 'ms',
        met: healthP95 < 100,
      },
      {
        figure: '20 preview creations at once: /health longest',
        target: '< 1000 ms',
        value: healthMax,
        unit: 'ms',
        met: healthMax < 1_000,
      },
      {
        figure: '20 preview creations at once: made (others 503 with Retry-After)',
        target: 'informational',
        value: burst.filter((answer) => answer.status === 200).length,
        unit: '',
      },
      {
        figure: '20 preview creations at once: until the last answer',
        target: 'informational',
        value: burstMs,
        unit: 'ms',
      },
      {
        figure: 'one preview creation once the pages are learnt',
        target: 'informational',
        value: alone.ms,
        unit: 'ms',
      },
    ],
    { healthTimes, burst, alone },
  );
} finally {
  await server.stop();
}
