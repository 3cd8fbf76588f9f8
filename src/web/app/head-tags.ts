import { company } from '../../content/index.js';
import { SITE_URL_PLACEHOLDER } from '../../shared/site-url.js';
import type { PageMeta } from './page-meta.js';

const DEFAULT_SHARE_IMAGE = '/images/og-default.png';

/** The full document title of a page. */
export function documentTitle(meta: PageMeta): string {
  return meta.title === company.name ? meta.title : `${meta.title} | ${company.name}`;
}

/** The `<head>` tags of a pre-rendered page, as HTML. Absolute URLs use the SITE_URL placeholder. */
export function renderHeadTags(meta: PageMeta): string {
  const absolute = (path: string) => `${SITE_URL_PLACEHOLDER}${path}`;
  const title = documentTitle(meta);
  const image = absolute(meta.image ?? DEFAULT_SHARE_IMAGE);
  const tags = [
    `<title>${escapeHtml(title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
  ];
  if (meta.noindex) tags.push('<meta name="robots" content="noindex, nofollow" />');
  if (meta.canonicalPath !== undefined) {
    const url = absolute(meta.canonicalPath);
    tags.push(
      `<link rel="canonical" href="${escapeHtml(url)}" />`,
      `<meta property="og:url" content="${escapeHtml(url)}" />`,
    );
  }
  tags.push(
    '<meta property="og:type" content="website" />',
    `<meta property="og:site_name" content="${escapeHtml(company.name)}" />`,
    `<meta property="og:title" content="${escapeHtml(title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:image" content="${escapeHtml(image)}" />`,
    '<meta name="twitter:card" content="summary_large_image" />',
    `<meta name="twitter:title" content="${escapeHtml(title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(meta.description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(image)}" />`,
  );
  for (const data of meta.jsonLd ?? []) {
    tags.push(`<script type="application/ld+json">${serializeJsonLd(data)}</script>`);
  }
  return tags.join('\n    ');
}

/** JSON inside a script element: `<` is escaped so no text can close the element. */
export function serializeJsonLd(data: object): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
