/**
 * `npm start` runs this first: it builds the site and server when there is no build yet or when a
 * source file is newer than the build, so a fresh checkout starts with one command.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

// One file from each build step's output, written late in it: the server, the page renderer, the
// browser app's page template.
const buildOutputs = ['dist/node/server/main.js', 'dist/ssr/entry-server.js', 'dist/client/index.html'];
const sources = ['src', 'scripts', 'package.json', 'package-lock.json', 'vite.config.ts'];

function newestChange(entry: string): number {
  if (!fs.existsSync(entry)) return 0;
  const stat = fs.statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return Math.max(0, ...fs.readdirSync(entry).map((name) => newestChange(path.join(entry, name))));
}

const builtAt = Math.min(
  ...buildOutputs.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)),
);
const changedAt = Math.max(...sources.map(newestChange));

if (builtAt === 0 || changedAt > builtAt) {
  console.log(builtAt === 0 ? 'No build found: building the site…' : 'Sources changed: rebuilding the site…');
  // `npm run build`, without starting npm a second time.
  const result = spawnSync(path.resolve('node_modules/.bin/tsx'), ['scripts/build.ts'], { stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
