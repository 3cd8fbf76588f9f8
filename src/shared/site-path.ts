/**
 * Where a relative link is resolved to learn whether it stays on the site. Any origin gives the
 * same answer for a path, so a fixed one serves the schema check, where no request is at hand.
 */
const siteOrigin = 'https://site.invalid';

/**
 * A link to a page of this site ('/careers'): one '/' followed by neither '/' nor '\', and, read
 * by the URL parser as a browser reads it, still on the site's origin. A pattern alone missed
 * '/\evil.example/login': browsers read '\' as '/' and tabs or newlines as nothing, so it went
 * off-site.
 */
export function isSitePath(value: string, origin: string = siteOrigin): boolean {
  if (!/^\/(?![/\\])/.test(value)) return false;
  try {
    return new URL(value, origin).origin === new URL(origin).origin;
  } catch {
    return false;
  }
}
