import { useCallback, useEffect, useRef, useState } from 'react';
import type { ContentDraftSaveRequest, ContentDraftSummary } from '#shared/content-drafts.js';
import { ApiUnreachableError } from '#web/lib/api-client.js';

/** Typing must stop this long before the draft is sent. */
const AUTOSAVE_DELAY_MS = 1000;
/** While the server cannot be reached, the draft is sent again this often (and when the browser is back online). */
const OFFLINE_RETRY_MS = 5000;

export type AutosaveState =
  | { phase: 'idle' }
  | { phase: 'saving' }
  | { phase: 'saved'; at: string }
  | { phase: 'offline' }
  | { phase: 'failed'; message: string };

/** A draft the server has not acknowledged yet, kept in the browser until it has. */
export type PendingDraft = ContentDraftSaveRequest & { changedAt: string };

/**
 * Where this browser keeps a person's unsent draft of a collection: per person, as the server keeps
 * drafts, so a colleague signing in on the same computer is never offered it.
 */
const storageKey = (accountId: number, collection: string) =>
  `content-draft-pending:${accountId}:${collection}`;

/** The draft of `collection` this browser still holds for the server (after a reload or a lost connection). */
export function readPendingDraft(accountId: number, collection: string): PendingDraft | undefined {
  try {
    const stored = localStorage.getItem(storageKey(accountId, collection));
    return stored ? (JSON.parse(stored) as PendingDraft) : undefined;
  } catch {
    return undefined;
  }
}

function forgetPendingDraft(accountId: number, collection: string): void {
  localStorage.removeItem(storageKey(accountId, collection));
}

type Save = (collection: string, draft: ContentDraftSaveRequest) => Promise<ContentDraftSummary>;

/**
 * Keeps the form as the person's draft on the server: a second after typing stops, one request at
 * a time, the latest value winning. Until the server has it, the value is also kept in the
 * browser, so a reload or a lost connection loses nothing; offline, it is sent again when back.
 * `flush` sends what is pending now (before a preview or a publish).
 */
export function useDraftAutosave(accountId: number, collection: string, save: Save) {
  const [state, setState] = useState<AutosaveState>({ phase: 'idle' });
  const pending = useRef<ContentDraftSaveRequest | null>(null);
  const running = useRef<Promise<boolean> | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  const sendPending = useCallback(async (): Promise<boolean> => {
    while (pending.current) {
      const value = pending.current;
      setState({ phase: 'saving' });
      try {
        const saved = await save(collection, value);
        // A value typed while this one was on its way is sent next; only the latest is forgotten.
        if (pending.current === value) {
          pending.current = null;
          forgetPendingDraft(accountId, collection);
        }
        setState({ phase: 'saved', at: saved.updatedAt });
      } catch (error) {
        setState(
          error instanceof ApiUnreachableError
            ? { phase: 'offline' }
            : { phase: 'failed', message: error instanceof Error ? error.message : String(error) },
        );
        return false;
      }
    }
    return true;
  }, [accountId, collection, save]);

  const flush = useCallback((): Promise<boolean> => {
    clearTimeout(timer.current);
    running.current ??= sendPending().finally(() => {
      running.current = null;
    });
    return running.current;
  }, [sendPending]);

  /** Keeps `draft` in the browser now and sends it once typing stops. */
  const schedule = useCallback(
    (draft: ContentDraftSaveRequest) => {
      pending.current = draft;
      const kept: PendingDraft = { ...draft, changedAt: new Date().toISOString() };
      try {
        localStorage.setItem(storageKey(accountId, collection), JSON.stringify(kept));
      } catch {
        // A full or blocked storage: the server copy is still made.
      }
      clearTimeout(timer.current);
      timer.current = setTimeout(() => void flush(), AUTOSAVE_DELAY_MS);
    },
    [accountId, collection, flush],
  );

  /** Forgets what was not sent yet (the draft was discarded or published). */
  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    pending.current = null;
    forgetPendingDraft(accountId, collection);
    setState({ phase: 'idle' });
  }, [accountId, collection]);

  const offline = state.phase === 'offline';
  useEffect(() => {
    if (!offline) return;
    const retry = () => void flush();
    window.addEventListener('online', retry);
    const interval = setInterval(retry, OFFLINE_RETRY_MS);
    return () => {
      window.removeEventListener('online', retry);
      clearInterval(interval);
    };
  }, [offline, flush]);

  useEffect(() => () => clearTimeout(timer.current), []);

  return { state, schedule, flush, cancel };
}

/** '14:05': when a draft was saved, in the browser's time zone. */
export function savedTime(iso: string): string {
  return new Date(iso).toLocaleTimeString('en-IN', { hour: '2-digit', minute: '2-digit', hour12: false });
}

/** '3 Dec, 14:05'. */
export function savedDayAndTime(iso: string): string {
  return new Date(iso).toLocaleString('en-IN', {
    day: 'numeric',
    month: 'short',
    hour: '2-digit',
    minute: '2-digit',
    hour12: false,
  });
}

/** What the editor says of its draft: 'Saving…', 'Draft saved 14:05', 'Offline — will save when back'. */
export function autosaveText(state: AutosaveState): string {
  switch (state.phase) {
    case 'idle':
      return '';
    case 'saving':
      return 'Saving…';
    case 'saved':
      return `Draft saved ${savedTime(state.at)}`;
    case 'offline':
      return 'Offline — will save when back';
    case 'failed':
      return `Draft not saved: ${state.message}`;
  }
}
