/** Thrown when no slot came free in time, or too many wait: the caller answers 503 with Retry-After. */
export class CapacityBusyError extends Error {
  override name = 'CapacityBusyError';
}

/**
 * A bound on costly work (image decoding, preview creation): how many run at once, and a short
 * line of waiting ones, so a burst cannot take the memory or the event loop from everyone else.
 */
export type WorkCapacity = {
  /** Pieces of work run at once. */
  running: number;
  /** Pieces waiting for a slot; one more is refused at once. */
  waiting: number;
  /** How long a piece waits for a slot before it is refused. */
  waitMs: number;
};

/** Runs work in one of `running` slots, waiting in a short line for at most `waitMs`. */
export function createWorkCapacity({ running, waiting, waitMs }: WorkCapacity) {
  let active = 0;
  const line: (() => void)[] = [];

  function release() {
    const next = line.shift();
    if (next) next();
    else active -= 1;
  }

  function waitForSlot(): Promise<void> {
    return new Promise((resolve, reject) => {
      const grant = () => {
        clearTimeout(timer);
        resolve();
      };
      const timer = setTimeout(() => {
        line.splice(line.indexOf(grant), 1);
        reject(new CapacityBusyError('no slot came free in time'));
      }, waitMs);
      line.push(grant);
    });
  }

  return async function withSlot<T>(work: () => Promise<T>): Promise<T> {
    if (active < running) {
      active += 1;
    } else {
      if (line.length >= waiting) throw new CapacityBusyError('too many wait for a slot');
      // The slot passes straight from the finishing work to this one: `active` stays the same.
      await waitForSlot();
    }
    try {
      return await work();
    } finally {
      release();
    }
  };
}

export type WorkSlot = ReturnType<typeof createWorkCapacity>;
