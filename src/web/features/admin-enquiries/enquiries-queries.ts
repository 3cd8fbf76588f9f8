import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  enquiriesPageEndpoint,
  enquiryDetailEndpoint,
  enquiryOfficesEndpoint,
  enquirySummaryEndpoint,
  updateEnquiryEndpoint,
} from '#shared/endpoints/enquiries.js';
import type { EnquiriesQuery, EnquiryUpdate } from '#shared/enquiries.js';
import { useAdminCaller } from '#web/admin/session/admin-session-context.js';

/** Every enquiry read is cached under this, so a change refreshes the list, the detail and the cards. */
const enquiriesKey = ['enquiries'] as const;

export function useEnquiriesPage(query: EnquiriesQuery) {
  const caller = useAdminCaller();
  return useQuery({
    queryKey: [...enquiriesKey, 'page', query],
    queryFn: ({ signal }) => caller.send(enquiriesPageEndpoint, { query, signal }),
    placeholderData: keepPreviousData,
  });
}

export function useEnquiry(id: number) {
  const caller = useAdminCaller();
  return useQuery({
    queryKey: [...enquiriesKey, 'detail', id],
    queryFn: ({ signal }) => caller.send(enquiryDetailEndpoint, { params: { id }, signal }),
  });
}

export function useEnquirySummary() {
  const caller = useAdminCaller();
  return useQuery({
    queryKey: [...enquiriesKey, 'summary'],
    queryFn: ({ signal }) => caller.send(enquirySummaryEndpoint, { signal }),
  });
}

export function useUpdateEnquiry(id: number) {
  const caller = useAdminCaller();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (update: EnquiryUpdate) =>
      caller.send(updateEnquiryEndpoint, { params: { id }, body: update }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: enquiriesKey }),
  });
}

/**
 * Every office of the published content (to reassign to) and those whose enquiries the person
 * sees (the office filter): from the enquiries API, which a branch account may read (the content
 * routes are the editor's).
 */
export function useEnquiryOffices() {
  const caller = useAdminCaller();
  return useQuery({
    queryKey: [...enquiriesKey, 'offices'],
    queryFn: ({ signal }) => caller.send(enquiryOfficesEndpoint, { signal }),
  });
}
