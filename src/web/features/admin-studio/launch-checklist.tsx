import { useQueryClient } from '@tanstack/react-query';
import { Check } from 'lucide-react';
import { useState } from 'react';
import type { KeptChecklistItem, LaunchChecklistItem } from '#shared/content.js';
import { keepSampleEndpoint } from '#shared/endpoints/content.js';
import { adminErrorMessage, isUnauthorized } from '#web/admin/api/admin-caller.js';
import {
  launchChecklistKey,
  useContentCollections,
  useLaunchChecklist,
} from '#web/admin/api/content-queries.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { AdminPanel } from '#web/admin/components/admin-panel.js';
import { formatCount, formatDateTime } from '#web/admin/lib/format.js';
import { useAdminCaller } from '#web/admin/session/admin-session-context.js';
import { splitChecklistItems } from './checklist-items.js';
import { LanguageChecklistLines } from './language-checklist.js';
import { sampleReasonLabels } from './sample-reasons.js';

type LaunchChecklistProps = {
  onOpenField: (collection: string, path: string) => void;
};

function byCollection<Item extends { collection: string }>(items: readonly Item[]): [string, Item[]][] {
  const groups = new Map<string, Item[]>();
  for (const item of items) groups.set(item.collection, [...(groups.get(item.collection) ?? []), item]);
  return [...groups];
}

/**
 * Every published value that is still a sample, by collection, each named as the editor names it
 * ('Patna Branch › Phone') and linking to its field; a person may keep one as it is (recorded
 * with their name), which takes it off the count. Then, for each other language, what is not
 * translated yet and what is still a sample translation.
 */
export function LaunchChecklist({ onOpenField }: LaunchChecklistProps) {
  const caller = useAdminCaller();
  const queryClient = useQueryClient();
  const checklist = useLaunchChecklist();
  const collections = useContentCollections();
  const [keeping, setKeeping] = useState<{ item: LaunchChecklistItem; error?: string } | null>(null);
  const titleOf = (collection: string) =>
    collections.data?.find((summary) => summary.collection === collection)?.title ?? collection;
  // The owner's sign-in e-mail is no content field: it is said, not linked to an editor.
  const { ownerEmail, contentSamples: items } = splitChecklistItems(checklist.data?.items ?? []);
  const kept = checklist.data?.kept ?? [];

  async function keep(item: LaunchChecklistItem) {
    setKeeping({ item });
    try {
      await caller.send(keepSampleEndpoint, {
        body: { collection: item.collection, path: item.path, value: item.value },
      });
      await queryClient.invalidateQueries({ queryKey: launchChecklistKey });
      setKeeping(null);
    } catch (error) {
      if (isUnauthorized(error)) return;
      setKeeping({ item, error: adminErrorMessage(error) });
    }
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
      ) : (
        <div className="space-y-2">
          <p className="text-sm text-slate-700">
            {items.length === 0
              ? "Every published value is the company's own, or kept as it is."
              : 'Replace these before launch. Each link opens the field in its editor; "Keep as it is" takes a value meant as it is off the list.'}
          </p>
          {ownerEmail && (
            <p className="rounded-lg border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
              The first owner still signs in with the sample e-mail {ownerEmail.value}. Set ADMIN_EMAIL to the
              owner's real address and restart the server (the account keeps its password and history).
            </p>
          )}
          {byCollection(items).map(([collection, collectionItems]) => (
            <details key={collection} className="rounded-lg border border-slate-200">
              <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-slate-900">
                {titleOf(collection)} ({formatCount(collectionItems.length)})
              </summary>
              <ul className="divide-y divide-slate-100 border-t border-slate-200">
                {collectionItems.map((item) => (
                  <li
                    key={item.path}
                    className="flex flex-wrap items-start justify-between gap-2 px-3 py-2 text-sm"
                  >
                    <div className="min-w-0">
                      <a
                        href={`#content-${collection}-${item.path}`}
                        className="font-medium text-brand-700 underline"
                        onClick={(event) => {
                          event.preventDefault();
                          onOpenField(collection, item.path);
                        }}
                      >
                        {item.name}
                      </a>
                      <span className="block break-words text-slate-600">
                        {sampleReasonLabels[item.reason]}: {item.value}
                      </span>
                      {keeping?.item === item && keeping.error && (
                        <span role="alert" className="block text-red-700">
                          {keeping.error}
                        </span>
                      )}
                    </div>
                    <AdminButton
                      aria-disabled={keeping?.item === item && !keeping.error}
                      onClick={() => void keep(item)}
                    >
                      <Check aria-hidden="true" className="size-4" />
                      Keep as it is <span className="sr-only">: {item.name}</span>
                    </AdminButton>
                  </li>
                ))}
              </ul>
            </details>
          ))}
          {kept.length > 0 && <KeptValues kept={kept} titleOf={titleOf} />}
          {checklist.data.languages.length > 0 && (
            <LanguageChecklistLines
              languages={checklist.data.languages}
              titleOf={titleOf}
              onOpenField={onOpenField}
            />
          )}
        </div>
      )}
    </AdminPanel>
  );
}

/** The values people decided to keep, with who and when. */
function KeptValues({
  kept,
  titleOf,
}: {
  kept: KeptChecklistItem[];
  titleOf: (collection: string) => string;
}) {
  return (
    <details className="rounded-lg border border-slate-200">
      <summary className="cursor-pointer px-3 py-2 text-sm font-semibold text-slate-900">
        Kept as they are ({formatCount(kept.length)})
      </summary>
      <ul className="divide-y divide-slate-100 border-t border-slate-200">
        {kept.map((item) => (
          <li key={`${item.collection}.${item.path}`} className="px-3 py-2 text-sm">
            <span className="font-medium text-slate-900">
              {titleOf(item.collection)}: {item.name}
            </span>
            <span className="block break-words text-slate-600">
              {item.value}. Kept by {item.keptBy}, {formatDateTime(item.keptAt)}
            </span>
          </li>
        ))}
      </ul>
    </details>
  );
}
