import { ApiError, apiRequest } from '#web/lib/api-client.js';
import { hasStatisticsConsent } from '#web/lib/consent-storage.js';
import { appendToQueue, readQueue, writeQueue } from './fallback-queue.js';
import type { TrackingRecord } from './tracking-record.js';

/**
 * Posts a record without holding up the page (keepalive lets it finish as the page unloads).
 * True once the server has it, or refused it as invalid, which sending it again would not change.
 */
async function deliver(record: TrackingRecord): Promise<boolean> {
  try {
    await apiRequest('/api/tracking/visitor', { method: 'POST', json: record, keepalive: true });
    return true;
  } catch (error) {
    // Unreachable, or busy (a server error, a timeout, the rate limit): worth sending again later.
    return error instanceof ApiError && error.status < 500 && error.status !== 408 && error.status !== 429;
  }
}

/** Sends a record, or queues it when the server cannot take it now. Nothing without statistics consent. */
export async function sendRecord(record: TrackingRecord): Promise<void> {
  if (hasStatisticsConsent() && !(await deliver(record)) && hasStatisticsConsent()) {
    writeQueue(appendToQueue(readQueue(), record));
  }
}

let flushing = false;

/** Sends the queued records oldest first; each leaves the queue only once the server accepted it. */
export async function flushQueue(): Promise<void> {
  if (flushing) return;
  flushing = true;
  for (const record of readQueue()) {
    if (!hasStatisticsConsent() || !(await deliver(record))) break;
    writeQueue(readQueue().filter((queued) => queued.eventId !== record.eventId));
  }
  flushing = false;
}
