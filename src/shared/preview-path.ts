/**
 * Where the pages of an admin's preview of unpublished content are: `/preview/<token>/retail`
 * (src/server/routes/preview). Zod-free, so the public pages' bundle may import it.
 */
const PREVIEW_PREFIX = '/preview/';

/** The page at `pagePath` ('/retail') in the preview of `token`. */
export function previewPagePath(token: string, pagePath: string): string {
  return `${PREVIEW_PREFIX}${token}${pagePath}`;
}

/** Whether a page's address is a preview's, which is not the live site (and holds a token). */
export function isPreviewPath(path: string): boolean {
  return path.startsWith(PREVIEW_PREFIX);
}
