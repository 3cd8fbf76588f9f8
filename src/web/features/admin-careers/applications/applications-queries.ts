import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApplicationsQuery } from '#shared/careers.js';
import { useAdminApi } from '#web/admin/session/admin-session-context.js';

/** Every list of applications is cached under a key starting with this, so a change refreshes them all. */
export const applicationsKey = ['applications'] as const;

/** The cache key of one filtered page of applications. */
export const applicationsPageKey = (query: ApplicationsQuery) => [...applicationsKey, query] as const;

const rejectedQuery: ApplicationsQuery = { limit: 50, offset: 0, status: 'rejected' };
export const rejectedApplicationsKey = applicationsPageKey(rejectedQuery);

export const statusHistoryKey = (applicationId: number) => ['application-history', applicationId] as const;

/** A filtered page of applications, with the counts by status; the last page stays while another loads. */
export function useApplicationsPage(query: ApplicationsQuery) {
  const api = useAdminApi();
  return useQuery({
    queryKey: applicationsPageKey(query),
    queryFn: ({ signal }) => api.applications(query, signal),
    placeholderData: keepPreviousData,
  });
}

/** The rejected applications (the latest 50), for the 'Rejected Applications' list. */
export function useRejectedApplications() {
  const api = useAdminApi();
  return useQuery({
    queryKey: rejectedApplicationsKey,
    queryFn: ({ signal }) => api.applications(rejectedQuery, signal),
  });
}

/** The status changes of one application, oldest first. */
export function useStatusHistory(applicationId: number) {
  const api = useAdminApi();
  return useQuery({
    queryKey: statusHistoryKey(applicationId),
    queryFn: ({ signal }) => api.history(applicationId, signal),
  });
}
