import { ArrowRight, Pencil } from 'lucide-react';
import { adminErrorMessage } from '#web/admin/api/admin-caller.js';
import { useContentCollections } from '#web/admin/api/content-queries.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { AdminPanel } from '#web/admin/components/admin-panel.js';
import { formatDateTime } from '#web/admin/lib/format.js';

/** The element id of a collection's Edit button. */
export const editButtonId = (collection: string) => `content-edit-${collection}`;

/** The collection HR edits in Job Applications → Openings, with its lifecycle and Job IDs (issue 28). */
const openingsCollection = 'openings';

type CollectionListProps = {
  onOpen: (collection: string) => void;
  /** Leads to Job Applications → Openings; absent for a role without that tab. */
  onShowOpenings: (() => void) | undefined;
};

/**
 * The content collections, each with its published revision and last change, and an Edit button;
 * the job openings instead lead to the Openings view, their one editor.
 */
export function CollectionList({ onOpen, onShowOpenings }: CollectionListProps) {
  const collections = useContentCollections();
  return (
    <AdminPanel title="Collections" headingLevel={2}>
      {collections.error ? (
        <p role="alert" className="text-sm text-red-700">
          {adminErrorMessage(collections.error)}
        </p>
      ) : !collections.data ? (
        <p className="text-sm text-slate-600">Loading the collections...</p>
      ) : (
        <ul className="divide-y divide-slate-100">
          {collections.data.map((summary) => {
            const name = summary.collection;
            return (
              <li key={name} className="flex flex-wrap items-center justify-between gap-3 py-3">
                <div className="min-w-0">
                  <p className="font-semibold text-slate-900">{summary.title}</p>
                  <p className="text-sm text-slate-600">
                    Revision {summary.revision}, {formatDateTime(summary.updatedAt)} by {summary.updatedBy}
                  </p>
                </div>
                {name === openingsCollection ? (
                  <OpeningsElsewhere onShowOpenings={onShowOpenings} />
                ) : (
                  <AdminButton
                    id={editButtonId(name)}
                    onClick={() => onOpen(name)}
                    aria-label={`Edit ${summary.title}`}
                  >
                    <Pencil aria-hidden="true" className="size-4" />
                    Edit
                  </AdminButton>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </AdminPanel>
  );
}

/** Where the job openings are edited, with the way there for a role that has it. */
function OpeningsElsewhere({ onShowOpenings }: { onShowOpenings: (() => void) | undefined }) {
  return (
    <div className="flex flex-wrap items-center gap-2">
      <p className="text-sm text-slate-700">Job openings are edited in Job Applications → Openings</p>
      {onShowOpenings && (
        <AdminButton onClick={onShowOpenings}>
          <ArrowRight aria-hidden="true" className="size-4" />
          Go to Openings
        </AdminButton>
      )}
    </div>
  );
}
