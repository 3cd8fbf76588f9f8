import { useQuery } from '@tanstack/react-query';
import {
  contentCollectionsEndpoint,
  contentDocumentEndpoint,
  contentDraftEndpoint,
  contentDraftsEndpoint,
  contentRevisionsEndpoint,
  editorSchemasEndpoint,
  launchChecklistEndpoint,
  restoreSummaryEndpoint,
} from '#shared/endpoints/content.js';
import { useAdminCaller } from '#web/admin/session/admin-session-context.js';
import { ApiError } from '#web/lib/api-client.js';

/** Every content query is cached under a key starting with this, so a publish refreshes them all. */
export const contentKey = ['content'] as const;
export const contentCollectionsKey = [...contentKey, 'collections'] as const;
export const launchChecklistKey = [...contentKey, 'checklist'] as const;
export const contentDocumentKey = (collection: string) => [...contentKey, 'document', collection] as const;
// Not under contentKey: a publish does not change them.
export const editorSchemasKey = ['content-schemas'] as const;
export const contentRevisionsKey = (collection: string) => [...contentKey, 'revisions', collection] as const;

/** The collections with their published revision and last change. */
export function useContentCollections() {
  const caller = useAdminCaller();
  return useQuery({
    queryKey: contentCollectionsKey,
    queryFn: async ({ signal }) => (await caller.send(contentCollectionsEndpoint, { signal })).collections,
  });
}

/** Every published value that is still a sample: the launch checklist and the dashboard's count. */
export function useLaunchChecklist(enabled = true) {
  const caller = useAdminCaller();
  return useQuery({
    queryKey: launchChecklistKey,
    queryFn: ({ signal }) => caller.send(launchChecklistEndpoint, { signal }),
    // Only for a role that sees the content tab: the server refuses the others (403).
    enabled,
  });
}

/** A collection's published document and revision, which the editor starts from. */
export function useContentDocument(collection: string) {
  const caller = useAdminCaller();
  return useQuery({
    queryKey: contentDocumentKey(collection),
    queryFn: ({ signal }) => caller.send(contentDocumentEndpoint, { params: { collection }, signal }),
    // The editor keeps its own draft: a refetch in the background must not look like news.
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** Each collection's form as JSON Schema: fixed for the life of the server, so fetched once. */
export function useEditorSchemas() {
  const caller = useAdminCaller();
  return useQuery({
    queryKey: editorSchemasKey,
    queryFn: async ({ signal }) => (await caller.send(editorSchemasEndpoint, { signal })).schemas,
    staleTime: Number.POSITIVE_INFINITY,
  });
}

/** A collection's revisions, newest first. */
export function useContentRevisions(collection: string) {
  const caller = useAdminCaller();
  return useQuery({
    queryKey: contentRevisionsKey(collection),
    queryFn: async ({ signal }) =>
      (await caller.send(contentRevisionsEndpoint, { params: { collection }, signal })).revisions,
  });
}

/** What restoring `revision` would change on the published content; only while `enabled`. */
export function useRestoreSummary(collection: string, revision: number | undefined) {
  const caller = useAdminCaller();
  return useQuery({
    queryKey: [...contentKey, 'restore-summary', collection, revision],
    queryFn: async ({ signal }) =>
      (await caller.send(restoreSummaryEndpoint, { params: { collection, revision: revision ?? 0 }, signal }))
        .summary,
    enabled: revision !== undefined,
  });
}

/** The signed-in person's drafts: under contentKey, as a publish clears some. */
export const contentDraftsKey = [...contentKey, 'drafts'] as const;
export const contentDraftKey = (collection: string) => [...contentDraftsKey, collection] as const;

/** The person's drafts of every collection, without their documents. */
export function useContentDrafts() {
  const caller = useAdminCaller();
  return useQuery({
    queryKey: contentDraftsKey,
    queryFn: async ({ signal }) => (await caller.send(contentDraftsEndpoint, { signal })).drafts,
  });
}

/** The person's draft of a collection (null when none), read once when the editor opens. */
export function useContentDraft(collection: string) {
  const caller = useAdminCaller();
  return useQuery({
    queryKey: contentDraftKey(collection),
    queryFn: async ({ signal }) => {
      try {
        return await caller.send(contentDraftEndpoint, { params: { collection }, signal });
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null;
        throw error;
      }
    },
    // Never read again while the editor is open, so the offer does not appear under the person's
    // typing; the editor drops it when it closes (the autosave writes drafts meanwhile).
    staleTime: Number.POSITIVE_INFINITY,
  });
}
