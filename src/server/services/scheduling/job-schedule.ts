import type { FastifyBaseLogger } from 'fastify';
import type { JobLock } from './job-locks.js';

/**
 * The server's background work as named jobs on timers: each runs first a while after start, then
 * again when its own schedule says, never twice at once. Every run, timed or asked for, goes
 * through `run(name)`, which takes the job's lock shared by every server (`lock`), so a job runs
 * in one server at a time; a server finding it taken skips that run.
 */

export type ScheduledJob = {
  /** Names the job in the logs and its lock across servers. */
  name: string;
  /** Milliseconds from the start of the schedule to the first run. */
  firstRunAfterMs: number;
  /** Milliseconds from the end of a run to the next, given the time then. */
  nextRunAfterMs: (now: Date) => number;
  /** The work; what it returns is logged. A failure is logged and the job runs again at its next time. */
  run: () => Promise<unknown>;
};

/**
 * Where the schedule sets its timers: Node's by default. Tests pass a manual clock
 * (tests/support/manual-timers.ts) rather than faking the global timers, which would also fire the
 * database driver's connection and idle timeouts whenever a test skips hours ahead.
 */
export type JobTimers = {
  setTimeout(run: () => Promise<void>, delayMs: number): JobTimer;
  clearTimeout(timer: JobTimer): void;
};
type JobTimer = object;

const nodeTimers: JobTimers = {
  // Background work never keeps the process alive.
  setTimeout: (run, delayMs) => setTimeout(run, delayMs).unref(),
  clearTimeout: (timer) => clearTimeout(timer as NodeJS.Timeout),
};

export type JobSchedule = {
  /** Sets every job's first timer. */
  start(): void;
  /**
   * Runs a job now. A run under way may have begun before what the caller wants covered, so the
   * job then runs once more after it (callers asking meanwhile share that run).
   */
  run(name: string): Promise<void>;
  /** Clears the timers and waits for the runs under way. */
  stop(): Promise<void>;
};

/** A single server needs no lock: every run goes ahead. */
const runWithoutLock: JobLock = async (_name, work) => {
  await work();
  return true;
};

export function createJobSchedule(
  jobs: readonly ScheduledJob[],
  options: { now: () => Date; log: FastifyBaseLogger; lock?: JobLock; timers?: JobTimers },
): JobSchedule {
  const { log, timers: clock = nodeTimers } = options;
  const runExclusively: JobLock = options.lock ?? runWithoutLock;
  const jobsByName = new Map(jobs.map((job) => [job.name, job]));
  const timers = new Map<string, JobTimer>();
  const running = new Map<string, Promise<void>>();
  const following = new Map<string, Promise<void>>();
  let stopped = false;

  async function execute(job: ScheduledJob): Promise<void> {
    const startedAt = performance.now();
    try {
      let result: unknown;
      const ran = await runExclusively(job.name, async () => {
        result = await job.run();
      });
      if (!ran) {
        log.info({ job: job.name }, 'scheduled job skipped: another server is running it');
        return;
      }
      const ms = Math.round(performance.now() - startedAt);
      log.info({ job: job.name, result, ms }, 'scheduled job done');
    } catch (error) {
      log.error({ err: error, job: job.name }, 'scheduled job failed; it runs again at its next time');
    }
  }

  function begin(job: ScheduledJob): Promise<void> {
    const current = execute(job).finally(() => running.delete(job.name));
    running.set(job.name, current);
    return current;
  }

  function run(name: string): Promise<void> {
    const job = jobsByName.get(name);
    if (!job) return Promise.reject(new Error(`no scheduled job is called ${name}`));
    if (stopped) return Promise.resolve();
    const current = running.get(name);
    if (!current) return begin(job);
    let next = following.get(name);
    if (!next) {
      next = current.then(() => {
        following.delete(name);
        if (stopped) return;
        return running.get(name) ?? begin(job);
      });
      following.set(name, next);
    }
    return next;
  }

  function setTimer(job: ScheduledJob, delayMs: number) {
    if (stopped) return;
    const timer = clock.setTimeout(async () => {
      await run(job.name);
      setTimer(job, job.nextRunAfterMs(options.now()));
    }, delayMs);
    timers.set(job.name, timer);
  }

  return {
    start() {
      for (const job of jobs) setTimer(job, job.firstRunAfterMs);
    },
    run,
    async stop() {
      stopped = true;
      for (const timer of timers.values()) clock.clearTimeout(timer);
      await Promise.all([...running.values(), ...following.values()]);
    },
  };
}
