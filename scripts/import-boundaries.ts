import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

/**
 * Which code may import which: the `overrides` of biome.json, written from this file. Biome's
 * `noRestrictedImports` matches the imported path only, never the importing file's, so "a feature's
 * own files may reach past its index, other code may not" needs one override per feature folder:
 * this script writes them from the folders under src/web/features, and import-boundaries.test.ts
 * fails while biome.json is out of date. After adding, renaming or removing a feature folder, or
 * changing a rule here, run `npx tsx scripts/import-boundaries.ts`.
 */

type RestrictedPattern = { group: string[]; message: string };
type Override = {
  includes: string[];
  linter: {
    rules: { style: { noRestrictedImports: { level: 'error'; options: { patterns: RestrictedPattern[] } } } };
  };
};

const parentFolder: RestrictedPattern = {
  group: ['../**'],
  message:
    'Import from a parent folder through the package\'s alias (#shared/…, #content/…, #server/…, #web/…, #tests/…): see package.json "imports".',
};
const neitherSide: RestrictedPattern = {
  group: ['#web/**', '#server/**', '**/web/**', '**/server/**'],
  message:
    'src/shared and src/content are used by the browser and the server alike: they never import either.',
};
const sharedWithoutContent: RestrictedPattern = {
  group: ['#content/**', '**/content/**'],
  message:
    "src/shared is the API contract: it never depends on the company's content (src/content may import src/shared, not the other way round).",
};
const webWithoutServer: RestrictedPattern = {
  group: ['#server/**'],
  message:
    "The browser's code never imports the server's: what both need lives in src/shared (or src/content).",
};

/** Past a feature's index.ts from outside it; `ownFeature`'s own files may import each other. */
function featureIndexOnly(ownFeature?: string): RestrictedPattern {
  return {
    group: [
      '#web/features/*/**',
      '!#web/features/*/index.js',
      ...(ownFeature ? [`!#web/features/${ownFeature}/**`] : []),
    ],
    message: 'Use a feature from outside it only through its index.ts (#web/features/<feature>/index.js).',
  };
}

const notTests = ['!**/*.test.ts', '!**/*.test.tsx'];

function override(includes: string[], patterns: RestrictedPattern[]): Override {
  return {
    includes,
    linter: { rules: { style: { noRestrictedImports: { level: 'error', options: { patterns } } } } },
  };
}

/**
 * biome.json's overrides for these feature folders. Where several match a file, the last one's
 * patterns replace the others' (Biome does not merge a rule's options), so each lists all that apply.
 */
export function importBoundaryOverrides(features: readonly string[]): Override[] {
  return [
    override(
      ['src/**', 'tests/**', 'bench/**', 'scripts/**', '!tests/e2e/*.spec.ts', '!tests/e2e/support/**'],
      [parentFolder],
    ),
    override(['src/server/**', ...notTests], [parentFolder, featureIndexOnly()]),
    // A test in src/web may look inside a feature (to test it), never into the server.
    override(['src/web/**/*.test.ts', 'src/web/**/*.test.tsx'], [parentFolder, webWithoutServer]),
    override(
      ['src/web/**', '!src/web/features/**', ...notTests],
      [parentFolder, webWithoutServer, featureIndexOnly()],
    ),
    ...features.map((feature) =>
      override(
        [`src/web/features/${feature}/**`, ...notTests],
        [parentFolder, webWithoutServer, featureIndexOnly(feature)],
      ),
    ),
    override(['src/shared/**'], [neitherSide, sharedWithoutContent, parentFolder]),
    override(['src/content/**'], [neitherSide, parentFolder]),
  ];
}

export const repositoryRoot = path.resolve(import.meta.dirname, '..');

/** The feature folders under src/web/features, in name order. */
export function featureFolders(root = repositoryRoot): string[] {
  return fs
    .readdirSync(path.join(root, 'src/web/features'), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name)
    .sort();
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const configFile = path.join(repositoryRoot, 'biome.json');
  const config = JSON.parse(fs.readFileSync(configFile, 'utf8'));
  config.overrides = importBoundaryOverrides(featureFolders());
  fs.writeFileSync(configFile, `${JSON.stringify(config, null, 2)}\n`);
  const format = spawnSync(
    path.join(repositoryRoot, 'node_modules/.bin/biome'),
    ['format', '--write', configFile],
    {
      stdio: 'inherit',
    },
  );
  if (format.status !== 0) process.exit(format.status ?? 1);
  console.log(`biome.json: import boundaries for ${featureFolders().join(', ')}`);
}
