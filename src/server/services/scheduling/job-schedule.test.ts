import type { FastifyBaseLogger } from 'fastify';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JobLock } from './job-locks.js';
import { createJobSchedule, type ScheduledJob } from './job-schedule.js';

const silentLog = { info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;

/** A job whose runs are counted, and which can be held open until released. */
function countedJob(name: string, timing: Pick<ScheduledJob, 'firstRunAfterMs' | 'nextRunAfterMs'>) {
  const job = {
    name,
    ...timing,
    runs: 0,
    release: () => {},
    holdRuns: false,
    run: async () => {
      job.runs += 1;
      if (job.holdRuns) await new Promise<void>((resolve) => (job.release = resolve));
    },
  };
  return job;
}

describe('the job schedule', () => {
  afterEach(() => vi.useRealTimers());

  it('runs each job first after its delay, then when its schedule says, measured from the end of a run', async () => {
    vi.useFakeTimers();
    const sweep = countedJob('sweep', { firstRunAfterMs: 0, nextRunAfterMs: () => 1000 });
    const daily = countedJob('daily', { firstRunAfterMs: 500, nextRunAfterMs: () => 10_000 });
    const schedule = createJobSchedule([sweep, daily], { now: () => new Date(), log: silentLog });
    schedule.start();

    await vi.advanceTimersByTimeAsync(0);
    expect([sweep.runs, daily.runs]).toEqual([1, 0]);
    await vi.advanceTimersByTimeAsync(500);
    expect([sweep.runs, daily.runs]).toEqual([1, 1]);
    await vi.advanceTimersByTimeAsync(500);
    expect([sweep.runs, daily.runs]).toEqual([2, 1]);
    await vi.advanceTimersByTimeAsync(9_500);
    expect([sweep.runs, daily.runs]).toEqual([11, 2]);
    await schedule.stop();
  });

  it('asks the schedule for the next delay with the time a run ended', async () => {
    vi.useFakeTimers();
    const times: Date[] = [];
    const job = countedJob('nightly', {
      firstRunAfterMs: 0,
      nextRunAfterMs: (now) => {
        times.push(now);
        return 60_000;
      },
    });
    let clock = new Date('2025-03-15T18:29:00.000Z');
    const schedule = createJobSchedule([job], { now: () => clock, log: silentLog });
    schedule.start();
    await vi.advanceTimersByTimeAsync(0);
    clock = new Date('2025-03-15T18:30:00.000Z');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(times).toEqual([new Date('2025-03-15T18:29:00.000Z'), new Date('2025-03-15T18:30:00.000Z')]);
    await schedule.stop();
  });

  it('never runs a job twice at once: asked during a run, it runs once more after it, for every caller', async () => {
    const job = countedJob('rollup', { firstRunAfterMs: 60_000, nextRunAfterMs: () => 60_000 });
    job.holdRuns = true;
    const schedule = createJobSchedule([job], { now: () => new Date(), log: silentLog });

    const first = schedule.run('rollup');
    const second = schedule.run('rollup');
    const third = schedule.run('rollup');
    expect(job.runs).toBe(1);
    job.release();
    await first;
    await vi.waitFor(() => expect(job.runs).toBe(2));
    job.release();
    await Promise.all([second, third]);
    expect(job.runs).toBe(2);
    await schedule.stop();
  });

  it('logs a failed run and runs the job again at its next time', async () => {
    vi.useFakeTimers();
    const log = { info: vi.fn(), error: vi.fn() };
    let runs = 0;
    const failing: ScheduledJob = {
      name: 'purge',
      firstRunAfterMs: 0,
      nextRunAfterMs: () => 1000,
      run: async () => {
        runs += 1;
        throw new Error('database away');
      },
    };
    const schedule = createJobSchedule([failing], {
      now: () => new Date(),
      log: log as unknown as FastifyBaseLogger,
    });
    schedule.start();
    await vi.advanceTimersByTimeAsync(1000);
    expect(runs).toBe(2);
    expect(log.error).toHaveBeenCalledWith(
      expect.objectContaining({ job: 'purge' }),
      expect.stringContaining('failed'),
    );
    await schedule.stop();
  });

  it('stops: no timer fires any more, and it waits for the run under way', async () => {
    vi.useFakeTimers();
    const job = countedJob('sweep', { firstRunAfterMs: 0, nextRunAfterMs: () => 1000 });
    const schedule = createJobSchedule([job], { now: () => new Date(), log: silentLog });
    schedule.start();
    job.holdRuns = true;
    await vi.advanceTimersByTimeAsync(0);
    let stopped = false;
    const stopping = schedule.stop().then(() => {
      stopped = true;
    });
    await vi.advanceTimersByTimeAsync(0);
    expect(stopped).toBe(false);
    job.release();
    await stopping;
    await vi.advanceTimersByTimeAsync(10_000);
    expect(job.runs).toBe(1);
    await schedule.run('sweep');
    expect(job.runs).toBe(1);
  });

  it('refuses a job it does not know', async () => {
    const schedule = createJobSchedule([], { now: () => new Date(), log: silentLog });
    await expect(schedule.run('nothing')).rejects.toThrow('no scheduled job is called nothing');
  });

  it('runs a job only under its lock, and skips the run while another server holds it', async () => {
    const held = new Set<string>(['purge']);
    const lock: JobLock = async (name, work) => {
      if (held.has(name)) return false;
      held.add(name);
      try {
        await work();
      } finally {
        held.delete(name);
      }
      return true;
    };
    const log = { info: vi.fn(), error: vi.fn() } as unknown as FastifyBaseLogger;
    const purge = countedJob('purge', { firstRunAfterMs: 0, nextRunAfterMs: () => 1000 });
    const schedule = createJobSchedule([purge], { now: () => new Date(), log, lock });

    await schedule.run('purge');
    expect(purge.runs).toBe(0);
    expect(log.info).toHaveBeenCalledWith(
      { job: 'purge' },
      'scheduled job skipped: another server is running it',
    );

    held.delete('purge');
    await schedule.run('purge');
    expect(purge.runs).toBe(1);
    expect(held.has('purge')).toBe(false);
  });
});
