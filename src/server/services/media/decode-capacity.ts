import type { WorkCapacity } from '#server/services/work-capacity.js';

/**
 * The bound on image decoding. A decoded upload is raw pixels (a 7000×7000 PNG is 147 MB), and
 * encoding its photo variants keeps both cores busy: four at once took the server from 705 MB to
 * 1.3 GB and a static file from 115 ms to 3.3 s. The README's security section lists the values.
 */
export const imageDecodeCapacity: WorkCapacity = { running: 2, waiting: 8, waitMs: 30_000 };
