import type { SiteContent } from '#content/index.js';
import { weekHoursText } from '#content/opening-status.js';
import type { selectEnquiriesForSummary } from '#server/db/enquiries-repository.js';
import { type EnquiryStatus, type EnquirySummary, enquiryStatuses } from '#shared/enquiries.js';
import { answeringHours, businessMinutesBetween } from './business-hours.js';
import { isOverdue } from './enquiry-views.js';

type SummaryRow = Awaited<ReturnType<typeof selectEnquiriesForSummary>>[number];

/** The value at fraction `p` of sorted numbers (nearest rank); null for none. */
export function percentile(sorted: readonly number[], p: number): number | null {
  if (sorted.length === 0) return null;
  return sorted[Math.max(0, Math.ceil(p * sorted.length) - 1)] ?? null;
}

function responseTimes(rows: readonly SummaryRow[], content: SiteContent) {
  const minutes = rows
    .flatMap((row) =>
      row.first_response_at === null
        ? []
        : [
            businessMinutesBetween(
              row.created_at,
              row.first_response_at,
              answeringHours(row.office_id, content),
            ),
          ],
    )
    .sort((a, b) => a - b);
  const rounded = (value: number | null) => (value === null ? null : Math.round(value));
  return {
    medianMinutes: rounded(percentile(minutes, 0.5)),
    p90Minutes: rounded(percentile(minutes, 0.9)),
    answered: minutes.length,
  };
}

function rankedCounts(values: readonly (string | null)[]): { name: string; count: number }[] {
  const counts = new Map<string, number>();
  for (const value of values) if (value) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts]
    .map(([name, count]) => ({ name, count }))
    .sort((a, b) => b.count - a.count || a.name.localeCompare(b.name))
    .slice(0, 20);
}

/**
 * The Enquiries dashboard: first response time (business hours, median and 90th percentile) per
 * office and overall, counts by status, source page and brand, the won rate and the overdue count.
 */
export function summarizeEnquiries(
  rows: readonly SummaryRow[],
  content: SiteContent,
  now: Date,
): EnquirySummary {
  const byStatus = Object.fromEntries(enquiryStatuses.map((status) => [status, 0])) as Record<
    EnquiryStatus,
    number
  >;
  for (const row of rows) byStatus[row.status] += 1;
  const decided = byStatus.won + byStatus.lost;
  const officeIds = [...new Set(rows.map((row) => row.office_id))];
  const officeName = (id: string) =>
    content.branches.offices.find((office) => office.id === id)?.name ??
    rows.find((row) => row.office_id === id)?.office_name ??
    id;
  return {
    total: rows.length,
    byStatus,
    wonRate: decided === 0 ? null : byStatus.won / decided,
    overdue: rows.filter((row) => isOverdue(row, content, now)).length,
    firstResponse: responseTimes(rows, content),
    offices: officeIds
      .map((officeId) => {
        const own = rows.filter((row) => row.office_id === officeId);
        return {
          officeId,
          officeName: officeName(officeId),
          total: own.length,
          hoursCounted: weekHoursText(answeringHours(officeId, content)),
          ...responseTimes(own, content),
        };
      })
      .sort((a, b) => b.total - a.total),
    sourcePages: rankedCounts(rows.map((row) => row.source_page)),
    brands: rankedCounts(rows.map((row) => row.brand)),
    businessHours: content.enquiryRouting.businessHours,
  };
}
