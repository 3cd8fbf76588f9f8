/**
 * Enquiries: POST /api/enquiries with varied bodies (every one a different phone, so none is a
 * repeat or hits the per-phone limit), 20 connections, against the production build on SQLite
 * (and on PostgreSQL when BENCH_DATABASE_URL or TEST_DATABASE_URL is set): enquiries accepted per
 * second, and the stored rows equal to the accepted answers in a fixed-count phase. Then the
 * routing decision alone, in this process, over PINs, towns and unknown places: its p95.
 * BENCH_DURATION_SECONDS shortens the load (1 s makes a quick check that the script still works).
 */
import { performance } from 'node:perf_hooks';
import { sampleContent } from '#content/samples/index.js';
import { routeEnquiry } from '#server/services/enquiries/enquiry-routing.js';
import { pinDistrict } from '#server/services/places/pin-districts.js';
import { startServer } from '#tests/support/server-process.js';
import { benchPostgresUrl, createScratchPostgresDatabase, selectNumber } from './lib/bench-databases.js';
import { runLoad } from './lib/load.js';
import { type Figure, percentile, recordResults } from './lib/results.js';

const durationSeconds = Number(process.env.BENCH_DURATION_SECONDS ?? 15);
const connections = 20;
const places = [
  '823001',
  '800001',
  'Gaya',
  'Siliguri',
  '734001',
  'Varanasi',
  'Xyzpur',
  '751001',
  'Ranchi',
  '829122',
];
let sent = 0;

function enquiryBody() {
  sent += 1;
  return {
    name: `Bench visitor ${sent}`,
    phone: `9${String(sent).padStart(9, '0')}`,
    place: places[sent % places.length],
    brand: 'HP',
    product: 'Laptops',
    quantity: (sent % 50) + 1,
    message: 'Quote for our office, delivery this month.',
    customerType: sent % 7 === 0 ? 'dealer' : 'business',
    topic: 'sales',
    sourcePage: '/brands/hp',
    consent: true,
  };
}

async function measureEngine(engine: 'sqlite' | 'postgres') {
  const postgres =
    engine === 'postgres'
      ? await createScratchPostgresDatabase(benchPostgresUrl!, 'bench_enquiries')
      : undefined;
  const server = await startServer({ databaseUrl: postgres?.url });
  const url = `${server.url}/api/enquiries`;
  const timed = await runLoad({ url, connections, durationSeconds, method: 'POST', body: enquiryBody });
  await new Promise((resolve) => setTimeout(resolve, 1000));
  const countRows = () =>
    selectNumber('select count(*) as n from enquiries', {
      dataDir: server.dataDir,
      databaseUrl: postgres?.url,
    });
  const before = await countRows();
  const exact = await runLoad({ url, connections, amount: 2000, method: 'POST', body: enquiryBody });
  const rowsAdded = (await countRows()) - before;
  await server.stop();
  await postgres?.drop();
  return { timed, exact, rowsAdded };
}

function routingTimesMs(): number[] {
  const content = sampleContent;
  const samples: number[] = [];
  const pins = Array.from({ length: 900 }, (_, index) => `${100 + index}001`).filter((pin) =>
    pinDistrict(pin),
  );
  const inputs = [...places, ...pins];
  for (let round = 0; round < 20; round += 1) {
    for (const place of inputs) {
      const start = performance.now();
      routeEnquiry({ place, topic: 'sales', customerType: 'business' }, content);
      samples.push(performance.now() - start);
    }
  }
  return samples;
}

const figures: Figure[] = [];
const details: Record<string, unknown> = {};
for (const engine of benchPostgresUrl ? (['sqlite', 'postgres'] as const) : (['sqlite'] as const)) {
  const label = engine === 'sqlite' ? 'SQLite' : 'PostgreSQL';
  const result = await measureEngine(engine);
  details[engine] = result;
  figures.push(
    {
      figure: `${label} enquiries accepted per second`,
      target: 'reference',
      value: result.timed.requestsPerSecond,
      unit: 'req/s',
    },
    {
      figure: `${label} enquiry p99 latency`,
      target: 'reference',
      value: result.timed.latencyP99Ms,
      unit: 'ms',
    },
    {
      figure: `${label} errors`,
      target: '0',
      value: result.timed.errors + result.exact.errors,
      unit: '',
      met: result.timed.errors + result.exact.errors === 0,
    },
    {
      figure: `${label} stored rows minus accepted (fixed-count phase)`,
      target: '0',
      value: result.rowsAdded - result.exact.accepted,
      unit: 'rows',
      met: result.rowsAdded === result.exact.accepted,
    },
  );
}
const routing = routingTimesMs();
const routingP95 = percentile(routing, 95);
figures.push({
  figure: 'routing decision p95',
  target: '< 1 ms',
  value: routingP95,
  unit: 'ms',
  met: routingP95 < 1,
});
recordResults('enquiries', figures, { ...details, routingDecisions: routing.length });
