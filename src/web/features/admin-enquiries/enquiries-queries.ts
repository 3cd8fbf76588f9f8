import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { EnquiriesQuery, EnquiryUpdate } from '#shared/enquiries.js';
import { useAdminApi } from '#web/admin/session/admin-session-context.js';

/** Every enquiry read is cached under this, so a change refreshes the list, the detail and the cards. */
const enquiriesKey = ['enquiries'] as const;

export function useEnquiriesPage(query: EnquiriesQuery) {
  const api = useAdminApi();
  return useQuery({
    queryKey: [...enquiriesKey, 'page', query],
    queryFn: ({ signal }) => api.enquiries(query, signal),
    placeholderData: keepPreviousData,
  });
}

export function useEnquiry(id: number) {
  const api = useAdminApi();
  return useQuery({
    queryKey: [...enquiriesKey, 'detail', id],
    queryFn: ({ signal }) => api.enquiry(id, signal),
  });
}

export function useEnquirySummary() {
  const api = useAdminApi();
  return useQuery({
    queryKey: [...enquiriesKey, 'summary'],
    queryFn: ({ signal }) => api.enquirySummary(signal),
  });
}

export function useUpdateEnquiry(id: number) {
  const api = useAdminApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: EnquiryUpdate) => api.updateEnquiry(id, update),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enquiriesKey }),
  });
}

/**
 * Every office of the published content (to reassign to) and those whose enquiries the person
 * sees (the office filter): from the enquiries API, which a branch account may read (the content
 * routes are the editor's).
 */
export function useEnquiryOffices() {
  const api = useAdminApi();
  return useQuery({
    queryKey: [...enquiriesKey, 'offices'],
    queryFn: ({ signal }) => api.enquiryOffices(signal),
  });
}
