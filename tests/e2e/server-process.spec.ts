import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import SQLite from 'better-sqlite3';

/**
 * The compiled server as its own process, as it runs in production: what happens to requests in
 * flight when it is told to stop. These tests drive the process, not a browser page.
 */
const buildDirectory = path.resolve(process.env.BUILD_DIR ?? 'dist');
const serverEntry = path.join(buildDirectory, 'node/server/main.js');

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

type RunningServer = { process: ChildProcess; port: number; dataDir: string; exited: Promise<number | null> };

/** Starts the built server on a free port, on a new data folder unless given one. */
async function startServer(
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'site-process-')),
): Promise<RunningServer> {
  if (!fs.existsSync(serverEntry)) {
    throw new Error(`No server build at ${serverEntry}: run \`npm run build\` (or set BUILD_DIR) first.`);
  }
  const port = await freePort();
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      WEB_ROOT: path.join(buildDirectory, 'client'),
      SITE_URL: `http://127.0.0.1:${port}`,
      ADMIN_PASSWORD: 'process-test-admin-password',
      LOG_LEVEL: 'warn',
      // The crash test's clients all come from this machine, faster than a visitor would.
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  await expect
    .poll(
      async () =>
        fetch(`http://127.0.0.1:${port}/health`).then(
          (r) => r.status,
          () => 0,
        ),
      { timeout: 30_000 },
    )
    .toBe(200);
  return { process: child, port, dataDir, exited };
}

/** A request whose body arrives in two parts; `between` runs after the first part is on its way. */
function postInTwoParts(port: number, url: string, body: string, between: () => Promise<void>) {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
      },
      (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          text += chunk;
        });
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      },
    );
    request.on('error', reject);
    const middle = Math.floor(body.length / 2);
    request.write(body.slice(0, middle));
    between().then(() => request.end(body.slice(middle)), reject);
  });
}

const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const desktopChrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

function sendVisit(port: number, eventId: string) {
  return fetch(`http://127.0.0.1:${port}/api/tracking/visitor`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      sessionId: 'visitor_1718000000000_crashtest',
      eventId,
      userAgent: desktopChrome,
      referrer: '',
    }),
  });
}

/** How many times each event id is stored, and the integrity check, read from the SQLite file. */
function readStoredVisits(dataDir: string) {
  const database = new SQLite(path.join(dataDir, 'site.db'), { readonly: true });
  try {
    const rows = database
      .prepare('select event_id as eventId, count(*) as count from visitors group by event_id')
      .all() as { eventId: string; count: number }[];
    return {
      integrity: database.pragma('integrity_check', { simple: true }),
      counts: new Map(rows.map((row) => [row.eventId, row.count])),
    };
  } finally {
    database.close();
  }
}

test.describe('the server process', () => {
  test('finishes a request in flight on SIGTERM, then exits with 0', async () => {
    const server = await startServer();
    try {
      const sessionId = 'visitor_1718000000000_sigterm01';
      const body = JSON.stringify({
        sessionId,
        userAgent: desktopChrome,
        referrer: 'https://www.google.com/',
      });

      const response = await postInTwoParts(server.port, '/api/tracking/visitor', body, async () => {
        // The server has the request's headers and half its body when it is told to stop.
        await delay(300);
        server.process.kill('SIGTERM');
        await delay(700);
        expect(server.process.exitCode).toBeNull();
      });

      expect(response.status).toBe(200);
      expect(JSON.parse(response.body)).toMatchObject({ success: true });
      expect(await server.exited).toBe(0);
      const database = new SQLite(path.join(server.dataDir, 'site.db'), { readonly: true });
      const stored = database
        .prepare('select count(*) as count from visitors where session_id = ?')
        .get(sessionId);
      database.close();
      expect(stored).toEqual({ count: 1 });
    } finally {
      server.process.kill('SIGKILL');
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });

  test('exits with 0 at once when idle, and frees its port', async () => {
    const server = await startServer();
    try {
      server.process.kill('SIGTERM');
      expect(await server.exited).toBe(0);
      await expect(fetch(`http://127.0.0.1:${server.port}/health`)).rejects.toThrow();
    } finally {
      server.process.kill('SIGKILL');
      fs.rmSync(server.dataDir, { recursive: true, force: true });
    }
  });

  test('loses no accepted visit when killed with SIGKILL mid-run, and stores none twice', async () => {
    test.setTimeout(90_000);
    const first = await startServer();
    const { dataDir } = first;
    const accepted: string[] = [];
    const unanswered: string[] = [];
    try {
      let killed = false;
      const client = async (clientNumber: number) => {
        for (let sent = 0; !killed; sent += 1) {
          const eventId = `crash-${clientNumber}-${String(sent).padStart(6, '0')}`;
          try {
            const response = await sendVisit(first.port, eventId);
            if (response.ok) accepted.push(eventId);
            else throw new Error(`visit answered ${response.status}`);
          } catch (error) {
            if (!killed) throw error;
            unanswered.push(eventId);
          }
        }
      };
      const clients = Promise.all([1, 2, 3, 4, 5, 6].map(client));
      await expect.poll(() => accepted.length, { timeout: 20_000 }).toBeGreaterThan(200);
      killed = true;
      first.process.kill('SIGKILL');
      await clients;
      expect(await first.exited).toBeNull();

      const second = await startServer(dataDir);
      try {
        // Clients retry what went unanswered, and some what was already stored: each is kept once.
        for (const eventId of [...unanswered, ...accepted.slice(0, 50)]) {
          expect((await sendVisit(second.port, eventId)).ok).toBe(true);
        }
        second.process.kill('SIGTERM');
        expect(await second.exited).toBe(0);
      } finally {
        second.process.kill('SIGKILL');
      }

      const stored = readStoredVisits(dataDir);
      expect(stored.integrity).toBe('ok');
      expect(accepted.filter((eventId) => stored.counts.get(eventId) !== 1)).toEqual([]);
      expect(unanswered.filter((eventId) => stored.counts.get(eventId) !== 1)).toEqual([]);
      expect([...stored.counts.values()].every((count) => count === 1)).toBe(true);
      test.info().annotations.push({
        type: 'crash',
        description: `${accepted.length} visits accepted, ${unanswered.length} unanswered at SIGKILL, 0 lost, 0 doubled`,
      });
    } finally {
      first.process.kill('SIGKILL');
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
