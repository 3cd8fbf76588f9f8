import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { ApplicationsQuery } from '#shared/careers.js';
import { applicationHistoryEndpoint, applicationsPageEndpoint } from '#shared/endpoints/careers.js';
import { useAdminCaller } from '#web/admin/session/admin-session-context.js';

/** Every list of applications is cached under a key starting with this, so a change refreshes them all. */
export const applicationsKey = ['applications'] as const;

/** The cache key of one filtered page of applications. */
export const applicationsPageKey = (query: ApplicationsQuery) => [...applicationsKey, query] as const;

const rejectedQuery: ApplicationsQuery = { limit: 50, offset: 0, status: 'rejected' };
export const rejectedApplicationsKey = applicationsPageKey(rejectedQuery);

export const statusHistoryKey = (applicationId: number) => ['application-history', applicationId] as const;

/** A filtered page of applications, with the counts by status; the last page stays while another loads. */
export function useApplicationsPage(query: ApplicationsQuery) {
  const caller = useAdminCaller();
  return useQuery({
    queryKey: applicationsPageKey(query),
    queryFn: ({ signal }) => caller.send(applicationsPageEndpoint, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

/** The rejected applications (the latest 50), for the 'Rejected Applications' list. */
export function useRejectedApplications() {
  const caller = useAdminCaller();
  return useQuery({
    queryKey: rejectedApplicationsKey,
    queryFn: ({ signal }) => caller.send(applicationsPageEndpoint, { query: rejectedQuery, signal }),
  });
}

/** The status changes of one application, oldest first. */
export function useStatusHistory(applicationId: number) {
  const caller = useAdminCaller();
  return useQuery({
    queryKey: statusHistoryKey(applicationId),
    queryFn: async ({ signal }) =>
      (await caller.send(applicationHistoryEndpoint, { params: { id: applicationId }, signal })).history,
  });
}
