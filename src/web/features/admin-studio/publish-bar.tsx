import { Eye, Languages, Send } from 'lucide-react';
import type { ContentPreview } from '#shared/content.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { PreviewLinks } from './preview-links.js';

/** Where the editor is with the person's change, which the publish bar reports. */
export type EditorStatus =
  | { phase: 'editing' }
  /** A publish under way; of one language's translations alone when `language` names it ('Bengali'). */
  | { phase: 'publishing'; language?: string }
  /**
   * This collection is published as `revision` (which the server's answer names), with the drafts
   * of the collections titled `together`; or only its translations into `language`.
   */
  | { phase: 'published'; revision: number | undefined; together: readonly string[]; language?: string }
  | { phase: 'restored'; revision: number; restoredFrom: number }
  | { phase: 'previewing' }
  | { phase: 'previewed'; pages: number }
  /** The check at publish or at preview refused fields, named at the top of the form. */
  | { phase: 'invalid'; refused: 'Not published' | 'No preview' }
  /** Someone else published first: the message at the top of the form says what. */
  | { phase: 'conflict' }
  | { phase: 'failed'; text: string };

/** The lines of what a publish changed that the bar shows; the History has them all. */
const CHANGES_SHOWN = 3;

/** 'Branches', 'Branches and Services', 'Branches, Services and Stores'. */
export function listed(titles: readonly string[]): string {
  return titles.length <= 1 ? (titles[0] ?? '') : `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;
}

type PublishBarProps = {
  /** The editor's form, which Publish submits. */
  formId: string;
  status: EditorStatus;
  /** What the admin calls the collection: 'Branches and offices'. */
  title: string;
  /** What the published revision changed ('Patna Branch: phone … → …'), once the history has it. */
  publishedChanges?: readonly string[];
  /** The form, or a draft chosen to go with it, differs from what is published. */
  unpublished: boolean;
  /** Where the autosave of the draft is: 'Draft saved 10:42'. */
  autosaveText: string;
  /** The latest preview of the drafts, with what the admin calls its collections and the changed item. */
  preview?: { preview: ContentPreview; title: string; anchor?: string };
  onPreview: () => void;
  /**
   * The language shown beside English ('Bengali'), whose translations in the form can be published
   * alone ("Publish Bengali only"); none when no language is shown or nothing is unpublished.
   */
  publishLanguage?: { name: string; onPublish: () => void };
};

function ChangesPublished({ changes }: { changes: readonly string[] }) {
  const more = changes.length - CHANGES_SHOWN;
  return (
    <ul className="mt-1 list-disc pl-5 break-words">
      {changes.slice(0, CHANGES_SHOWN).map((line) => (
        <li key={line}>{line}</li>
      ))}
      {more > 0 && (
        <li>and {more === 1 ? '1 more change' : `${more} more changes`}, listed in the History</li>
      )}
    </ul>
  );
}

/** What just happened, said where the person pressed the button; nothing while they edit. */
function Outcome({ status, title, publishedChanges, unpublished }: PublishBarProps) {
  switch (status.phase) {
    case 'editing':
      return null;
    case 'publishing':
      return <p>Publishing...</p>;
    case 'previewing':
      return <p>Preparing the preview...</p>;
    case 'published':
      if (status.language)
        return (
          <>
            <p>
              <strong>Published</strong> {status.revision !== undefined && `revision ${status.revision} of `}
              {title}, {status.language} only: English and the other languages stay as they were.
              {unpublished && ' Your other changes are still in your draft.'} The site shows it from the next
              page load.
            </p>
            {publishedChanges && publishedChanges.length > 0 && (
              <ChangesPublished changes={publishedChanges} />
            )}
          </>
        );
      return (
        <>
          <p>
            <strong>Published</strong> {status.revision !== undefined && `revision ${status.revision} of `}
            {title}
            {status.together.length > 0 && `, together with ${listed(status.together)}`}. The site shows it
            from the next page load.
          </p>
          {publishedChanges && publishedChanges.length > 0 && <ChangesPublished changes={publishedChanges} />}
        </>
      );
    case 'restored':
      return (
        <p>
          Restored revision {status.restoredFrom} of {title} as revision {status.revision}, now{' '}
          <strong>published</strong>. The site shows it from the next page load.
        </p>
      );
    case 'previewed': {
      const pages = status.pages === 1 ? '1 page' : `${status.pages} pages`;
      return (
        <p>
          {unpublished
            ? `Preview ready: ${pages} with your changes, not published.`
            : `Preview ready: ${pages}, the same as the published site.`}
        </p>
      );
    }
    case 'invalid':
      return <p>{status.refused}: the fields listed at the top of the form need attention.</p>;
    case 'conflict':
      return (
        <p>
          Not published: someone else published {title} since you opened it. Your changes are kept; the
          message at the top of the form says what to do.
        </p>
      );
    case 'failed':
      return <p>{status.text}</p>;
  }
}

const outcomeTone: Record<EditorStatus['phase'], string> = {
  editing: '',
  publishing: 'border-slate-300 bg-slate-50 text-slate-800',
  previewing: 'border-slate-300 bg-slate-50 text-slate-800',
  published: 'border-green-300 bg-green-50 text-green-800',
  restored: 'border-green-300 bg-green-50 text-green-800',
  previewed: 'border-green-300 bg-green-50 text-green-800',
  invalid: 'border-red-300 bg-red-50 text-red-800',
  conflict: 'border-red-300 bg-red-50 text-red-800',
  failed: 'border-red-300 bg-red-50 text-red-800',
};

/**
 * The bar kept at the bottom of the screen while the editor is open (its form, the other drafts
 * and the History above it): Publish, Publish <language> only while a language is shown beside
 * English, and Preview, whether
 * anything is unpublished, the draft's autosave, and what the last press did (announced, and on
 * screen where the person pressed it, not far down the page), with the preview links once a
 * preview is made. With nothing unpublished it speaks of the published revision, never of changes.
 */
export function PublishBar(props: PublishBarProps) {
  const { formId, status, unpublished, autosaveText, preview, onPreview, publishLanguage } = props;
  const busy = status.phase === 'publishing' || status.phase === 'previewing';
  const publishingLanguage = status.phase === 'publishing' ? status.language : undefined;
  return (
    <div className="sticky bottom-0 z-10 space-y-2 rounded-t-lg border border-b-0 border-slate-300 bg-white/95 px-4 py-3 shadow-[0_-2px_6px_rgb(0_0_0/0.08)]">
      <div
        role="status"
        className={
          status.phase === 'editing'
            ? 'sr-only'
            : `rounded-lg border px-3 py-2 text-sm ${outcomeTone[status.phase]}`
        }
      >
        <Outcome {...props} />
      </div>
      <div className="flex flex-wrap items-center gap-3">
        <AdminButton
          type="submit"
          form={formId}
          variant="primary"
          aria-disabled={busy}
          className="aria-disabled:cursor-wait aria-disabled:bg-brand-600/60"
        >
          <Send aria-hidden="true" className="size-4" />
          {status.phase === 'publishing' && !publishingLanguage ? 'Publishing...' : 'Publish'}
        </AdminButton>
        {publishLanguage && (
          <AdminButton
            aria-disabled={busy}
            className="aria-disabled:cursor-wait"
            onClick={publishLanguage.onPublish}
          >
            <Languages aria-hidden="true" className="size-4" />
            {publishingLanguage
              ? `Publishing ${publishingLanguage}...`
              : `Publish ${publishLanguage.name} only`}
          </AdminButton>
        )}
        <AdminButton aria-disabled={busy} className="aria-disabled:cursor-wait" onClick={onPreview}>
          <Eye aria-hidden="true" className="size-4" />
          {status.phase === 'previewing' ? 'Preparing preview...' : 'Preview'}
        </AdminButton>
        <span className="text-sm text-slate-600">
          {unpublished ? 'Unpublished changes' : 'No changes since the published revision'}
        </span>
        <span role="status" className="text-sm text-slate-600">
          {autosaveText}
        </span>
      </div>
      {preview && <PreviewLinks {...preview} unpublished={unpublished} />}
    </div>
  );
}
