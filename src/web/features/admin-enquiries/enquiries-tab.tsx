import { Download } from 'lucide-react';
import { useState } from 'react';
import { enquiriesExportEndpoint } from '#shared/endpoints/enquiries.js';
import type { EnquiriesQuery } from '#shared/enquiries.js';
import { adminErrorMessage } from '#web/admin/api/admin-caller.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { AdminPanel } from '#web/admin/components/admin-panel.js';
import { downloadBlob } from '#web/admin/lib/download-blob.js';
import { useAdminCaller } from '#web/admin/session/admin-session-context.js';
import { useEnquiriesPage, useEnquiryOffices, useEnquirySummary } from './enquiries-queries.js';
import { EnquiriesTable } from './enquiries-table.js';
import { EnquiryDetail } from './enquiry-detail.js';
import { EnquiryFilters, type EnquiryFilterValues } from './enquiry-filters.js';
import { EnquirySummaryCards } from './enquiry-summary-cards.js';

const PAGE_SIZE = 50;

/** The Enquiries tab: the dashboard cards, the filtered list (overdue ones marked), one enquiry's detail, CSV. */
export function EnquiriesTab() {
  const caller = useAdminCaller();
  const [filters, setFilters] = useState<EnquiryFilterValues>({});
  const [offset, setOffset] = useState(0);
  const [openId, setOpenId] = useState<number | null>(null);
  const query: EnquiriesQuery = { ...filters, limit: PAGE_SIZE, offset };
  const page = useEnquiriesPage(query);
  const summary = useEnquirySummary();
  const offices = useEnquiryOffices().data;
  const allOffices = offices?.offices ?? [];
  const seenOffices = allOffices.filter((office) => offices?.seenOfficeIds.includes(office.id));
  const filtered = Object.keys(filters).length > 0;

  return (
    <div className="space-y-4">
      {summary.data && <EnquirySummaryCards summary={summary.data} />}
      <AdminPanel
        title="Enquiries"
        actions={
          <AdminButton
            onClick={async () =>
              downloadBlob(await caller.file(enquiriesExportEndpoint, { query: filters }), 'enquiries.csv')
            }
          >
            <Download aria-hidden="true" className="size-4" />
            Export CSV
          </AdminButton>
        }
      >
        <EnquiryFilters
          values={filters}
          onChange={(name, value) => {
            // A changed filter starts the list from its first page again.
            setFilters(({ [name]: _previous, ...others }) => (value ? { ...others, [name]: value } : others));
            setOffset(0);
          }}
          offices={seenOffices}
          sourcePages={summary.data?.sourcePages.map((source) => source.name) ?? []}
        />
        {page.isError && <p role="alert">{adminErrorMessage(page.error)}</p>}
        <EnquiriesTable enquiries={page.data?.enquiries ?? []} onOpen={setOpenId} />
        {page.data?.total === 0 && (
          <p className="mt-3 text-sm text-slate-700">
            {filtered
              ? 'No enquiries match these filters. Clear a filter to see more.'
              : 'No enquiries yet. New ones appear here as soon as a visitor sends the form.'}
          </p>
        )}
        {page.data && page.data.total > PAGE_SIZE && (
          <div className="mt-3 flex gap-2">
            <AdminButton disabled={offset === 0} onClick={() => setOffset(Math.max(0, offset - PAGE_SIZE))}>
              Previous
            </AdminButton>
            <AdminButton
              disabled={offset + PAGE_SIZE >= page.data.total}
              onClick={() => setOffset(offset + PAGE_SIZE)}
            >
              Next
            </AdminButton>
          </div>
        )}
      </AdminPanel>
      {openId !== null && (
        <AdminPanel
          title="Enquiry"
          actions={<AdminButton onClick={() => setOpenId(null)}>Close</AdminButton>}
        >
          <EnquiryDetail id={openId} offices={allOffices} />
        </AdminPanel>
      )}
    </div>
  );
}
