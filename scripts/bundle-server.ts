/**
 * Build step: bundles the server and every package it uses into one file,
 * BUILD_DIR/node/server/main.js. Node then starts from one file instead of resolving and
 * reading about two thousand modules, which took more than half a second of each start.
 * better-sqlite3 and sharp stay outside (compiled addons Node must load from node_modules), as
 * does pg's optional native binding. Type checking is `npm run typecheck`'s job; this only transforms.
 */
import path from 'node:path';
import { build } from 'esbuild';

const buildDirectory = path.resolve(process.env.BUILD_DIR ?? 'dist');

await build({
  entryPoints: ['src/server/main.ts'],
  outfile: path.join(buildDirectory, 'node/server/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20.19',
  // Native addons load their compiled parts from node_modules at run time.
  external: ['better-sqlite3', 'pg-native', 'sharp'],
  // The CommonJS packages inside the bundle call require() for Node's own modules; an ES module
  // has no require until it makes one.
  banner: {
    js: "import { createRequire as createRequireInBundle } from 'node:module'; const require = createRequireInBundle(import.meta.url);",
  },
  sourcemap: true,
  logLevel: 'warning',
});
