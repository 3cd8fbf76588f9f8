import { useQuery, useQueryClient } from '@tanstack/react-query';
import { ArrowDown, ArrowUp } from 'lucide-react';
import { useEffect, useState } from 'react';
import {
  createOpeningEndpoint,
  deleteOpeningEndpoint,
  duplicateOpeningEndpoint,
  openingsHistoryEndpoint,
  reorderOpeningsEndpoint,
  saveOpeningEndpoint,
  setOpeningStatusEndpoint,
} from '#content/endpoints/openings.js';
import {
  formatLongDate,
  type Opening,
  type OpeningAdminView,
  type OpeningsAdminList,
  type OpeningsHistoryEntry,
} from '#content/index.js';
import { restoreContentEndpoint } from '#shared/endpoints/content.js';
import { adminErrorMessage, isUnauthorized } from '#web/admin/api/admin-caller.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { ConfirmDialog } from '#web/admin/components/confirm-dialog.js';
import { LiveMessage, type LiveMessageContent } from '#web/admin/components/live-message.js';
import { useAdminCaller } from '#web/admin/session/admin-session-context.js';
import { ApiError } from '#web/lib/api-client.js';
import { type EditorRefusal, OpeningEditor } from './opening-editor.js';
import { emptyOpeningForm, formValuesOf } from './opening-form-values.js';
import { openingsKey, useOpeningsList } from './openings-queries.js';

const historyKey = ['careers-openings-history'] as const;

type Editing = { kind: 'new' } | { kind: 'edit'; opening: Opening } | null;
type Confirming = { kind: 'close' | 'delete'; opening: Opening; busy: boolean; error?: string } | null;

/** '005 CRM Executive'. */
const named = (opening: Pick<Opening, 'id' | 'title'>) => `${opening.id} ${opening.title}`;

/** What became of a change: saved, refused field by field, made on a stale list, or failed. */
type ChangeOutcome =
  | { kind: 'saved'; id: string }
  | { kind: 'invalid'; fields: Record<string, string> }
  | { kind: 'stale'; theirChange: string }
  /** An empty message: the session ended, and the sign-in screen says so. */
  | { kind: 'failed'; message: string };

/** The element ids of the buttons the keyboard is sent back to. */
const newOpeningButtonId = 'openings-new';
const editButtonId = (id: string) => `opening-edit-${id}`;
/** The Open, Reopen or Close button of an opening. */
const statusButtonId = (id: string) => `opening-status-${id}`;

/**
 * The Job Applications tab's Openings view (issue 28): every opening with its status, applicants,
 * posted and closing days and actions; the editor; and the history, each line with its Undo.
 */
