import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { freePort } from './free-port.js';

/** The multi-instance tests run when TEST_REDIS_URL names a Redis they may write to. */
export const testRedisUrl = process.env.TEST_REDIS_URL;

/**
 * The settings that put a test's servers on the shared Redis under a key prefix of their own, so
 * parallel tests (and runs) never see each other's counts; `clear` deletes its keys afterwards.
 */
export function redisTestSettings(url: string) {
  const prefix = `test-${randomBytes(6).toString('hex')}:`;
  return {
    environment: { REDIS_URL: url, REDIS_KEY_PREFIX: prefix },
    /** The test's keys, without its prefix. */
    async keys(): Promise<string[]> {
      const redis = new Redis(url);
      try {
        return (await redis.keys(`${prefix}*`)).map((key) => key.slice(prefix.length));
      } finally {
        redis.disconnect();
      }
    },
    async clear() {
      const redis = new Redis(url);
      try {
        const keys = await redis.keys(`${prefix}*`);
        if (keys.length > 0) await redis.del(...keys);
      } finally {
        redis.disconnect();
      }
    },
  };
}

/**
 * A Redis server of the test's own, on a free port without persistence, that the test may stop
 * and start again (the shared one must stay up for the other tests).
 */
export async function startOwnRedis() {
  const port = await freePort();
  let server: ChildProcess | undefined;

  async function start() {
    server = spawn(
      'redis-server',
      ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
      {
        stdio: 'ignore',
      },
    );
    const probe = new Redis(port, '127.0.0.1', { lazyConnect: true, retryStrategy: () => 100 });
    probe.on('error', () => {}); // refused until the server listens
    try {
      for (let attempt = 0; attempt < 50; attempt++) {
        if (
          await probe.ping().then(
            () => true,
            () => false,
          )
        )
          return;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      throw new Error('the test Redis did not start');
    } finally {
      probe.disconnect();
    }
  }

  async function stop() {
    const running = server;
    server = undefined;
    if (!running || running.exitCode !== null) return;
    await new Promise((resolve) => {
      running.once('exit', resolve);
      running.kill('SIGKILL');
    });
  }

  /** Stops the process without closing its connections (SIGSTOP), as a hung Redis does; `resume` goes on. */
  function pause() {
    server?.kill('SIGSTOP');
  }
  function resume() {
    server?.kill('SIGCONT');
  }

  await start();
  return { url: `redis://127.0.0.1:${port}`, start, stop, pause, resume };
}
