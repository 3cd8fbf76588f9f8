import fs from 'node:fs';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { e2eAdminPassword, e2eTotpSecretKey } from '../../playwright.config.js';

/**
 * Nothing the browser downloads may hold a secret: the built web app is scanned for the admin
 * password the tests run with, the chat keys the tests use, and anything shaped like a provider
 * key or one of our password hashes.
 * Playwright, though no browser is driven: it reads the build, which `npm test` makes only after
 * the vitest suites have passed; the end-to-end suite is the one that runs against the build.
 */
const webRoot = path.join(path.resolve(process.env.BUILD_DIR ?? 'dist'), 'client');
const knownSecrets = [
  e2eAdminPassword,
  e2eTotpSecretKey,
  'sk-test-0123456789abcdefghij',
  'sk-unit-0123456789abcdef',
];
const secretShapes = [/sk-[A-Za-z0-9_-]{17,}/, /scrypt\$\d+\$\d+\$\d+\$/];

function filesUnder(directory: string): string[] {
  return fs
    .readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

test('the built browser bundle contains no password, key or hash', () => {
  expect(fs.existsSync(webRoot), `no build at ${webRoot}: run npm run build`).toBe(true);
  const textFiles = filesUnder(webRoot).filter((file) => /\.(js|css|html|json|svg|txt|xml|map)$/.test(file));
  expect(textFiles.some((file) => file.endsWith('.js'))).toBe(true);
  const findings: string[] = [];
  for (const file of textFiles) {
    const text = fs.readFileSync(file, 'utf8');
    for (const secret of knownSecrets) if (text.includes(secret)) findings.push(`${file}: ${secret}`);
    for (const shape of secretShapes) if (shape.test(text)) findings.push(`${file}: ${shape}`);
  }
  expect(findings).toEqual([]);
});
