import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The package version, found by walking up from this file (it runs from `src/` and from `dist/node/`). */
function readPackageVersion(): string {
  let directory = path.dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = path.join(directory, 'package.json');
    if (fs.existsSync(candidate))
      return (JSON.parse(fs.readFileSync(candidate, 'utf8')) as { version: string }).version;
    const parent = path.dirname(directory);
    if (parent === directory) return '0.0.0';
    directory = parent;
  }
}

export const appVersion = readPackageVersion();
