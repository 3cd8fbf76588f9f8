import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import net from 'node:net';
import nodePath from 'node:path';
import { setFlagsFromString } from 'node:v8';
import { runInNewContext } from 'node:vm';
import { afterEach, describe, expect, it } from 'vitest';
import { mediaKey } from '#server/services/media/media-key.js';
import { ANSWER_DEADLINE_MS, eventually } from '#tests/support/deadlines.js';
import { storedFileContent } from '#tests/support/stored-files.js';
import { createTestApp, type TestApp } from '#tests/support/test-app.js';
import { databaseEngines } from '#tests/support/test-database.js';

const MiB = 1024 * 1024;

/** A collection that frees what is unreferenced, so a memory figure holds only what is held. */
setFlagsFromString('--expose-gc');
const collectGarbage = runInNewContext('gc') as () => void;

function residentMemory(): number {
  collectGarbage();
  return process.memoryUsage().rss;
}

/**
 * A client that asks for a file and then never reads: it sends the request from `localAddress`
 * (any 127.x.y.z is this machine) and keeps its socket paused, so the server's writes fill the
 * kernel's buffers and stop.
 */
function nonReadingClient(port: number, localAddress: string, path: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const socket = net.connect({ host: '127.0.0.1', port, localAddress }, () => {
      socket.pause();
      socket.write(`GET ${path} HTTP/1.1\r\nHost: localhost\r\n\r\n`);
      resolve(socket);
    });
    socket.once('error', reject);
  });
}

/** The first bytes the server answers on a socket that reads (its status line and headers, at least). */
function answerHead(socket: net.Socket): Promise<string> {
  return new Promise((resolve) => {
    socket.once('data', (chunk) => resolve(chunk.toString('latin1')));
    socket.resume();
  });
}

