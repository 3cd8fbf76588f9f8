import type { PagePreview } from '#web/page-renderer.js';

/** 'Home', 'Home and Branches', 'Home, Branches and Stores'. */
function listed(titles: readonly string[]): string {
  return titles.length <= 1 ? (titles[0] ?? '') : `${titles.slice(0, -1).join(', ')} and ${titles.at(-1)}`;
}

/**
 * Above a page rendered with an unpublished draft (/preview/<token>/…): says plainly that no
 * visitor sees it yet, so the admin never mistakes the preview tab for the live site.
 */
export function PreviewBanner({ preview }: { preview: PagePreview }) {
  return (
    <div
      role="note"
      aria-label="Preview"
      className="bg-amber-300 px-4 py-2 text-center text-sm text-slate-900"
    >
      <strong className="font-bold">Preview — not published.</strong> This page shows your unpublished changes
      to {listed(preview.collectionTitles)}; visitors still see the published site.
    </div>
  );
}
