import { text } from 'node:stream/consumers';
import { afterEach, describe, expect, it } from 'vitest';
import { createDatabaseFileStore } from '#server/services/storage/database-file-store.js';
import { storedFileKeys } from '#tests/support/stored-files.js';
import { createTestDatabase, databaseEngines, type TestDatabase } from '#tests/support/test-database.js';

/** The database file store with 4-byte chunks, so short texts cross chunk boundaries. */
describe.each(databaseEngines)('the database file store on %s', (engine) => {
  let database: TestDatabase;
  afterEach(() => database.dispose());
  const now = () => new Date('2026-01-02T03:04:05.000Z');
  const store = createDatabaseFileStore({ now, chunkBytes: 4 });
  const content = Buffer.from('abcdefghijklm');

  it('stores a file, describes it, streams it whole and in ranges, and deletes it', async () => {
    database = await createTestDatabase(engine);
    const stored = await store.put(database.db, { key: 'notes/a.txt', contentType: 'text/plain', content });

    expect(stored).toEqual({
      key: 'notes/a.txt',
      contentType: 'text/plain',
      size: 13,
      // sha256sum of 'abcdefghijklm'
      sha256: 'ff10304f1af23606ede1e2d8abcdc94c229047a61458d809d8bbd53ede1f6598',
      createdAt: '2026-01-02T03:04:05.000Z',
    });
    const file = await store.get(database.db, 'notes/a.txt');
    expect(file).toEqual(stored);
    if (!file) return;
    expect(await text(store.stream(database.db, file))).toBe('abcdefghijklm');
    expect(await text(store.stream(database.db, file, { start: 3, end: 8 }))).toBe('defghi');
    expect(await text(store.stream(database.db, file, { start: 12, end: 12 }))).toBe('m');
    expect(await text(store.stream(database.db, file, { start: 0, end: 3 }))).toBe('abcd');
    // Reads smaller than a chunk, which never cross into the next one.
    const slicing = createDatabaseFileStore({ now, chunkBytes: 4, readBytes: 3 });
    expect(await text(slicing.stream(database.db, file))).toBe('abcdefghijklm');
    expect(await text(slicing.stream(database.db, file, { start: 2, end: 10 }))).toBe('cdefghijk');

    expect(await store.delete(database.db, 'notes/a.txt')).toBe(true);
    expect(await store.get(database.db, 'notes/a.txt')).toBeUndefined();
    expect(await database.db.selectFrom('stored_file_chunks').selectAll().execute()).toEqual([]);
    expect(await store.delete(database.db, 'notes/a.txt')).toBe(false);
  });

  it('keeps the first file under a key put twice, and stores an empty file', async () => {
    database = await createTestDatabase(engine);
    const first = await store.put(database.db, { key: 'k', contentType: 'text/plain', content });
    const again = await store.put(database.db, {
      key: 'k',
      contentType: 'text/html',
      content: Buffer.from('x'),
    });
    expect(again).toEqual(first);
    const empty = await store.put(database.db, {
      key: 'empty',
      contentType: 'text/plain',
      content: Buffer.alloc(0),
    });
    expect(await text(store.stream(database.db, empty))).toBe('');
    expect(await storedFileKeys(database.db)).toEqual(['empty', 'k']);
  });

  it('writes nothing when the caller’s transaction rolls back', async () => {
    database = await createTestDatabase(engine);
    await expect(
      database.db.transaction().execute(async (trx) => {
        await store.put(trx, { key: 'k', contentType: 'text/plain', content });
        throw new Error('the row beside it failed');
      }),
    ).rejects.toThrow('the row beside it failed');
    expect(await storedFileKeys(database.db)).toEqual([]);
    expect(await database.db.selectFrom('stored_file_chunks').selectAll().execute()).toEqual([]);
  });
});
