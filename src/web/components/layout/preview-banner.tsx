import type { PagePreview } from '#web/page-renderer.js';

/** 'Home', 'Home and Branches', 'Home, Branches and Stores'. */
function listed(titles: readonly string[]): string {
  return titles.length <= 1 ? (titles[0] ?? '') : `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;
}

/**
 * Above a page rendered with an unpublished draft (/preview/<token>/…): says plainly that no
 * visitor sees it yet, so the admin never mistakes the preview tab for the live site. A preview
 * opens on the changed item (#branch-patna), far down the page, so the first line stays on screen
 * at the top: one line of a fixed height, which main.css (`data-preview-banner`) keeps the sticky
 * header below and every link's target clear of. What the page shows is said once, below it.
 */
export function PreviewBanner({ preview }: { preview: PagePreview }) {
  return (
    <>
      <div
        role="note"
        aria-label="Preview"
        data-preview-banner=""
        className="sticky top-0 z-50 flex h-(--preview-banner-height) items-center justify-center overflow-hidden bg-amber-300 px-4 text-sm leading-5 whitespace-nowrap text-slate-900 shadow-sm"
      >
        <strong className="font-bold">Preview — not published.</strong>
        <span className="hidden sm:inline">&nbsp;Visitors still see the published site.</span>
      </div>
      <p className="bg-amber-100 px-4 py-2 text-center text-sm text-slate-900">
        This page shows your unpublished changes to {listed(preview.collectionTitles)}; visitors still see the
        published site.
      </p>
    </>
  );
}
