// Skips work that is already done: the stamp file records, per task, a hash of its inputs and
// of the generator's own code, and the files it wrote. A task runs again only when that hash
// changes or one of its files is gone; files of tasks that no longer exist are deleted.

import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import type { MediaTask } from './media-tasks.js';

interface StampEntry {
  readonly hash: string;
  readonly files: readonly string[];
}

type Stamp = Record<string, StampEntry>;

/**
 * A hash of everything that changes how outputs are drawn: this folder's source files and the
 * image library's version. Editing the generator therefore redraws everything.
 */
function generatorFingerprint(): string {
  const hash = createHash('sha256');
  const folder = path.dirname(new URL(import.meta.url).pathname);
  for (const name of fs.readdirSync(folder).sort()) {
    if (!name.endsWith('.ts') || name.endsWith('.test.ts')) continue;
    hash.update(name).update(fs.readFileSync(path.join(folder, name)));
  }
  hash.update(JSON.stringify(sharp.versions));
  return hash.digest('hex');
}

export function readStamp(stampFile: string): Stamp {
  try {
    return JSON.parse(fs.readFileSync(stampFile, 'utf8')) as Stamp;
  } catch {
    return {};
  }
}

export function writeStamp(stampFile: string, stamp: Stamp): void {
  fs.mkdirSync(path.dirname(stampFile), { recursive: true });
  fs.writeFileSync(stampFile, `${JSON.stringify(stamp, null, 1)}\n`);
}

export function taskHashes(tasks: readonly MediaTask[]): Map<string, string> {
  const fingerprint = generatorFingerprint();
  return new Map(
    tasks.map((task) => [
      task.key,
      createHash('sha256')
        .update(fingerprint)
        .update(JSON.stringify({ inputs: task.inputs, files: task.files }))
        .digest('hex'),
    ]),
  );
}

export function isUpToDate(publicDirectory: string, previous: StampEntry | undefined, hash: string): boolean {
  if (!previous || previous.hash !== hash) return false;
  return previous.files.every((file) => fs.existsSync(path.join(publicDirectory, file)));
}

/** Deletes the files the previous run wrote that no current task writes any more. */
export function removeStaleFiles(
  publicDirectory: string,
  previous: Stamp,
  tasks: readonly MediaTask[],
): number {
  const current = new Set(tasks.flatMap((task) => task.files));
  const stale = Object.values(previous)
    .flatMap((entry) => entry.files)
    .filter((file) => !current.has(file));
  for (const file of stale) fs.rmSync(path.join(publicDirectory, file), { force: true });
  return stale.length;
}

export type { Stamp };
