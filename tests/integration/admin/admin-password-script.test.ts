import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { connectDatabase } from '#server/db/database.js';
import { findFirstOwner } from '#server/db/staff-accounts-repository.js';
import { verifyPassword } from '#server/services/admin/password-hashing.js';

const password = 'typed-at-the-terminal-42';

/**
 * `npm run admin:password` at a real terminal: `script` gives the command a pseudo-terminal, which
 * echoes whatever is typed unless the command turns echo off. Keys are typed only once a prompt is
 * shown, as a person would.
 */
function runAtTerminal(dataDir: string, answers: string[]) {
  const child = spawn('script', ['-qec', 'npx tsx scripts/admin-password.ts', '/dev/null'], {
    env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '' },
  });
  let output = '';
  const pending = [...answers];
  child.stdout.setEncoding('utf8');
  child.stdout.on('data', (chunk: string) => {
    output += chunk;
    const prompts = (output.match(/New admin password|Repeat it/g) ?? []).length;
    if (prompts > answers.length - pending.length) child.stdin.write(`${pending.shift() ?? ''}\r`);
  });
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    child.on('close', (code) => resolve({ code, output }));
  });
}

describe('npm run admin:password at a terminal', { timeout: 60_000 }, () => {
  let dataDir = '';
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('does not show the password as it is typed, and stores it', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-password-'));
    const { code, output } = await runAtTerminal(dataDir, [password, password]);

    expect(output).toContain('Repeat it');
    expect(output).toContain('The admin password of owner@example.com was changed');
    expect(output).not.toContain(password);
    expect(code).toBe(0);
    const database = connectDatabase({ kind: 'sqlite', file: path.join(dataDir, 'site.db') });
    try {
      const owner = await findFirstOwner(database.db);
      expect(await verifyPassword(password, owner?.password_hash ?? '')).toBe(true);
    } finally {
      await database.close();
    }
  });

  it('changes nothing when the two passwords differ', async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'admin-password-'));
    const { code, output } = await runAtTerminal(dataDir, [password, `${password}-other`]);
    expect(output).toContain('The two passwords differ; nothing was changed.');
    expect(code).toBe(1);
  });
});
