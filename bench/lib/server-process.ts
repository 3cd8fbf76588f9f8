import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type RunningServer = {
  url: string;
  process: ChildProcess;
  dataDir: string;
  /** Milliseconds from spawning the process to its first healthy /health answer. */
  startupMs: number;
  /** The server process's resident memory, in megabytes, read from /proc. */
  residentMemoryMb(): number;
  stop(): Promise<void>;
};

/** The production build the benchmarks run: `BUILD_DIR` when set, like `npm run build` writes it. */
export const buildDirectory = path.resolve(process.env.BUILD_DIR ?? 'dist');

/** The admin password of every benchmark server. */
export const benchAdminPassword = 'benchmark-admin-password';

/**
 * Starts the production build of the server (`npm run build` first) as its own process on a free
 * port, with a fresh data folder (or `options.dataDir`, already filled, which `stop` then removes)
 * and no rate limits for this machine's address.
 */
export async function startServer(
  environment: Record<string, string> = {},
  options: { dataDir?: string } = {},
): Promise<RunningServer> {
  const dataDir = options.dataDir ?? fs.mkdtempSync(path.join(os.tmpdir(), 'bench-data-'));
  const port = 20000 + Math.floor(Math.random() * 20000);
  const url = `http://127.0.0.1:${port}`;
  const startedAt = performance.now();
  const child = spawn(process.execPath, [path.join(buildDirectory, 'node/server/main.js')], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      WEB_ROOT: path.join(buildDirectory, 'client'),
      ADMIN_PASSWORD: benchAdminPassword,
      LOG_LEVEL: 'warn',
      RATE_LIMIT_ALLOWLIST: '127.0.0.1',
      ...environment,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));

  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode} while starting`);
    try {
      const response = await fetch(`${url}/health`);
      if (response.ok) break;
    } catch {
      // Not listening yet.
    }
    if (performance.now() - startedAt > 30_000) throw new Error('the server did not become healthy in 30 s');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  const startupMs = performance.now() - startedAt;

  return {
    url,
    process: child,
    dataDir,
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
