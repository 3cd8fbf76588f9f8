// Generates the site's sample media into a public folder (photos/, logos/, images/, favicon.svg).
// The check that every referenced media file exists is separate (media-check.ts): it also covers
// files the generator does not make, such as the committed sample videos.

import os from 'node:os';
import { type MediaTask, mediaTasks } from './media-tasks.js';
import {
  isUpToDate,
  readStamp,
  removeStaleFiles,
  type Stamp,
  taskHashes,
  writeStamp,
} from './output-stamp.js';

export interface MediaGeneratorOptions {
  /** Where the files go: Vite's public folder for builds, a temporary folder in tests. */
  readonly publicDirectory: string;
  /** Records what is up to date; keep it outside the public folder so it is not served. */
  readonly stampFile: string;
}

export interface MediaGeneratorReport {
  readonly generated: number;
  readonly upToDate: number;
  readonly removed: number;
  readonly milliseconds: number;
}

/** Runs the tasks with at most `limit` at once (libvips spreads each over its own threads too). */
async function runAll(tasks: readonly (() => Promise<void>)[], limit: number): Promise<void> {
  const queue = [...tasks];
  const worker = async () => {
    for (let task = queue.shift(); task; task = queue.shift()) await task();
  };
  await Promise.all(Array.from({ length: Math.min(limit, queue.length) }, worker));
}

export async function generateMedia(options: MediaGeneratorOptions): Promise<MediaGeneratorReport> {
  const started = performance.now();
  const tasks = mediaTasks();
  const hashes = taskHashes(tasks);
  const previous = readStamp(options.stampFile);
  const stale = tasks.filter(
    (task) => !isUpToDate(options.publicDirectory, previous[task.key], hashes.get(task.key)!),
  );

  await runAll(
    stale.map((task: MediaTask) => () => task.write(options.publicDirectory)),
    Math.max(2, os.availableParallelism()),
  );
  const removed = removeStaleFiles(options.publicDirectory, previous, tasks);
  if (stale.length > 0 || removed > 0 || Object.keys(previous).length !== tasks.length) {
    const stamp: Stamp = Object.fromEntries(
      tasks.map((task) => [task.key, { hash: hashes.get(task.key)!, files: task.files }]),
    );
    writeStamp(options.stampFile, stamp);
  }
  return {
    generated: stale.length,
    upToDate: tasks.length - stale.length,
    removed,
    milliseconds: Math.round(performance.now() - started),
  };
}
