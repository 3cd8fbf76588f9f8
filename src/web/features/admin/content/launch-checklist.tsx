import type { FieldSchema, LaunchChecklistItem } from '#shared/content.js';
import { adminErrorMessage } from '#web/features/admin/api/admin-api.js';
import { AdminPanel } from '#web/features/admin/components/admin-panel.js';
import { formatCount } from '#web/features/admin/lib/format.js';
import { useContentCollections, useLaunchChecklist } from './content-queries.js';
import { sampleReasonLabels } from './sample-reasons.js';
import { fieldLabel } from './schema-form/editor-schema.js';

type LaunchChecklistProps = {
  /** The collections' forms, to name each field as the editor does (its path until they come). */
  schemas: Record<string, FieldSchema> | undefined;
  onOpenField: (collection: string, path: string) => void;
};

/** Every published value that is still a sample, by collection, each linking to its field in the editor. */
export function LaunchChecklist({ schemas, onOpenField }: LaunchChecklistProps) {
  const checklist = useLaunchChecklist();
  const collections = useContentCollections();
  const titleOf = (collection: string) =>
    collections.data?.find((summary) => summary.collection === collection)?.title ?? collection;
  const items = checklist.data ?? [];
  // The owner's sign-in e-mail is no content field: it is said, not linked to an editor.
  const ownerEmail = items.find((item) => item.reason === 'sample-owner-email');
  const byCollection = new Map<string, LaunchChecklistItem[]>();
  for (const item of items) {
    if (item === ownerEmail) continue;
    byCollection.set(item.collection, [...(byCollection.get(item.collection) ?? []), item]);
  }

  const title = !checklist.data
    ? 'Launch checklist'
    : items.length === 0
      ? 'Launch checklist: nothing left to replace'
      : `Launch checklist: ${formatCount(items.length)} ${items.length === 1 ? 'value is' : 'values are'} still samples`;

  return (
    <AdminPanel title={title} headingLevel={2}>
      {checklist.error ? (
        <p role="alert" className="text-sm text-red-700">
          {adminErrorMessage(checklist.error)}
        </p>
      ) : !checklist.data ? (
        <p className="text-sm text-slate-600">Loading the checklist...</p>
      ) : items.length === 0 ? (
        <p className="text-sm text-slate-700">Every published value is the company's own.</p>
      ) : (
        <div className="space-y-2">
          <p className="text-sm text-slate-700">
            Replace these before launch. Each link opens the field in its editor.
          </p>
          {ownerEmail && (
            <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              The first owner still signs in with the sample e-mail {ownerEmail.value}. Set ADMIN_EMAIL to the
              owner's real address and restart the server (the account keeps its password and history).
            </p>
          )}
          {[...byCollection].map(([collection, collectionItems]) => (
            <details key={collection} className="rounded-lg border border-slate-200">
              <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-slate-900">
                {titleOf(collection)} ({formatCount(collectionItems.length)})
              </summary>
              <ul className="divide-y divide-slate-100 border-t border-slate-200">
                {collectionItems.map((item) => (
                  <li key={item.path} className="px-3 py-2 text-sm">
                    <a
                      href={`#content-${collection}-${item.path}`}
                      className="font-medium text-brand-700 underline"
                      onClick={(event) => {
                        event.preventDefault();
                        onOpenField(collection, item.path);
                      }}
                    >
                      {schemas?.[collection]
                        ? fieldLabel(schemas[collection], item.path.split('.'))
                        : item.path}
                    </a>
                    <span className="block break-words text-slate-600">
                      {sampleReasonLabels[item.reason]}: {item.value}
                    </span>
                  </li>
                ))}
              </ul>
            </details>
          ))}
        </div>
      )}
    </AdminPanel>
  );
}