export function OpeningsView({ onShowApplications }: { onShowApplications: (opening: Opening) => void }) {
  const caller = useAdminCaller();
  const queryClient = useQueryClient();
  const list = useOpeningsList();
  const history = useQuery({
    queryKey: historyKey,
    queryFn: async ({ signal }) => (await caller.send(openingsHistoryEndpoint, { signal })).entries,
  });
  const [editing, setEditing] = useState<Editing>(null);
  const [confirming, setConfirming] = useState<Confirming>(null);
  const [notice, setNotice] = useState<LiveMessageContent | null>(null);
  /** The button the keyboard goes to once the list shows the change (the one used may be gone). */
  const [focusNext, setFocusNext] = useState<string | null>(null);

  useEffect(() => {
    const target = focusNext ? document.getElementById(focusNext) : null;
    if (!target) return;
    target.focus();
    setFocusNext(null);
  });

  const reload = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: openingsKey }),
      queryClient.invalidateQueries({ queryKey: historyKey }),
    ]);

  /**
   * Makes a change (`send`, one of the openings' change endpoints) on the revision shown. When
   * someone changed the openings meanwhile, the list is loaded again and the outcome says what
   * they did, in the history's words.
   */
  async function change(
    done: string,
    send: (baseRevision: number) => Promise<{ id: string }>,
  ): Promise<ChangeOutcome> {
    const baseRevision = list.data?.revision ?? 1;
    setNotice(null);
    try {
      const { id } = await send(baseRevision);
      setNotice({ kind: 'success', text: done });
      await reload();
      return { kind: 'saved', id };
    } catch (error) {
      if (isUnauthorized(error)) return { kind: 'failed', message: '' };
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        return { kind: 'invalid', fields: error.fields };
      }
      if (error instanceof ApiError && error.status === 409) {
        await reload();
        const latest = queryClient.getQueryData<OpeningsAdminList>(openingsKey)?.revision;
        if (latest !== undefined && latest !== baseRevision) {
          const theirs = queryClient.getQueryData<OpeningsHistoryEntry[]>(historyKey)?.[0]?.line;
          return { kind: 'stale', theirChange: theirs ?? 'a change' };
        }
      }
      return { kind: 'failed', message: adminErrorMessage(error) };
    }
  }

  /** A list action's outcome as the notice above the list says it. */
  function tell(outcome: ChangeOutcome) {
    if (outcome.kind === 'stale') {
      setNotice({
        kind: 'error',
        text: `Nothing was changed: someone else changed the openings meanwhile (${outcome.theirChange}). The list now shows their change.`,
      });
    } else if (outcome.kind === 'failed' && outcome.message) {
      setNotice({ kind: 'error', text: outcome.message });
    } else if (outcome.kind === 'invalid') {
      setNotice({ kind: 'error', text: Object.values(outcome.fields).join('; ') });
    }
  }

  async function save(fields: Record<string, unknown>): Promise<EditorRefusal | undefined> {
    const target = editing;
    if (!target) return undefined;
    const outcome =
      target.kind === 'new'
        ? await change(
            `Saved the draft ${fields.title}. Preview it or open it from the list.`,
            (baseRevision) => caller.send(createOpeningEndpoint, { body: { fields, baseRevision } }),
          )
        : await change(`Saved ${named(target.opening)}`, (baseRevision) =>
            caller.send(saveOpeningEndpoint, {
              params: { id: target.opening.id },
              body: { fields, baseRevision },
            }),
          );
    switch (outcome.kind) {
      case 'saved':
        setEditing(null);
        // A new draft's next step is to open it; an edited one's, perhaps another edit.
        setFocusNext(target.kind === 'new' ? statusButtonId(outcome.id) : editButtonId(outcome.id));
        return undefined;
      case 'invalid':
        return { fields: outcome.fields };
      case 'stale': {
        const theirs = queryClient
          .getQueryData<OpeningsAdminList>(openingsKey)
          ?.openings.find((entry) => target.kind === 'edit' && entry.opening.id === target.opening.id);
        return {
          message: `Not saved: someone else changed the openings while you were editing (${outcome.theirChange}). Their changes are now in the form, and what you typed is still here: check it, then save again.`,
          theirs: theirs && formValuesOf(theirs.opening),
        };
      }
      case 'failed':
        return { message: outcome.message || 'Not saved' };
    }
  }

  function cancelEditing() {
    setFocusNext(editing?.kind === 'edit' ? editButtonId(editing.opening.id) : newOpeningButtonId);
    setEditing(null);
  }

  async function move(index: number, by: -1 | 1) {
    const ids = (list.data?.openings ?? []).map((entry) => entry.opening.id);
    const [moved] = ids.splice(index, 1);
    if (!moved) return;
    ids.splice(index + by, 0, moved);
    const outcome = await change(`Moved ${moved} ${by < 0 ? 'up' : 'down'}`, (baseRevision) =>
      caller.send(reorderOpeningsEndpoint, { body: { ids, baseRevision } }),
    );
    tell(outcome);
    if (outcome.kind === 'saved') setFocusNext(`move-${by < 0 ? 'up' : 'down'}-${moved}`);
  }

  async function openOrReopen(opening: Opening) {
    const done = `${opening.status === 'closed' ? 'Reopened' : 'Opened'} ${named(opening)}: it is on the careers page now`;
    const outcome = await change(done, (baseRevision) =>
      caller.send(setOpeningStatusEndpoint, {
        params: { id: opening.id },
        body: { status: 'open', baseRevision },
      }),
    );
    tell(outcome);
    if (outcome.kind === 'saved') setFocusNext(statusButtonId(opening.id));
  }

  async function duplicate(opening: Opening) {
    const outcome = await change(`Duplicated ${named(opening)} as a draft`, (baseRevision) =>
      caller.send(duplicateOpeningEndpoint, { params: { id: opening.id }, body: { baseRevision } }),
    );
    tell(outcome);
    if (outcome.kind === 'saved') setFocusNext(editButtonId(outcome.id));
  }

  async function confirm() {
    if (!confirming) return;
    const { kind, opening } = confirming;
    setConfirming({ ...confirming, busy: true });
    const outcome =
      kind === 'close'
        ? await change(`Closed ${named(opening)}`, (baseRevision) =>
            caller.send(setOpeningStatusEndpoint, {
              params: { id: opening.id },
              body: { status: 'closed', baseRevision },
            }),
          )
        : await change(`Deleted ${named(opening)}`, (baseRevision) =>
            caller.send(deleteOpeningEndpoint, { params: { id: opening.id }, query: { baseRevision } }),
          );
    if (outcome.kind === 'failed' && outcome.message) {
      setConfirming({ ...confirming, busy: false, error: outcome.message });
      return;
    }
    tell(outcome);
    setConfirming(null);
    setFocusNext(
      kind === 'close' && outcome.kind === 'saved' ? statusButtonId(opening.id) : newOpeningButtonId,
    );
  }

  async function undo(revision: number) {
    setNotice(null);
    try {
      await caller.send(restoreContentEndpoint, {
        params: { collection: 'openings' },
        body: { revision, baseRevision: list.data?.revision ?? 1 },
      });
      setNotice({ kind: 'success', text: 'Undone' });
      await reload();
    } catch (error) {
      if (!isUnauthorized(error)) setNotice({ kind: 'error', text: adminErrorMessage(error) });
    }
  }

  if (list.isPending) return <p className="text-slate-700">Loading the openings...</p>;
  if (list.isError) return <p role="alert">Failed to load the openings: {adminErrorMessage(list.error)}</p>;
  const { openings, locations } = list.data;

  return (
    <div className="space-y-6">
      <LiveMessage message={notice} />
      {editing ? (
        <OpeningEditor
          key={editing.kind === 'edit' ? editing.opening.id : 'new'}
          heading={editing.kind === 'edit' ? `Edit ${named(editing.opening)}` : 'New opening'}
          initial={editing.kind === 'edit' ? formValuesOf(editing.opening) : emptyOpeningForm}
          jobId={editing.kind === 'edit' ? editing.opening.id : undefined}
          choices={{ location: { prompt: 'Choose a branch city', options: locations } }}
          onSave={save}
          onCancel={cancelEditing}
        />
      ) : (
        <AdminButton id={newOpeningButtonId} variant="primary" onClick={() => setEditing({ kind: 'new' })}>
          New opening
        </AdminButton>
      )}

      <section aria-labelledby="openings-list-heading">
        <h3 id="openings-list-heading" className="text-lg font-bold text-slate-900">
          Openings, in the order of the careers page
        </h3>
        {openings.length === 0 ? (
          <p className="mt-2 text-slate-700">No openings yet. Start with New opening.</p>
        ) : (
          <ul className="mt-3 space-y-3">
            {openings.map((entry, index) => (
              <OpeningRow
                key={entry.opening.id}
                entry={entry}
                first={index === 0}
                last={index === openings.length - 1}
                onMove={(by) => move(index, by)}
                onEdit={() => setEditing({ kind: 'edit', opening: entry.opening })}
                onOpen={() => openOrReopen(entry.opening)}
                onClose={() => setConfirming({ kind: 'close', opening: entry.opening, busy: false })}
                onDuplicate={() => duplicate(entry.opening)}
                onDelete={() => setConfirming({ kind: 'delete', opening: entry.opening, busy: false })}
                onShowApplications={() => onShowApplications(entry.opening)}
              />
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="openings-history-heading">
        <h3 id="openings-history-heading" className="text-lg font-bold text-slate-900">
          History of the openings
        </h3>
        <ol className="mt-2 space-y-1 text-sm text-slate-800">
          {(history.data ?? []).slice(0, 30).map((entry) => (
            <li key={entry.revision} className="flex flex-wrap items-center gap-2">
              <span>{entry.line}</span>
              {entry.undoTo !== null && (
                <AdminButton
                  className="px-2 py-1"
                  onClick={() => undo(entry.undoTo ?? 1)}
                  aria-label={`Undo: ${entry.line}`}
                >
                  Undo
                </AdminButton>
              )}
            </li>
          ))}
        </ol>
      </section>

      {confirming && (
        <ConfirmDialog
          title={
            confirming.kind === 'close'
              ? `Close ${named(confirming.opening)}?`
              : `Delete ${named(confirming.opening)}?`
          }
          confirmLabel={
            confirming.kind === 'close'
              ? `Close ${named(confirming.opening)}`
              : `Delete ${named(confirming.opening)}`
          }
          busyLabel={confirming.kind === 'close' ? 'Closing...' : 'Deleting...'}
          variant="danger"
          busy={confirming.busy}
          error={confirming.error}
          onConfirm={confirm}
          onCancel={() => setConfirming(null)}
        >
          <p>
            {confirming.kind === 'close'
              ? 'It leaves the careers page, its search data and the assistant at once. Its applications stay; you can reopen it.'
              : 'The opening goes from the list; its Job ID is not given again. You can undo this from the history.'}
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}

const statusStyle: Record<Opening['status'], string> = {
  draft: 'bg-slate-100 text-slate-800',
  open: 'bg-green-100 text-green-900',
  closed: 'bg-amber-100 text-amber-900',
};

/** When it stops taking applications: "Closed on 3 December 2026", or when it will. */
function closingDay(opening: Opening): string {
  if (opening.status === 'closed') {
    return opening.dateClosed ? `Closed on ${formatLongDate(opening.dateClosed)}` : 'Closed';
  }
  return `Closes ${opening.validThrough ? formatLongDate(opening.validThrough) : 'when closed'}`;
}

type OpeningRowProps = {
  entry: OpeningAdminView;
  first: boolean;
  last: boolean;
  onMove: (by: -1 | 1) => void;
  onEdit: () => void;
  onOpen: () => void;
  onClose: () => void;
  onDuplicate: () => void;
  onDelete: () => void;
  onShowApplications: () => void;
};

function OpeningRow({
  entry,
  first,
  last,
  onMove,
  onEdit,
  onOpen,
  onClose,
  onDuplicate,
  onDelete,
  onShowApplications,
}: OpeningRowProps) {
  const { opening, applicants, deletable } = entry;
  const name = named(opening);
  return (
    <li
      aria-label={name}
      className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 lg:flex-row lg:items-center lg:justify-between"
    >
      <div>
        <p className="font-semibold text-slate-900">
          {name}{' '}
          <span
            className={`ml-1 rounded-full px-2 py-0.5 text-xs font-semibold ${statusStyle[opening.status]}`}
          >
            {opening.status[0]?.toUpperCase()}
            {opening.status.slice(1)}
          </span>
        </p>
        <p className="text-sm text-slate-700">
          {applicants.total} applicant{applicants.total === 1 ? '' : 's'} ({applicants.new} new) · Posted{' '}
          {opening.datePosted ? formatLongDate(opening.datePosted) : 'not yet'} · {closingDay(opening)}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <AdminButton
          id={`move-up-${opening.id}`}
          disabled={first}
          onClick={() => onMove(-1)}
          aria-label={`Move ${name} up`}
        >
          <ArrowUp aria-hidden="true" className="size-4" />
        </AdminButton>
        <AdminButton
          id={`move-down-${opening.id}`}
          disabled={last}
          onClick={() => onMove(1)}
          aria-label={`Move ${name} down`}
        >
          <ArrowDown aria-hidden="true" className="size-4" />
        </AdminButton>
        <AdminButton id={editButtonId(opening.id)} onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </AdminButton>
        {opening.status === 'open' ? (
          <AdminButton id={statusButtonId(opening.id)} onClick={onClose} aria-label={`Close ${name}`}>
            Close
          </AdminButton>
        ) : (
          <AdminButton
            id={statusButtonId(opening.id)}
            variant="primary"
            onClick={onOpen}
            aria-label={`${opening.status === 'closed' ? 'Reopen' : 'Open'} ${name}`}
          >
            {opening.status === 'closed' ? 'Reopen' : 'Open'}
          </AdminButton>
        )}
        <AdminButton onClick={onDuplicate} aria-label={`Duplicate ${name}`}>
          Duplicate
        </AdminButton>
        <AdminButton onClick={onShowApplications} aria-label={`Applications for ${name}`}>
          Applications
        </AdminButton>
        {deletable && (
          <AdminButton variant="danger" onClick={onDelete} aria-label={`Delete ${name}`}>
            Delete
          </AdminButton>
        )}
      </div>
    </li>
  );
}
