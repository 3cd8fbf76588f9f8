/**
 * `npm run build`: the browser bundles, the server build of the web app, and the compiled server,
 * all under BUILD_DIR (default `dist`):
 *   dist/client  what the server serves (WEB_ROOT), with the pages' HTML templates
 *   dist/ssr     the web app's server build, which the server renders pages with at run time
 *   dist/node    the server, bundled into one file (`node dist/node/server/main.js`)
 * Bundles, styles and SVGs get Brotli and gzip copies beside them, made once here.
 * A different BUILD_DIR lets two builds (say, two test runs) live side by side.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const buildDirectory = path.resolve(process.env.BUILD_DIR ?? 'dist');

// A build folder outside the project (say /tmp/build-x) still has to find the project's packages,
// and its .js files are ES modules, when the pre-render script and the compiled server import them.
if (!buildDirectory.startsWith(path.resolve('.') + path.sep)) {
  fs.mkdirSync(buildDirectory, { recursive: true });
  const buildModules = path.join(buildDirectory, 'node_modules');
  if (!fs.existsSync(buildModules)) fs.symlinkSync(path.resolve('node_modules'), buildModules, 'dir');
  fs.writeFileSync(path.join(buildDirectory, 'package.json'), '{ "type": "module" }\n');
}
// The project's own tools, run directly: through npx each step would start npm again, and npm
// repeats any warning about the machine's npm configuration every time.
const tool = (name: string) => path.resolve('node_modules/.bin', name);
const steps: [string, string[]][] = [
  [tool('tsx'), ['scripts/generate-media.ts']],
  [tool('vite'), ['build', '--outDir', path.join(buildDirectory, 'client')]],
  [tool('vite'), ['build', '--ssr', '--outDir', path.join(buildDirectory, 'ssr')]],
  [tool('tsx'), ['scripts/precompress-assets.ts']],
  [tool('tsx'), ['scripts/bundle-server.ts']],
];

for (const [command, args] of steps) {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, BUILD_DIR: buildDirectory },
  });
  if (result.status !== 0) {
    console.error(`build step failed: ${command} ${args.join(' ')}`);
    process.exit(result.status ?? 1);
  }
}
