import { type EnquiryAdminView, enquiryStatusLabels } from '#shared/enquiries.js';
import { languageEnglishName } from '#shared/languages.js';
import { formatDateTime } from '#web/admin/lib/format.js';

type EnquiriesTableProps = {
  enquiries: readonly EnquiryAdminView[];
  /** Opens one enquiry's detail. */
  onOpen: (id: number) => void;
};

/**
 * One page of enquiries, a row each (overdue ones marked), with the language of the page the
 * visitor wrote from, so whoever calls back knows to speak Bengali or Hindi.
 */
export function EnquiriesTable({ enquiries, onOpen }: EnquiriesTableProps) {
  return (
    <table className="w-full text-left text-sm">
      <thead>
        <tr className="text-slate-600">
          <th scope="col">Reference</th>
          <th scope="col">Received</th>
          <th scope="col">Name</th>
          <th scope="col">Need</th>
          <th scope="col">Language</th>
          <th scope="col">Office</th>
          <th scope="col">Status</th>
        </tr>
      </thead>
      <tbody>
        {enquiries.map((enquiry) => (
          <tr key={enquiry.id} className={enquiry.overdue ? 'bg-amber-50' : ''}>
            <td>
              <button
                type="button"
                className="font-mono text-brand-700 underline"
                onClick={() => onOpen(enquiry.id)}
              >
                {enquiry.reference}
              </button>
            </td>
            <td>{formatDateTime(enquiry.createdAt)}</td>
            <td className="break-words">{enquiry.name}</td>
            <td className="break-words">
              {[enquiry.brand, enquiry.product].filter(Boolean).join(' ') || '–'}
            </td>
            <td>{languageEnglishName(enquiry.language)}</td>
            <td>{enquiry.officeName}</td>
            <td>
              {enquiryStatusLabels[enquiry.status]}
              {enquiry.overdue && <strong className="ml-1 text-amber-800">(overdue)</strong>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
