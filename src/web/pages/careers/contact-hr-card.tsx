import { Mail, Phone } from 'lucide-react';
import { mailtoHref, telHref } from '#content/index.js';
import { useSiteContent, useText } from '#web/app/page-context.js';

/** 'Contact HR Team': the phone and e-mail of HR. */
export function ContactHrCard() {
  const hrContact = useSiteContent().company.contacts.hr;
  const text = useText();
  return (
    <section aria-labelledby="contact-hr-heading" className="rounded-xl bg-brand-900 p-6 text-white sm:p-8">
      <h2 id="contact-hr-heading" className="text-2xl font-bold">
        {text('Contact HR Team')}
      </h2>
      <p className="mt-2 text-brand-50">
        {text('Questions about an opening or your application? Our HR team is happy to help.')}
      </p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row">
        <a
          href={telHref(hrContact.phone)}
          className="inline-flex items-center justify-center gap-2 rounded-lg bg-white px-5 py-2.5 font-semibold text-brand-900 hover:bg-brand-50"
        >
          <Phone aria-hidden="true" className="size-4" />
          {hrContact.phone}
        </a>
        <a
          href={mailtoHref(hrContact.email)}
          className="inline-flex items-center justify-center gap-2 rounded-lg border border-white px-5 py-2.5 font-semibold text-white hover:bg-white/10"
        >
          <Mail aria-hidden="true" className="size-4" />
          {hrContact.email}
        </a>
      </div>
    </section>
  );
}
