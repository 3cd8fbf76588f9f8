const queues = new Map<string, Promise<unknown>>();

/**
 * Runs `task` after every earlier task with the same key has settled, within this process.
 * Used where a check and a write must not interleave (the duplicate-application rule) without
 * engine-specific locks; the server runs as one process.
 */
export async function serializeByKey<T>(key: string, task: () => Promise<T>): Promise<T> {
  const previous = queues.get(key) ?? Promise.resolve();
  const current = previous.then(task);
  const settled = current.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, settled);
  try {
    return await current;
  } finally {
    if (queues.get(key) === settled) queues.delete(key);
  }
}
