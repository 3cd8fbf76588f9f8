/** Thrown when every hashing slot is taken and the waiting line is full: the caller answers at once. */
export class HashingBusyError extends Error {
  override name = 'HashingBusyError';
}

type Capacity = {
  /** Hashes running at once. Node's thread pool has 4 threads; the rest serve files meanwhile. */
  running: number;
  /** Hashes waiting for a slot; one more is refused instead of queued. */
  waiting: number;
};

/**
 * A bound on password hashing. scrypt runs in Node's small thread pool, which also reads every
 * static file and resume: a flood of wrong logins must not fill it. Work beyond the running slots
 * waits in a short line, and beyond the line it is refused with `HashingBusyError` at once.
 */
export function createHashingCapacity({ running, waiting }: Capacity) {
  let active = 0;
  const line: (() => void)[] = [];

  function release() {
    const next = line.shift();
    if (next) next();
    else active--;
  }

  return async function withHashingSlot<T>(work: () => Promise<T>): Promise<T> {
    if (active < running) {
      active++;
    } else {
      if (line.length >= waiting) throw new HashingBusyError('password hashing is at capacity');
      // The slot passes straight from the finishing hash to this one: `active` stays the same.
      await new Promise<void>((resolve) => line.push(resolve));
    }
    try {
      return await work();
    } finally {
      release();
    }
  };
}
