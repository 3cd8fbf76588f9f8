import { QueryClient, type QueryKey } from '@tanstack/react-query';

/** How often the lists and figures on screen refresh on their own while the page is visible. */
export const adminRefreshMs = 60_000;
/**
 * The inboxes poll more often: they also hear of new work at once through the event stream
 * (live/), and this is what still brings it when the stream cannot connect.
 */
export const inboxRefreshMs = 30_000;

/**
 * The content studio's queries: a document being edited must not change under the editor's hands,
 * so they load when the studio asks and after a publish, never on their own.
 */
const studioKeys: QueryKey[] = [['content'], ['content-schemas']];

export function isStudioQuery(queryKey: QueryKey): boolean {
  return studioKeys.some((prefix) => prefix.every((part, index) => queryKey[index] === part));
}

/**
 * The admin screens' query cache, one per signed-in session, so a new sign-in starts with nothing
 * cached. What staff read stays current: every list and figure refreshes when the window regains
 * focus and every minute while the page is visible (the inboxes every 30 s), and the dashboard
 * refreshes them when a tab opens and when new work arrives. A failed load shows at once, with
 * its Retry, instead of being retried out of sight.
 */
export function createAdminQueryClient(): QueryClient {
  const client = new QueryClient({
    defaultOptions: {
      queries: {
        retry: false,
        refetchOnWindowFocus: true,
        refetchInterval: adminRefreshMs,
        refetchIntervalInBackground: false,
      },
    },
  });
  for (const key of studioKeys) {
    client.setQueryDefaults(key, { refetchOnWindowFocus: false, refetchInterval: false });
  }
  for (const key of [['enquiries'], ['applications']]) {
    client.setQueryDefaults(key, { refetchInterval: inboxRefreshMs });
  }
  return client;
}
