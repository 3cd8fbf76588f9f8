import type { TrackingRecord } from './tracking-record.js';

/**
 * The local fallback list of records the server has not yet accepted (spec sections 3 "Entities and
 * their fields" and 9 "Business constants and limits").
 */
export const FALLBACK_QUEUE_KEY = 'allVisitors';
export const FALLBACK_QUEUE_CAP = 100;

/** The queue with `record` added last; beyond the cap the oldest records are dropped. */
export function appendToQueue(queue: TrackingRecord[], record: TrackingRecord): TrackingRecord[] {
  return [...queue, record].slice(-FALLBACK_QUEUE_CAP);
}

export function readQueue(): TrackingRecord[] {
  try {
    const queue: unknown = JSON.parse(localStorage.getItem(FALLBACK_QUEUE_KEY) ?? '[]');
    // Only records with an event id: the id is how one is removed once the server has it.
    return Array.isArray(queue) ? queue.filter((record) => typeof record?.eventId === 'string') : [];
  } catch {
    return [];
  }
}

export function writeQueue(queue: TrackingRecord[]): void {
  try {
    if (queue.length) localStorage.setItem(FALLBACK_QUEUE_KEY, JSON.stringify(queue));
    else localStorage.removeItem(FALLBACK_QUEUE_KEY);
  } catch {
    // Storage full or blocked: the record cannot be kept, and the page must not break over it.
  }
}
