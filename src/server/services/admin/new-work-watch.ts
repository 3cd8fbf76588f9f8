import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { applicationsAfter, enquiriesAfter, newestWorkIds } from '#server/db/new-work-repository.js';
import type { Database } from '#server/db/schema.js';
import type { StaffRole } from '#shared/accounts.js';
import type { NewWorkKind } from '#shared/admin-events.js';

/** Something new for staff to look at: an enquiry (for one office) or a job application. */
export type NewWork = { kind: 'enquiry'; officeId: string } | { kind: 'application' };

type Listener = (work: NewWork) => void;

export type NewWorkWatch = {
  /** Calls `listener` with each enquiry and application stored from now on; returns the unsubscribe. */
  subscribe(listener: Listener): () => void;
  close(): void;
};

/** How often the database is asked while someone watches: the delay before new work shows. */
export const newWorkPollMs = 2_000;
/** Rows read per look; more than this arriving in one interval is read over the next looks. */
const rowsPerLook = 200;

/**
 * Watches the database for new enquiries and applications while at least one member of staff has
 * the admin open. It asks the database rather than listening to the instance that stored them, so
 * work stored by any instance (or a script) reaches every instance's viewers, on SQLite and
 * PostgreSQL alike, at the cost of two indexed queries per interval while someone watches.
 */
export function createNewWorkWatch(db: Kysely<Database>, log: FastifyBaseLogger): NewWorkWatch {
  const listeners = new Set<Listener>();
  let newest: { enquiry: number; application: number } | undefined;
  let timer: NodeJS.Timeout | undefined;
  let looking = false;

  async function look() {
    if (looking) return;
    looking = true;
    try {
      if (!newest) {
        newest = await newestWorkIds(db);
        return;
      }
      const [enquiries, applications] = await Promise.all([
        enquiriesAfter(db, newest.enquiry, rowsPerLook),
        applicationsAfter(db, newest.application, rowsPerLook),
      ]);
      for (const { id, officeId } of enquiries) {
        newest.enquiry = id;
        tell({ kind: 'enquiry', officeId });
      }
      for (const { id } of applications) {
        newest.application = id;
        tell({ kind: 'application' });
      }
    } catch (error) {
      // The next look tries again; viewers also refresh on their own interval meanwhile.
      log.warn({ err: error }, 'looking for new enquiries and applications failed');
    } finally {
      looking = false;
    }
  }

  function tell(work: NewWork) {
    for (const listener of listeners) listener(work);
  }

  function stop() {
    clearInterval(timer);
    timer = undefined;
    newest = undefined;
  }

  return {
    subscribe(listener) {
      listeners.add(listener);
      if (!timer) {
        void look();
        timer = setInterval(() => void look(), newWorkPollMs);
        timer.unref();
      }
      return () => {
        listeners.delete(listener);
        if (listeners.size === 0) stop();
      };
    },
    close() {
      listeners.clear();
      stop();
    },
  };
}

type Viewer = { role: StaffRole; branchKeys: readonly string[] };

/**
 * Which new work a person hears of: exactly what their lists show them. The owner hears of all;
 * a branch account of its own offices' enquiries (as enquiry-scope.ts scopes the list); HR of
 * applications. Undefined: nothing for this person.
 */
export function newWorkFor(viewer: Viewer, work: NewWork): NewWorkKind | undefined {
  if (work.kind === 'enquiry') {
    const sees =
      viewer.role === 'owner' || (viewer.role === 'branch' && viewer.branchKeys.includes(work.officeId));
    return sees ? 'enquiry' : undefined;
  }
  return viewer.role === 'owner' || viewer.role === 'hr' ? 'application' : undefined;
}
