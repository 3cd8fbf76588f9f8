/**
 * `npm run bench`: every benchmark, one after the other, against the production build (made
 * first when missing or older than the sources, as `npm start` does; or the one in BUILD_DIR),
 * then the table in bench/README.md from bench/results/*.json.
 * `npm run bench -- --table-only` only rewrites the table from the stored results.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import type { Figure } from './lib/results.js';

const benchmarks = [
  'server-startup.ts',
  'tracking-ingest.ts',
  'page-serving.ts',
  'login-flood.ts',
  'chat-answers.ts',
  'chat-evaluation.ts',
  'mixed-load.ts',
  'instance-failover.ts',
  'pages-lighthouse.ts',
  'analytics-at-scale.ts',
  'slow-readers.ts',
  'media-streams.ts',
  'parallel-uploads.ts',
  'enquiries.ts',
  'preview-creation.ts',
];
let failed = false;
const benchmarksToRun = process.argv.includes('--table-only') ? [] : benchmarks;
if (benchmarksToRun.length > 0 && !process.env.BUILD_DIR) {
  const build = spawnSync('npx', ['tsx', 'scripts/build-if-needed.ts'], { stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}
for (const benchmark of benchmarksToRun) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join('bench', benchmark)], {
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error(`${benchmark} failed`);
    failed = true;
  }
}

type StoredResult = { name: string; date: string; machine: string; figures: Figure[] };
const results = fs
  .readdirSync('bench/results')
  .filter((file) => file.endsWith('.json'))
  .map((file) => JSON.parse(fs.readFileSync(path.join('bench/results', file), 'utf8')) as StoredResult);
const rows = results.flatMap((result) =>
  result.figures.map(
    (figure) =>
      `| ${result.name} | ${figure.figure} | ${figure.target} | ${Math.round(figure.value * 100) / 100} ${figure.unit} | ${figure.met === undefined ? '' : figure.met ? 'met' : '**missed**'} | ${result.date.slice(0, 10)} |`,
  ),
);
const machines = [...new Set(results.map((result) => result.machine))].join('; ');
fs.writeFileSync(
  'bench/README.md',
  `# Benchmarks\n\n\`npm run bench\` (building the site first if needed) runs every script here against the production build and\nwrites one JSON file per benchmark to \`bench/results/\`; each script also runs alone with\n\`npx tsx bench/<name>.ts\`. Load comes from this process over 127.0.0.1, bounded in time and count.\nThe ingest, mixed-load and analytics benchmarks also run on PostgreSQL when \`BENCH_DATABASE_URL\` or \`TEST_DATABASE_URL\` is set.\nThe instance-failover benchmark (two instances on one PostgreSQL and one Redis, one killed with SIGKILL mid-load, then restarted) needs both: \`BENCH_DATABASE_URL\` or \`TEST_DATABASE_URL\`, and \`BENCH_REDIS_URL\` or \`TEST_REDIS_URL\`; without them it is skipped.\nThe chat assistant's gold set per category, before and after issue 19: [chat-evaluation.md](chat-evaluation.md).\n\`bench/pages-trace.ts\` (informational, writes no results file) summarises where each page's main-thread time goes, from one Chromium trace per page under Lighthouse's settings: by kind, script, trace event, longest tasks and forced style and layout (see docs/decisions/0011).\n\`bench/pages-cpu.ts\` (informational, writes no results file) reads each page's main-thread CPU time over ten fresh loads, beside the plain reference page and the same page gliding as far as each section path glides; \`BENCH_BLOCK\` adds each page with some scripts refused, to read what one piece costs.\n\`bench/chat-tables.ts\` (informational, writes no results file) counts the entries of the assistant's hand-written word, phrase and pattern tables (issue 48: they are to shrink as the content supplies the words).\n\`bench/web-standards.ts\` (informational, writes no results file) checks issue 47's bar on every sitemap page and the not-found pages in English, Bengali and Hindi: Nu HTML checker errors and warnings (\`vnu-jar\`; needs Java: \`apt-get install -y default-jre-headless\`), structured data against Google's required properties, internal links and \`#fragment\`s, and axe (WCAG 2.1 A and AA) at a phone viewport; a summary per language.\n\nMachine: ${machines}\n\n| benchmark | figure | target | value | verdict | date |\n|---|---|---|---|---|---|\n${rows.join('\n')}\n`,
);
console.log('wrote bench/README.md');
if (failed) process.exit(1);
