import type { ContentDraftSummary } from '#shared/content-drafts.js';
import { savedDayAndTime } from './use-draft-autosave.js';

type OtherDraftsProps = {
  /** The person's drafts of the other collections. */
  drafts: readonly ContentDraftSummary[];
  titleOf: (collection: string) => string;
  chosen: readonly string[];
  onChange: (chosen: string[]) => void;
};

/** The person's drafts of other collections, to preview and publish together with this one. */
export function OtherDrafts({ drafts, titleOf, chosen, onChange }: OtherDraftsProps) {
  if (drafts.length === 0) return null;
  return (
    <fieldset className="mt-3 text-sm text-slate-800">
      <legend className="font-semibold">Preview and publish together with your drafts of</legend>
      <ul className="mt-1 space-y-1">
        {drafts.map((draft) => (
          <li key={draft.collection}>
            <label className="inline-flex items-center gap-2">
              <input
                type="checkbox"
                className="size-4"
                checked={chosen.includes(draft.collection)}
                onChange={(event) =>
                  onChange(
                    event.target.checked
                      ? [...chosen, draft.collection]
                      : chosen.filter((collection) => collection !== draft.collection),
                  )
                }
              />
              {titleOf(draft.collection)}{' '}
              <span className="text-slate-600">(saved {savedDayAndTime(draft.updatedAt)})</span>
            </label>
          </li>
        ))}
      </ul>
    </fieldset>
  );
}
