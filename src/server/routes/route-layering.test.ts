import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const routesDirectory = import.meta.dirname;
const projectDirectory = path.resolve(routesDirectory, '../../..');
const databaseDirectory = path.join(projectDirectory, 'src/server/db');

/** package.json's "imports": `#server/*` → `./src/server/*`, and so on. */
const aliases = Object.entries(
  JSON.parse(fs.readFileSync(path.join(projectDirectory, 'package.json'), 'utf8')).imports as Record<
    string,
    string
  >,
).map(([alias, target]) => ({ prefix: alias.replace(/\*$/, ''), target: target.replace(/\*$/, '') }));

function routeFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return routeFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/** Where a module specifier of `file` points on disk; undefined for a package. */
function resolveSpecifier(file: string, specifier: string): string | undefined {
  if (specifier.startsWith('.')) return path.resolve(path.dirname(file), specifier);
  const alias = aliases.find(({ prefix }) => specifier.startsWith(prefix));
  return alias && path.resolve(projectDirectory, alias.target, specifier.slice(alias.prefix.length));
}

/** Every module a source file imports (static, type-only, re-exported or dynamic), resolved. */
function importedPaths(file: string, source = fs.readFileSync(file, 'utf8')): string[] {
  return ts
    .preProcessFile(source, true, true)
    .importedFiles.flatMap(({ fileName }) => resolveSpecifier(file, fileName) ?? []);
}

const reachesIntoDatabase = (file: string, source?: string) =>
  importedPaths(file, source).some((imported) => imported.startsWith(`${databaseDirectory}${path.sep}`));

/**
 * The server's one rule of where logic lives: a route validates, calls a function of `services/`
 * and answers. SQL lives in `db/`, which only services reach.
 */
describe('the routes', () => {
  it('import nothing from db/: what they need of the database, a service gives them', () => {
    const files = routeFiles(routesDirectory);
    expect(files.length).toBeGreaterThan(10);
    const reachingIntoDb = files.filter((file) => reachesIntoDatabase(file));
    expect(reachingIntoDb.map((file) => path.relative(routesDirectory, file))).toEqual([]);
  });

  // The check itself must see every way a route could name a repository.
  it.each([
    "import { listApplications } from '#server/db/applications-repository.js';",
    "import type { DatabaseConnection } from '#server/db/database.js';",
    "export { findMedia } from '#server/db/media-repository.js';",
    "const repository = await import('#server/db/chats-repository.js');",
    "import {\n  recordVisit,\n} from '../../db/visitors-repository.js';",
  ])('would refuse a route holding %s', (line) => {
    const route = path.join(routesDirectory, 'careers/some-route.ts');
    expect(reachesIntoDatabase(route, line)).toBe(true);
  });

  it('lets a route import a service', () => {
    const route = path.join(routesDirectory, 'careers/some-route.ts');
    const line = "import { receiveApplication } from '#server/services/careers/receive-application.js';";
    expect(reachesIntoDatabase(route, line)).toBe(false);
  });
});
