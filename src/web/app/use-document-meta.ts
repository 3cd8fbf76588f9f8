import { useEffect } from 'react';
import { useMatches } from 'react-router';
import { documentTitle } from './head-tags.js';
import { isRouteHandle } from './page-meta.js';

/**
 * Keeps the title and description right after client-side navigation. (The pre-rendered HTML
 * already carries them for the first load.)
 */
export function useDocumentMeta() {
  const matches = useMatches();
  const match = matches.at(-1);
  const meta = match && isRouteHandle(match.handle) ? match.handle.meta(match.params) : undefined;
  const title = meta ? documentTitle(meta) : undefined;
  const description = meta?.description;
  useEffect(() => {
    if (title) document.title = title;
    if (description) document.querySelector('meta[name="description"]')?.setAttribute('content', description);
  }, [title, description]);
}