async function statusLine(socket: net.Socket): Promise<string> {
  return (await answerHead(socket)).split('\r\n')[0] ?? '';
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(databaseEngines)('clients that do not read file answers (%s)', (engine) => {
  let testApp: TestApp;
  let sockets: net.Socket[] = [];
  afterEach(async () => {
    for (const socket of sockets) socket.destroy();
    sockets = [];
    await testApp.close();
  });

  /** The server on a real port, with a video of `bytes` random bytes stored as an upload. */
  async function serveVideo(bytes: number, options: Parameters<typeof createTestApp>[2] = {}) {
    testApp = await createTestApp(engine, {}, options);
    const id = randomBytes(32).toString('hex');
    const file = await testApp.app.fileStore.put(testApp.database.db, {
      key: mediaKey(id),
      contentType: 'video/mp4',
      content: randomBytes(bytes),
    });
    await testApp.app.listen({ host: '127.0.0.1', port: 0 });
    return { port: (testApp.app.server.address() as AddressInfo).port, path: `/media/${id}`, file };
  }

  it('holds 64 of them in little memory and keeps answering /health', { timeout: 120_000 }, async () => {
    const { port, path } = await serveVideo(48 * MiB);
    const before = residentMemory();
    // Eight addresses of eight clients each: within every per-address cap.
    sockets = await Promise.all(
      Array.from({ length: 64 }, (_, index) => nonReadingClient(port, `127.0.0.${1 + (index % 8)}`, path)),
    );
    await delay(3_000);
    const grown = residentMemory() - before;

    // /health answers at all (bench/slow-readers.ts measures how fast).
    const health = await fetch(`http://127.0.0.1:${port}/health`, {
      signal: AbortSignal.timeout(ANSWER_DEADLINE_MS),
    });
    expect(health.status).toBe(200);
    expect(grown).toBeLessThan(50 * MiB);
  });

  it('closes an answer whose client has read nothing for the idle limit', { timeout: 60_000 }, async () => {
    const { port, path, file } = await serveVideo(16 * MiB, { fileStreamLimits: { idleTimeoutMs: 200 } });
    // The copy on disk is written first, so the client is idle while its answer streams.
    (await testApp.app.mediaCache.stream(testApp.database.db, file)).destroy();
    sockets.push(await nonReadingClient(port, '127.0.0.1', path));
    // Seen from the server: a paused client is not told of the close until it reads.
    const openConnections = () =>
      new Promise<number>((resolve, reject) =>
        testApp.app.server.getConnections((error, count) => (error ? reject(error) : resolve(count))),
      );
    await eventually(async () => testApp.app.fileStreams.open() === 1);
    await eventually(async () => (await openConnections()) === 0 && testApp.app.fileStreams.open() === 0);
  });

  it('serves a video from its copy on disk, equal to the stored bytes, whole and in ranges', async () => {
    const { port, path, file } = await serveVideo(3 * MiB + 17);
    const stored = (await storedFileContent(testApp.database.db, file.key)) as Buffer;
    const url = `http://127.0.0.1:${port}${path}`;
    const whole = await fetch(url);
    expect(whole.status).toBe(200);
    expect(whole.headers.get('content-length')).toBe(String(stored.length));
    expect(Buffer.from(await whole.arrayBuffer()).equals(stored)).toBe(true);
    const copy = fs.readFileSync(nodePath.join(testApp.dataDir, 'media-cache', file.sha256));
    expect(copy.equals(stored)).toBe(true);

    // The database's chunks are no longer read: the answers below come from the copy.
    await testApp.database.db.deleteFrom('stored_file_chunks').execute();
    const middle = await fetch(url, { headers: { range: 'bytes=1048570-2097160' } });
    expect(middle.status).toBe(206);
    expect(middle.headers.get('content-range')).toBe(`bytes 1048570-2097160/${stored.length}`);
    expect(Buffer.from(await middle.arrayBuffer()).equals(stored.subarray(1048570, 2097161))).toBe(true);
    const suffix = await fetch(url, { headers: { range: 'bytes=-10' } });
    expect(suffix.status).toBe(206);
    expect(Buffer.from(await suffix.arrayBuffer()).equals(stored.subarray(stored.length - 10))).toBe(true);
    const outside = await fetch(url, { headers: { range: `bytes=${stored.length}-` } });
    expect(outside.status).toBe(416);
    expect(outside.headers.get('content-range')).toBe(`bytes */${stored.length}`);
  });

  it('lets one address stream twelve file answers at once, and tells the next when to retry', async () => {
    const { port, path } = await serveVideo(16 * MiB);
    sockets = await Promise.all(Array.from({ length: 12 }, () => nonReadingClient(port, '127.0.0.1', path)));
    await eventually(async () => testApp.app.fileStreams.open() === 12);
    const thirteenth = await nonReadingClient(port, '127.0.0.1', path);
    sockets.push(thirteenth);
    const head = await answerHead(thirteenth);
    expect(head).toMatch(/^HTTP\/1\.1 429 /);
    expect(head).toMatch(/\r\nretry-after: \d+\r\n/i);
    // Another address still gets its file.
    const other = await nonReadingClient(port, '127.0.0.2', path);
    sockets.push(other);
    expect(await statusLine(other)).toMatch(/^HTTP\/1\.1 200 /);
  });

  it('sends the whole file to a client that reads', { timeout: 60_000 }, async () => {
    const { port, path } = await serveVideo(4 * MiB + 123, { fileStreamLimits: { idleTimeoutMs: 1_000 } });
    const answer = await fetch(`http://127.0.0.1:${port}${path}`);
    expect(answer.status).toBe(200);
    expect((await answer.arrayBuffer()).byteLength).toBe(4 * MiB + 123);
  });

  it('refuses file answers beyond the caps per address and in all', { timeout: 60_000 }, async () => {
    const { port, path } = await serveVideo(16 * MiB, {
      fileStreamLimits: { perAddress: 3, total: 5 },
    });
    sockets = await Promise.all(Array.from({ length: 3 }, () => nonReadingClient(port, '127.0.0.1', path)));
    await delay(500);
    const overAddress = await nonReadingClient(port, '127.0.0.1', path);
    sockets.push(overAddress);
    expect(await statusLine(overAddress)).toMatch(/^HTTP\/1\.1 429 /);

    sockets.push(...(await Promise.all([1, 2].map(() => nonReadingClient(port, '127.0.0.2', path)))));
    await delay(500);
    const overTotal = await nonReadingClient(port, '127.0.0.3', path);
    sockets.push(overTotal);
    expect(await statusLine(overTotal)).toMatch(/^HTTP\/1\.1 503 /);

    // Pages and the API are not file answers: they still answer.
    expect((await fetch(`http://127.0.0.1:${port}/health`)).status).toBe(200);
    // A closed stream gives its place back.
    for (const socket of sockets.slice(0, 3)) socket.destroy();
    await delay(500);
    const again = await nonReadingClient(port, '127.0.0.1', path);
    sockets.push(again);
    expect(await statusLine(again)).toMatch(/^HTTP\/1\.1 200 /);
  });
});
