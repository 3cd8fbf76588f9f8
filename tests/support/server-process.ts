import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { freePort } from './free-port.js';

/**
 * The production build of the server as its own process, as it runs in production: for the
 * end-to-end specs that stop or kill it (server-process, crash-recovery) and for the benchmarks.
 * It needs nothing outside this machine: the built-in chat answerer answers, and no e-mail is sent.
 */

/** The build that is started: `BUILD_DIR` when set, else `dist`, as `npm run build` writes it. */
export const buildDirectory = path.resolve(process.env.BUILD_DIR ?? 'dist');
const serverEntry = path.join(buildDirectory, 'node/server/main.js');

/** The admin password of every server started here. */
export const serverAdminPassword = 'server-process-admin-password';

/**
 * How long a server may take to answer /health with 200: about a second on a quiet machine, and
 * more than 30 s was seen with two cores shared by a dozen test runs (reading the 130 MB
 * geolocation database).
 */
const startTimeoutMs = 60_000;

export const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export type RunningServer = {
  /** `http://127.0.0.1:<port>` */
  url: string;
  port: number;
  process: ChildProcess;
  dataDir: string;
  /** Settles with the exit code, or null when a signal ended the process. */
  exited: Promise<number | null>;
  /** Milliseconds from spawning the process to its first healthy /health answer. */
  startupMs: number;
  /** The process's resident memory in megabytes, read from /proc. */
  residentMemoryMb(): number;
  /** Asks it to stop (SIGTERM), waits until it has, and removes its data folder. */
  stop(): Promise<void>;
};

type ServerOptions = {
  /** The data folder (the SQLite file), perhaps already filled; a new one when not given. */
  dataDir?: string;
  /** A `postgres://` address; SQLite in the data folder when not given. */
  databaseUrl?: string;
  /** The port to listen on (the one a killed server had, to start it again there); a free one when not given. */
  port?: number;
  /** More settings, as environment variables (e.g. `RETENTION_DAYS`). */
  environment?: Record<string, string>;
};

/** Starts the built server (on a free port unless told one) and waits until /health answers 200. */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  if (!fs.existsSync(serverEntry)) {
    throw new Error(`No server build at ${serverEntry}: run \`npm run build\` (or set BUILD_DIR) first.`);
  }
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'site-process-'));
  const port = options.port ?? (await freePort());
  const url = `http://127.0.0.1:${port}`;
  const { CHAT_API_KEY: _noProviderKey, SMTP_URL: _noMailServer, ...inherited } = process.env;
  const startedAt = performance.now();
  const child = spawn(process.execPath, [serverEntry], {
    env: {
      ...inherited,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      DATABASE_URL: options.databaseUrl ?? '',
      WEB_ROOT: path.join(buildDirectory, 'client'),
      SITE_URL: url,
      ADMIN_PASSWORD: serverAdminPassword,
      LOG_LEVEL: 'warn',
      // Tests and benchmarks send from this machine, faster than any visitor would.
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
      ...options.environment,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  startedServers.add(child);
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  exited.then(() => startedServers.delete(child));
  try {
    await untilHealthy(url, child);
  } catch (error) {
    child.kill('SIGKILL');
    throw error;
  }
  const startupMs = performance.now() - startedAt;

  return {
    url,
    port,
    process: child,
    dataDir,
    exited,
    startupMs,
    residentMemoryMb() {
      const status = fs.readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kilobytes = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return kilobytes / 1024;
    },
    async stop() {
      child.kill('SIGTERM');
      await exited;
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Polls /health every 10 ms, so the start-up time it ends is measured to about that. */
async function untilHealthy(url: string, child: ChildProcess) {
  const deadline = performance.now() + startTimeoutMs;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited (${child.exitCode ?? child.signalCode}) while starting`);
    }
    const status = await fetch(`${url}/health`).then(
      async (response) => {
        await response.arrayBuffer();
        return response.status;
      },
      () => 0,
    );
    if (status === 200) return;
    if (performance.now() > deadline) {
      throw new Error(`the server did not answer /health with 200 within ${startTimeoutMs / 1000} s`);
    }
    await delay(10);
  }
}

/** Every server still running, killed when this process exits: a test that timed out leaves none behind. */
const startedServers = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of startedServers) child.kill('SIGKILL');
});

type RawRequestBody = { bytes: Buffer; contentType: string; splitAt: number };

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

/** The site's indexable pages, as its sitemap lists them (paths, '/' first). */
export async function sitemapPaths(serverUrl: string): Promise<string[]> {
  const sitemap = await (await fetch(`${serverUrl}/sitemap.xml`)).text();
  return [...sitemap.matchAll(/<loc>[^<]*?\/\/[^/<]+(\/[^<]*)<\/loc>/g)].map((match) => match[1] ?? '/');
}
