import { useEffect, useState } from 'react';
import { invitationPath } from '#shared/accounts.js';

const fragmentPrefix = invitationPath.slice(invitationPath.indexOf('#'));

/**
 * The token of an invitation link (`/superadmin#invitation=<token>`), read once in the browser. It
 * is in the fragment, which no request sends (neither to the server nor as a Referer); once read,
 * it also leaves the address bar and the history entry, so it is not bookmarked or shown.
 * `undefined` until the page has looked, then the token or null.
 */
export function useInvitationToken() {
  const [token, setToken] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    const read = () => {
      const { hash, pathname, search } = window.location;
      if (!hash.startsWith(fragmentPrefix)) {
        setToken((known) => known ?? null);
        return;
      }
      setToken(decodeURIComponent(hash.slice(fragmentPrefix.length)) || null);
      window.history.replaceState(window.history.state, '', `${pathname}${search}`);
    };
    read();
    // A link opened in a tab already on /superadmin changes only the fragment: no new page load.
    window.addEventListener('hashchange', read);
    return () => window.removeEventListener('hashchange', read);
  }, []);
  return { token, forget: () => setToken(null) };
}
