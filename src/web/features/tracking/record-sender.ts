import { hasStatisticsConsent } from '../../lib/consent-storage.js';
import { appendToQueue, readQueue, writeQueue } from './fallback-queue.js';
import type { TrackingRecord } from './tracking-record.js';

/**
 * Posts a record without holding up the page (keepalive lets it finish as the page unloads).
 * True once the server has it, or refused it as invalid, which sending it again would not change.
 */
async function deliver(record: TrackingRecord): Promise<boolean> {
  try {
    const { status } = await fetch('/api/tracking/visitor', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(record),
      keepalive: true,
    });
    return status < 500 && status !== 408 && status !== 429;
  } catch {
    return false;
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
