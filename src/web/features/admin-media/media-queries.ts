import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { mediaLibraryEndpoint } from '#shared/endpoints/media.js';
import { useAdminCaller } from '#web/admin/session/admin-session-context.js';

/**
 * The media library's reads are cached under this. It starts with the studio's content key
 * (`['content']`) on purpose: a publish, which refreshes every content read, changes where each
 * medium is used.
 */
export const mediaLibraryKey = ['content', 'media'] as const;

/** Every upload (or those `search` finds), newest first, with where the content uses it. */
export function useMediaLibrary(search = '') {
  const caller = useAdminCaller();
  return useQuery({
    queryKey: [...mediaLibraryKey, search],
    queryFn: async ({ signal }) =>
      (await caller.send(mediaLibraryEndpoint, { query: { search }, signal })).media,
    placeholderData: keepPreviousData,
  });
}
