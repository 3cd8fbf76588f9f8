import { ExternalLink } from 'lucide-react';
import type { ContentPreview } from '#shared/content.js';
import { AdminPanel } from '#web/features/admin/components/admin-panel.js';
import { formatDateTime } from '#web/features/admin/lib/format.js';

type PreviewLinksProps = {
  preview: ContentPreview;
  /** What the admin calls the collection: 'Branches and offices'. */
  title: string;
};

/**
 * The pages that show the collection, each a link to it rendered with the form's unpublished
 * changes. A link opens a new tab, so the form and its draft stay here; the token in each address
 * is what lets the page in (the admin's sign-in is not a cookie a link could carry).
 */
export function PreviewLinks({ preview, title }: PreviewLinksProps) {
  return (
    <AdminPanel title="Preview">
      <p className="text-sm text-slate-700">
        {preview.pages.length === 0
          ? `No page of the site shows ${title}.`
          : `Nothing is published yet. The pages that show ${title}, with your changes, until ${formatDateTime(preview.expiresAt)}:`}
      </p>
      <ul className="mt-2 flex flex-wrap gap-2">
        {preview.pages.map((page) => (
          <li key={page.path}>
            <a
              href={page.previewPath}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 text-sm font-medium text-brand-700 hover:bg-slate-100"
            >
              Preview of {page.path}
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
          </li>
        ))}
      </ul>
    </AdminPanel>
  );
}
