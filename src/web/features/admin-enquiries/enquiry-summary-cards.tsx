import { businessHoursInWords, type EnquirySummary } from '#shared/enquiries.js';

/** Business minutes as '45 min' or '3.5 h'; a dash with nothing answered yet. */
function duration(minutes: number | null): string {
  if (minutes === null) return '–';
  return minutes < 60 ? `${minutes} min` : `${Math.round(minutes / 6) / 10} h`;
}

/** The Enquiries dashboard: totals, overdue, answered, first response (median, 90th percentile) and won rate, then per office. */
export function EnquirySummaryCards({ summary }: { summary: EnquirySummary }) {
  const cards = [
    { label: 'Enquiries', value: String(summary.total) },
    { label: 'New, not answered in time', value: String(summary.overdue) },
    // How many the first-response figures below are measured over.
    { label: 'Answered', value: `${summary.firstResponse.answered} of ${summary.total}` },
    { label: 'First response, median', value: duration(summary.firstResponse.medianMinutes) },
    { label: 'First response, 90th percentile', value: duration(summary.firstResponse.p90Minutes) },
    { label: 'Won rate', value: summary.wonRate === null ? '–' : `${Math.round(summary.wonRate * 100)}%` },
  ];
  return (
    <div className="space-y-3">
      <dl className="grid gap-3 sm:grid-cols-3 lg:grid-cols-6">
        {cards.map((card) => (
          <div key={card.label} className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
            <dt className="text-sm text-slate-600">{card.label}</dt>
            <dd className="text-2xl font-bold text-slate-900">{card.value}</dd>
          </div>
        ))}
      </dl>
      <p className="text-sm text-slate-700">
        {`First response counts business hours only: each office's own opening hours and special days (as its card on the Contact page shows them), or ${businessHoursInWords(summary.businessHours)} for an office without published hours; from when an enquiry arrives to its first status change or note. Nights, days off and holidays do not count.`}
      </p>
      {summary.offices.length > 0 && (
        <table className="w-full text-left text-sm">
          <caption className="text-left font-semibold text-slate-800">
            First response by office (business hours)
          </caption>
          <thead>
            <tr className="text-slate-600">
              <th scope="col">Office</th>
              <th scope="col">Enquiries</th>
              <th scope="col">Median</th>
              <th scope="col">90th percentile</th>
              <th scope="col">Hours counted</th>
            </tr>
          </thead>
          <tbody>
            {summary.offices.map((office) => (
              <tr key={office.officeId}>
                <th scope="row" className="font-medium">
                  {office.officeName}
                </th>
                <td>{office.total}</td>
                <td>{duration(office.medianMinutes)}</td>
                <td>{duration(office.p90Minutes)}</td>
                <td>{office.hoursCounted}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </div>
  );
}
