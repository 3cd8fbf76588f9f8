import { type FormEvent, useState } from 'react';
import { telHref } from '#content/contact-links.js';
import {
  type EnquiryStatus,
  enquiryEventInWords,
  enquiryReadFields,
  enquiryStatuses,
  enquiryStatusLabels,
  enquiryValueInWords,
} from '#shared/enquiries.js';
import { adminErrorMessage } from '#web/admin/api/admin-caller.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { ChoiceSelect } from '#web/admin/components/choice-select.js';
import { formatDateTime } from '#web/admin/lib/format.js';
import { useEnquiry, useUpdateEnquiry } from './enquiries-queries.js';

type EnquiryDetailProps = { id: number; offices: readonly { id: string; name: string }[] };

/**
 * One enquiry: what the visitor wrote (as text), why it came to this office, call and WhatsApp
 * links, and the form that changes its status, adds a note or reassigns it; then its history.
 */
export function EnquiryDetail({ id, offices }: EnquiryDetailProps) {
  const detail = useEnquiry(id);
  const update = useUpdateEnquiry(id);
  const [status, setStatus] = useState<EnquiryStatus | ''>('');
  const [note, setNote] = useState('');
  const [officeId, setOfficeId] = useState('');
  const [reason, setReason] = useState('');

  if (detail.isPending) return <p>Loading the enquiry…</p>;
  if (detail.isError) return <p role="alert">{adminErrorMessage(detail.error)}</p>;
  const { enquiry, events } = detail.data;

  const save = (event: FormEvent) => {
    event.preventDefault();
    update.mutate(
      {
        ...(status ? { status } : {}),
        ...(note.trim() ? { note } : {}),
        ...(officeId ? { reassign: { officeId, reason } } : {}),
      },
      {
        onSuccess: () => {
          setStatus('');
          setNote('');
          setOfficeId('');
          setReason('');
        },
      },
    );
  };
  // The reference heads the detail and the mobile is the call link: the rest in the schema's order.
  const facts = enquiryReadFields
    .filter((field) => field.name !== 'reference' && field.name !== 'phone')
    .map((field) => [field.schema.title, enquiryValueInWords(enquiry, field, formatDateTime)] as const);
  return (
    <div className="space-y-4">
      <h4 className="text-lg font-semibold">{`Enquiry ${enquiry.reference}`}</h4>
      {enquiry.contactsShown ? (
        <p className="flex flex-wrap gap-3">
          <a className="font-semibold text-brand-700 underline" href={telHref(`+91 ${enquiry.phone}`)}>
            {`Call +91 ${enquiry.phone}`}
          </a>
          <a className="font-semibold text-green-800 underline" href={`https://wa.me/91${enquiry.phone}`}>
            WhatsApp
          </a>
        </p>
      ) : (
        <p className="text-sm text-slate-700">
          {`Phone +91 ${enquiry.phone}: the phone and e-mail are shown only to the owner and to the office's own branch accounts.`}
        </p>
      )}
      <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
        {facts.map(([label, value]) => (
          <div key={label} className="contents">
            <dt className="font-medium text-slate-600">{label}</dt>
            <dd className="whitespace-pre-wrap break-words text-slate-900">{value ?? '–'}</dd>
          </div>
        ))}
      </dl>
      <form onSubmit={save} className="grid gap-3 sm:grid-cols-2">
        <ChoiceSelect
          label="New status"
          className="mt-1 block w-full rounded border p-2"
          value={status}
          onChange={(value) => setStatus(value as EnquiryStatus | '')}
          noneLabel="(unchanged)"
          choices={enquiryStatuses.map((value) => ({ value, label: enquiryStatusLabels[value] }))}
        />
        <ChoiceSelect
          label="Reassign to"
          className="mt-1 block w-full rounded border p-2"
          value={officeId}
          onChange={setOfficeId}
          noneLabel="(no change)"
          choices={offices.map((office) => ({ value: office.id, label: office.name }))}
        />
        <label className="text-sm font-medium sm:col-span-2">
          Note
          <textarea
            className="mt-1 block w-full rounded border p-2"
            rows={2}
            value={note}
            onChange={(e) => setNote(e.target.value)}
          />
        </label>
        {officeId && (
          <label className="text-sm font-medium sm:col-span-2">
            Reason for reassigning
            <input
              className="mt-1 block w-full rounded border p-2"
              required
              value={reason}
              onChange={(e) => setReason(e.target.value)}
            />
          </label>
        )}
        <div>
          <AdminButton type="submit" disabled={update.isPending}>
            Save
          </AdminButton>
        </div>
        {update.isError && <p role="alert">{adminErrorMessage(update.error)}</p>}
      </form>
      <h5 className="font-semibold">History</h5>
      <ol className="space-y-1 text-sm">
        {events.map((event) => (
          <li key={`${event.at}-${event.kind}`}>
            {`${formatDateTime(event.at)}: ${enquiryEventInWords(event)}`}
          </li>
        ))}
      </ol>
    </div>
  );
}
