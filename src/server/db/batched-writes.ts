/**
 * Group commit for the ingest path: rows that arrive while the event loop is busy are written
 * together, in one multi-row INSERT, on the next turn of the loop. Each caller's promise settles
 * only after its row's statement has committed, so an accepted request is a stored row; under
 * load one commit carries many rows instead of one commit per row.
 */
export function batchedWrites<Row>(
  writeBatch: (rows: Row[]) => Promise<boolean[]>,
  maxBatchSize = 500,
): (row: Row) => Promise<boolean> {
  let waiting: { row: Row; resolve: (stored: boolean) => void; reject: (error: unknown) => void }[] = [];

  async function flush() {
    const batch = waiting;
    waiting = [];
    for (let start = 0; start < batch.length; start += maxBatchSize) {
      const chunk = batch.slice(start, start + maxBatchSize);
      try {
        const stored = await writeBatch(chunk.map((entry) => entry.row));
        for (const [index, entry] of chunk.entries()) entry.resolve(stored[index] ?? false);
      } catch (error) {
        for (const entry of chunk) entry.reject(error);
      }
    }
  }

  return (row) =>
    new Promise<boolean>((resolve, reject) => {
      if (waiting.length === 0) setImmediate(flush);
      waiting.push({ row, resolve, reject });
    });
}

/**
 * Which rows of a batch were stored, given the event ids the INSERT … ON CONFLICT DO NOTHING
 * RETURNING gave back. A row without an event id is always new; of two rows with the same id in
 * one batch, only the first counts as stored.
 */
export function storedByEventId(eventIds: (string | null)[], returnedEventIds: (string | null)[]): boolean[] {
  const unclaimed = new Set(returnedEventIds.filter((id): id is string => id !== null));
  return eventIds.map((id) => id === null || unclaimed.delete(id));
}
