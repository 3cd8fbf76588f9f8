/**
 * The one bound a functional test puts on time: long enough that a loaded CI machine never misses
 * it, far short of "never". It tells a request that answers from one that waits for a database or
 * Redis that is gone, or a message that is never delivered. How fast things really are is measured
 * by the scripts in bench/, not asserted in tests.
 */
export const ANSWER_DEADLINE_MS = 20_000;

/** Resolves once `check` holds, polling every 20 ms; throws after ANSWER_DEADLINE_MS. */
export async function eventually(check: () => Promise<boolean>): Promise<void> {
  const deadline = performance.now() + ANSWER_DEADLINE_MS;
  while (!(await check())) {
    if (performance.now() > deadline) throw new Error(`not within ${ANSWER_DEADLINE_MS / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
