import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AuditFilter } from '#shared/audit.js';
import { auditPageEndpoint } from '#shared/endpoints/audit.js';
import { useAdminCaller } from '#web/admin/session/admin-session-context.js';

/** One page of the audit log under a filter; the page shown stays while the next one loads. */
export function useAuditPage(filter: AuditFilter, page: number) {
  const caller = useAdminCaller();
  return useQuery({
    queryKey: ['audit', filter, page],
    queryFn: ({ signal }) => caller.send(auditPageEndpoint, { query: { ...filter, page }, signal }),
    placeholderData: keepPreviousData,
  });
}
