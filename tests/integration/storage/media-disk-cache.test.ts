import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { createMediaDiskCache } from '#server/services/media/media-disk-cache.js';
import { createDatabaseFileStore } from '#server/services/storage/database-file-store.js';
import type { FileStore } from '#server/services/storage/file-store.js';
import { storedFileContent } from '#tests/support/stored-files.js';
import { createTestDatabase, databaseEngines, type TestDatabase } from '#tests/support/test-database.js';

/** The database store with small chunks and reads, counting how often a file's content is read from it. */
function countingStore(): FileStore & { reads: number } {
  const store = createDatabaseFileStore({ now: () => new Date(), chunkBytes: 1000, readBytes: 300 });
  const counting = {
    ...store,
    reads: 0,
    stream: (...args: Parameters<FileStore['stream']>) => {
      counting.reads += 1;
      return store.stream(...args);
    },
  };
  return counting;
}

describe.each(databaseEngines)('media copies on disk (%s)', (engine) => {
  let database: TestDatabase;
  let directory: string;
  afterEach(async () => {
    await database.dispose();
    fs.rmSync(directory, { recursive: true, force: true });
  });

  async function setUp() {
    database = await createTestDatabase(engine);
    directory = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'media-cache-test-')), 'media-cache');
    const store = countingStore();
    const put = (key: string, bytes: number) =>
      store.put(database.db, { key, contentType: 'video/mp4', content: randomBytes(bytes) });
    return { store, put };
  }

  it('writes a copy equal to the stored bytes once, named by its hash, and serves ranges from it', async () => {
    const { store, put } = await setUp();
    const cache = await createMediaDiskCache({ directory, fileStore: store });
    const file = await put('media/video', 4321);
    const stored = await storedFileContent(database.db, 'media/video');

    // Requests at once write one copy.
    const [whole, again] = await Promise.all([
      buffer(await cache.stream(database.db, file)),
      buffer(await cache.stream(database.db, file)),
    ]);
    expect(store.reads).toBe(1);
    expect(whole.equals(stored as Buffer)).toBe(true);
    expect(again.equals(whole)).toBe(true);
    expect(fs.readFileSync(path.join(directory, file.sha256)).equals(whole)).toBe(true);
    expect(fs.readdirSync(directory)).toEqual([file.sha256]);

    const range = await buffer(await cache.stream(database.db, file, { start: 999, end: 2500 }));
    expect(range.equals(whole.subarray(999, 2501))).toBe(true);
    const lastByte = await buffer(await cache.stream(database.db, file, { start: 4320, end: 4320 }));
    expect(lastByte.equals(whole.subarray(4320))).toBe(true);
    expect(store.reads).toBe(1);

    // Another cache on the same folder (the server restarted) uses the copy already there.
    const restarted = await createMediaDiskCache({ directory, fileStore: store });
    expect((await buffer(await restarted.stream(database.db, file))).equals(whole)).toBe(true);
    expect(store.reads).toBe(1);
  });

  it('writes the copy again when it is gone, and keeps no copy that differs from its hash', async () => {
    const { store, put } = await setUp();
    const cache = await createMediaDiskCache({ directory, fileStore: store });
    const file = await put('media/video', 2000);
    const stored = (await storedFileContent(database.db, 'media/video')) as Buffer;
    await buffer(await cache.stream(database.db, file));
    fs.rmSync(path.join(directory, file.sha256));
    expect((await buffer(await cache.stream(database.db, file))).equals(stored)).toBe(true);
    expect(store.reads).toBe(2);

    const misnamed = { ...file, sha256: 'f'.repeat(64) };
    await expect(cache.stream(database.db, misnamed)).rejects.toThrow(/does not match/);
    expect(fs.readdirSync(directory)).toEqual([file.sha256]);
  });

  it('removes the least recently served copies beyond its size limit', async () => {
    const { store, put } = await setUp();
    const cache = await createMediaDiskCache({ directory, fileStore: store, maxBytes: 2500 });
    const first = await put('media/first', 1000);
    const second = await put('media/second', 1000);
    const third = await put('media/third', 1000);
    await buffer(await cache.stream(database.db, first));
    await buffer(await cache.stream(database.db, second));
    // Served again, so the second is now the least recently served.
    await buffer(await cache.stream(database.db, first));
    await buffer(await cache.stream(database.db, third));
    expect(fs.readdirSync(directory).sort()).toEqual([first.sha256, third.sha256].sort());
  });

  it('removes the parts of copies a crash left an hour ago, not those being written now', async () => {
    const { store } = await setUp();
    fs.mkdirSync(directory, { recursive: true });
    const abandoned = path.join(directory, `${'a'.repeat(64)}.0123456789ab.part`);
    const writing = path.join(directory, `${'b'.repeat(64)}.ba9876543210.part`);
    fs.writeFileSync(abandoned, 'half');
    fs.writeFileSync(writing, 'half');
    const twoHoursAgo = new Date(Date.now() - 2 * 60 * 60 * 1000);
    fs.utimesSync(abandoned, twoHoursAgo, twoHoursAgo);
    await createMediaDiskCache({ directory, fileStore: store });
    expect(fs.readdirSync(directory)).toEqual([path.basename(writing)]);
  });
});
