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

/** How much of a preview token the log keeps: enough to tell previews apart, too little to open one. */
const LOGGED_TOKEN_CHARACTERS = 6;

/** An address as the log may keep it: a preview's token cut to its first characters. */
export function withPreviewTokenCut(url: string): string {
  if (!isPreviewPath(url)) return url;
  return url.replace(/^(\/preview\/)([^/?#]+)/, (_match, prefix: string, token: string) =>
    token.length > LOGGED_TOKEN_CHARACTERS
      ? `${prefix}${token.slice(0, LOGGED_TOKEN_CHARACTERS)}…`
      : `${prefix}${token}`,
  );
}
