import { Mail, MapPin, Phone } from 'lucide-react';
import { mailtoHref, officesHeadFirst, telHref } from '#content/index.js';
import { useSiteContent, useText } from '#web/app/page-context.js';
import { PageSection } from '#web/components/ui/page-section.js';
import { OfficeEnquiryButton } from '#web/features/enquiries/index.js';

const linkClass = 'break-all text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** Spec section 9 "Business constants and limits" caps the 'Get in Touch' city cards at 9. */
const GET_IN_TOUCH_LIMIT = 9;

/** 'Get in Touch': one card per office, head office first (at most 9), each with its enquiry form. */
export function GetInTouchSection() {
  const offices = officesHeadFirst(useSiteContent()).slice(0, GET_IN_TOUCH_LIMIT);
  const text = useText();
  return (
    <PageSection headingId="get-in-touch-heading" title={text('Get in Touch')}>
      <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {offices.map((branch) => (
          <li key={branch.id}>
            <article className="flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">{branch.city}</h3>
              <p className="text-sm text-slate-600">{`${branch.name}, ${text(branch.state)}`}</p>
              <ul className="mt-3 space-y-2 text-sm text-slate-700">
                <li className="flex gap-2">
                  <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                  <span>{branch.address}</span>
                </li>
                {branch.phone && (
                  <li className="flex gap-2">
                    <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                    <a href={telHref(branch.phone)} className={linkClass}>
                      {branch.phone}
                    </a>
                  </li>
                )}
                {branch.email && (
                  <li className="flex gap-2">
                    <Mail aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
                    <a href={mailtoHref(branch.email)} className={linkClass}>
                      {branch.email}
                    </a>
                  </li>
                )}
              </ul>
              <div className="mt-auto pt-4">
                <OfficeEnquiryButton branch={branch} />
              </div>
            </article>
          </li>
        ))}
      </ul>
    </PageSection>
  );
}
