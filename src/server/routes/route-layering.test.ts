import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const routesDirectory = import.meta.dirname;

function routeFiles(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(directory, entry.name);
    if (entry.isDirectory()) return routeFiles(file);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [file] : [];
  });
}

/**
 * The server's one rule of where logic lives: a route validates, calls a function of `services/`
 * and answers. SQL lives in `db/`, which only services reach.
 */
describe('the routes', () => {
  it('import nothing from db/: what they need of the database, a service gives them', () => {
    const reachingIntoDb = routeFiles(routesDirectory).filter((file) =>
      /from '(\.\.\/)+db\//.test(fs.readFileSync(file, 'utf8')),
    );
    expect(reachingIntoDb.map((file) => path.relative(routesDirectory, file))).toEqual([]);
  });
});
