import type { JobTimers } from '#server/services/scheduling/job-schedule.js';

/**
 * A clock for the server's scheduled jobs that moves only when the test says. Unlike faking the
 * global timers, skipping a day here fires the jobs' timers and nothing else: the database driver's
 * connection and idle timeouts keep real time. And a test knows when the jobs it fired are done.
 */
export type ManualTimers = JobTimers & {
  /**
   * Moves the clock on, firing each timer that comes due in order, as the real clock would, and
   * waiting for the work each one starts (a job's run, then the arming of its next timer).
   */
  advance(ms: number): Promise<void>;
};

type PendingTimer = { due: number; run: () => unknown };

export function createManualTimers(): ManualTimers {
  let elapsedMs = 0;
  const pending = new Set<PendingTimer>();
  const nextDue = (until: number) =>
    [...pending].filter((timer) => timer.due <= until).sort((a, b) => a.due - b.due)[0];

  return {
    setTimeout(run, delayMs) {
      const timer = { due: elapsedMs + delayMs, run };
      pending.add(timer);
      return timer;
    },
    clearTimeout(timer) {
      pending.delete(timer as PendingTimer);
    },
    async advance(ms) {
      const until = elapsedMs + ms;
      for (let timer = nextDue(until); timer; timer = nextDue(until)) {
        pending.delete(timer);
        elapsedMs = timer.due;
        await timer.run();
      }
      elapsedMs = until;
    },
  };
}
