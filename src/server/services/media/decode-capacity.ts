/** Thrown when no decoding slot came free in time, or too many uploads wait: the caller answers 503. */
export class DecodeBusyError extends Error {
  override name = 'DecodeBusyError';
}

type Capacity = {
  /** Images decoded and encoded at once. */
  running: number;
  /** Uploads waiting for a slot; one more is refused at once. */
  waiting: number;
  /** How long an upload waits for a slot before it is refused. */
  waitMs: number;
};

/**
 * The bound on image decoding. A decoded upload is raw pixels (a 7000×7000 PNG is 147 MB), and
 * encoding its photo variants keeps both cores busy: four at once took the server from 705 MB to
 * 1.3 GB and a static file from 115 ms to 3.3 s. The README's security section lists the values.
 */
export const imageDecodeCapacity: Capacity = { running: 2, waiting: 8, waitMs: 30_000 };

/** Runs work in one of `running` slots, waiting in a short line for at most `waitMs`. */
export function createDecodeCapacity({ running, waiting, waitMs }: Capacity) {
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
        reject(new DecodeBusyError('no image decoding slot came free'));
      }, waitMs);
      line.push(grant);
    });
  }

  return async function withDecodeSlot<T>(work: () => Promise<T>): Promise<T> {
    if (active < running) {
      active += 1;
    } else {
      if (line.length >= waiting) throw new DecodeBusyError('too many images wait to be decoded');
      // The slot passes straight from the finishing upload to this one: `active` stays the same.
      await waitForSlot();
    }
    try {
      return await work();
    } finally {
      release();
    }
  };
}

export type DecodeSlot = ReturnType<typeof createDecodeCapacity>;
