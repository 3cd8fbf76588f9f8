import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';

/**
 * The compiled server as its own process, as it runs in production, for the specs that stop or
 * kill it (server-process, crash-recovery). They drive the process, not a browser page.
 */
const buildDirectory = path.resolve(process.env.BUILD_DIR ?? 'dist');
const serverEntry = path.join(buildDirectory, 'node/server/main.js');

export const desktopChrome =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

export const delay = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

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

export type RunningServer = {
  process: ChildProcess;
  port: number;
  dataDir: string;
  /** Settles with the exit code, or null when a signal ended the process. */
  exited: Promise<number | null>;
};

export type ServerOptions = {
  /** The data folder (SQLite file, resumes); a new one when not given. */
  dataDir?: string;
  /** A `postgres://` address; SQLite under the data folder when not given. */
  databaseUrl?: string;
};

/** Starts the built server on a free port and waits until /health answers 200. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  if (!fs.existsSync(serverEntry)) {
    throw new Error(`No server build at ${serverEntry}: run \`npm run build\` (or set BUILD_DIR) first.`);
  }
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'site-process-'));
  const port = await freePort();
  const { CHAT_API_KEY: _noProviderKey, SMTP_URL: _noMailServer, ...inherited } = process.env;
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      // The built-in chat answerer and no e-mail: the process needs nothing outside this machine.
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      WEB_ROOT: path.join(buildDirectory, 'client'),
      SITE_URL: `http://127.0.0.1:${port}`,
      ADMIN_PASSWORD: 'process-test-admin-password',
      LOG_LEVEL: 'warn',
      // The crash tests' clients all come from this machine, faster than a visitor would.
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  startedServers.add(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  exited.then(() => startedServers.delete(child));
  try {
    await expect
      .poll(
        async () =>
          fetch(`http://127.0.0.1:${port}/health`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 30_000, message: 'the server answers /health with 200' },
      )
      .toBe(200);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  return { process: child, port, dataDir, exited };
}

/** Every server still running, killed when the worker exits: a test that timed out leaves none behind. */
const startedServers = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of startedServers) child.kill('SIGKILL');
});

export type RawRequestBody = { bytes: Buffer; contentType: string; splitAt: number };

/**
 * A POST whose body arrives in two parts: the bytes before `splitAt`, then, once `between` has
 * run, the rest. Rejects when the connection breaks before an answer (the server was killed).
 */
export function postInTwoParts(
  port: number,
  url: string,
  body: RawRequestBody,
  between: () => Promise<void>,
): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      {
        host: '127.0.0.1',
        port,
        path: url,
        method: 'POST',
        headers: { 'content-type': body.contentType, 'content-length': body.bytes.length },
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
    request.write(body.bytes.subarray(0, body.splitAt));
    between().then(() => request.end(body.bytes.subarray(body.splitAt)), reject);
  });
}
