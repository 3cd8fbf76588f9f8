import { History } from 'lucide-react';
import { useState } from 'react';
import type { ContentRevision } from '#shared/content.js';
import { restoreContentEndpoint } from '#shared/endpoints/content.js';
import { adminErrorMessage, isUnauthorized } from '#web/admin/api/admin-caller.js';
import {
  useContentCollections,
  useContentRevisions,
  useRestoreSummary,
} from '#web/admin/api/content-queries.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { AdminPanel } from '#web/admin/components/admin-panel.js';
import { ConfirmDialog } from '#web/admin/components/confirm-dialog.js';
import { formatDateTime } from '#web/admin/lib/format.js';
import { useAdminCaller } from '#web/admin/session/admin-session-context.js';
import { revisionByline } from './revision-byline.js';

type RevisionHistoryProps = {
  collection: string;
  /**
   * The published revision the editor opened: a restore is refused (409) when another was published
   * since, as a save is.
   */
  baseRevision: number | undefined;
  /** The form has changes not yet published, which a restore replaces. */
  unsavedChanges: boolean;
  /** A restore was published as this new revision. */
  onRestored: (revision: number, restoredFrom: number) => Promise<void>;
};

type Restoring = { revision: ContentRevision; busy: boolean; error?: string };

/** What a revision changed, a sentence a line. */
function ChangeList({ lines }: { lines: readonly string[] }) {
  return (
    <ul className="mt-1 list-disc space-y-0.5 pl-5 break-words text-slate-800">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

/** What the restore would change on the published content, asked for when the dialog opens. */
function RestoreSummary({ collection, revision }: { collection: string; revision: number }) {
  const summary = useRestoreSummary(collection, revision);
  if (summary.error) return <p role="alert">{adminErrorMessage(summary.error)}</p>;
  if (!summary.data) return <p>Comparing revision {revision} with what is published...</p>;
  return (
    <div>
      <p className="font-semibold">Compared with what is published now, this will:</p>
      <ChangeList lines={summary.data} />
    </div>
  );
}

/** A collection's history (who, when, what changed), each earlier revision restorable after a confirmation. */
export function RevisionHistory({
  collection,
  baseRevision,
  unsavedChanges,
  onRestored,
}: RevisionHistoryProps) {
  const caller = useAdminCaller();
  const revisions = useContentRevisions(collection);
  const [restoring, setRestoring] = useState<Restoring | null>(null);

  async function restore(revision: ContentRevision, baseRevision: number) {
    setRestoring({ revision, busy: true });
    try {
      const { revision: published } = await caller.send(restoreContentEndpoint, {
        params: { collection },
        body: { revision: revision.revision, baseRevision },
      });
      await onRestored(published, revision.revision);
      setRestoring(null);
    } catch (error) {
      if (isUnauthorized(error)) return;
      setRestoring({ revision, busy: false, error: adminErrorMessage(error) });
    }
  }

  const latest = revisions.data?.[0]?.revision;
  const collections = useContentCollections();
  const titleOf = (name: string) =>
    collections.data?.find((summary) => summary.collection === name)?.title ?? name;
  return (
    <AdminPanel title="History">
      {revisions.error ? (
        <p role="alert" className="text-sm text-red-700">
          {adminErrorMessage(revisions.error)}
        </p>
      ) : !revisions.data ? (
        <p className="text-sm text-slate-600">Loading history...</p>
      ) : (
        <ol className="space-y-3">
          {revisions.data.map((revision) => (
            <li key={revision.revision} className="rounded-lg border border-slate-200 p-3 text-sm">
              <p className="font-semibold text-slate-900">
                Revision {revision.revision}
                {revision.revision === latest && (
                  <span className="font-normal text-green-700"> (published)</span>
                )}
              </p>
              <p className="text-slate-600">{revisionByline(revision, formatDateTime(revision.createdAt))}</p>
              <ChangeList lines={revision.summary} />
              {revision.publishedWith.length > 0 && (
                <p className="mt-1 text-slate-700">
                  Published together with {revision.publishedWith.map(titleOf).join(', ')}
                </p>
              )}
              {revision.revision !== latest && (
                <AdminButton className="mt-2" onClick={() => setRestoring({ revision, busy: false })}>
                  <History aria-hidden="true" className="size-4" />
                  Restore revision {revision.revision}
                </AdminButton>
              )}
            </li>
          ))}
        </ol>
      )}
      {restoring && (
        <ConfirmDialog
          title={`Restore revision ${restoring.revision.revision}?`}
          confirmLabel="Restore and publish"
          busyLabel="Restoring..."
          busy={restoring.busy}
          error={restoring.error}
          onConfirm={() => baseRevision !== undefined && void restore(restoring.revision, baseRevision)}
          onCancel={() => setRestoring(null)}
        >
          <p>
            The content of revision {restoring.revision.revision} (
            {formatDateTime(restoring.revision.createdAt)}) is published again as a new revision. The current
            version stays in the history.
          </p>
          <RestoreSummary collection={collection} revision={restoring.revision.revision} />
          {unsavedChanges && (
            <p className="font-semibold">Your unpublished changes in the form will be replaced.</p>
          )}
        </ConfirmDialog>
      )}
    </AdminPanel>
  );
}
