import { Mail, MapPin, Phone } from 'lucide-react';
import { mailtoHref, telHref } from '#content/index.js';
import { useSiteContent, useText } from '#web/app/page-context.js';

export function FooterContactDetails() {
  const { contacts, headquarters } = useSiteContent().company;
  const text = useText();
  const generalContact = { ...contacts.general, city: headquarters.city, state: headquarters.state };
  return (
    <div>
      <h2 className="text-sm font-semibold uppercase tracking-wider text-white">{text('Contact')}</h2>
      <address className="mt-4 space-y-3 text-sm not-italic text-slate-300">
        <a href={telHref(generalContact.phone)} className="flex items-center gap-2 rounded hover:text-white">
          <Phone aria-hidden="true" className="size-4 shrink-0" />
          {generalContact.phone}
        </a>
        <a
          href={mailtoHref(generalContact.email)}
          className="flex items-center gap-2 rounded hover:text-white"
        >
          <Mail aria-hidden="true" className="size-4 shrink-0" />
          {generalContact.email}
        </a>
        <p className="flex items-center gap-2">
          <MapPin aria-hidden="true" className="size-4 shrink-0" />
          {generalContact.city}, {text(generalContact.state)}
        </p>
      </address>
    </div>
  );
}
