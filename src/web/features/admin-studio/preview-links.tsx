import { ExternalLink } from 'lucide-react';
import type { ContentPreview } from '#shared/content.js';
import { formatDateTime } from '#web/admin/lib/format.js';

type PreviewLinksProps = {
  preview: ContentPreview;
  /** What the admin calls the collections previewed: 'Branches and offices'. */
  title: string;
  /** Where on each page the change is ('#branch-patna'), so the page opens on it. */
  anchor?: string;
  /** The drafts previewed differ from what is published; else the pages are as the site shows them. */
  unpublished: boolean;
};

/**
 * The pages that show the previewed collections, beside the Preview button: each a link to it
 * rendered with the unpublished drafts, then the same page in each other language with the drafts'
 * translations. A link opens a new tab on the changed item, so the form stays
 * here; the token in each address is what lets the page in (the sign-in is not a cookie a link
 * could carry).
 */
export function PreviewLinks({ preview, title, anchor = '', unpublished }: PreviewLinksProps) {
  if (preview.pages.length === 0) {
    return <p className="text-sm text-slate-700">No page of the site shows {title}.</p>;
  }
  return (
    <section aria-label="Preview" className="text-sm text-slate-700">
      <p>
        {unpublished
          ? `Nothing is published yet. The pages that show ${title}, with your changes, until `
          : `The pages that show ${title}, the same as the published site, until `}
        {formatDateTime(preview.expiresAt)}:
      </p>
      <ul className="mt-1 flex flex-wrap gap-2">
        {preview.pages.map((page) => (
          <li key={page.path} className="inline-flex flex-wrap items-center gap-1">
            <a
              href={`${page.previewPath}${anchor}`}
              target="_blank"
              rel="noopener"
              className="inline-flex items-center gap-1.5 rounded-lg border border-slate-300 px-3 py-1.5 font-medium text-brand-700 hover:bg-slate-100"
            >
              Preview of {page.path}
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">(opens in a new tab)</span>
            </a>
            {page.inOtherLanguages.map((language) => (
              <a
                key={language.language}
                href={`${language.previewPath}${anchor}`}
                target="_blank"
                rel="noopener"
                className="inline-flex items-center gap-1 rounded-lg px-2 py-1.5 font-medium text-brand-700 underline hover:bg-slate-100"
              >
                <span className="sr-only">Preview of {page.path} in</span> {language.name}
                <span className="sr-only">(opens in a new tab)</span>
              </a>
            ))}
          </li>
        ))}
      </ul>
    </section>
  );
}
