import { Globe, Mail, MapPin, Navigation, Phone, PhoneCall } from 'lucide-react';
import type { ReactNode } from 'react';
import { type Branch, mailtoHref, telHref } from '#content/index.js';
import { useSiteContent, useText } from '#web/app/page-context.js';
import {
  googleMapsDirections,
  LiveOpeningStatus,
  openingStatusPhrasebook,
} from '#web/features/opening-hours/index.js';
import { Island } from '#web/islands/island.js';

// At least 24 px tall (WCAG 2.2's target size): the card's links stand one above the other, and
// a 20 px line with its 8 px gap was too small a target (Lighthouse on /bn, the corporate office).
const contactLink = 'inline-flex min-h-6 items-center gap-2 rounded text-brand-700 hover:underline';

/**
 * One office. The corporate office's card is outlined and also shows the CIN. `action` is what the
 * page adds under the contacts (the enquiry button).
 */
export function BranchCard({ branch, action }: { branch: Branch; action?: ReactNode }) {
  const companyCin = useSiteContent().company.cin;
  const text = useText();
  const cin = branch.isCorporate ? companyCin : undefined;
  return (
    <article
      id={`branch-${branch.id}`}
      // An address naming the card ('#branch-patna', as the admin's preview links do) outlines it, without script.
      className={`h-full scroll-mt-24 rounded-2xl border bg-white p-6 shadow-sm target:outline-4 target:outline-offset-4 target:outline-amber-500 ${
        branch.isCorporate ? 'border-brand-600 ring-1 ring-brand-600' : 'border-slate-200'
      }`}
    >
      <h3 className="text-xl font-semibold text-brand-900">{branch.name}</h3>
      <p className="text-sm font-medium text-slate-600">
        {branch.city}, {text(branch.state)}
      </p>
      {branch.weeklyHours && (
        <div className="mt-3">
          <Island
            component={LiveOpeningStatus}
            props={{
              location: { weeklyHours: branch.weeklyHours, specialDays: branch.specialDays },
              renderedAt: new Date().toISOString(),
              phrases: openingStatusPhrasebook(text),
            }}
            hydrate="visible"
          />
        </div>
      )}
      <address
        className={`mt-4 grid gap-2 text-sm not-italic text-slate-700 ${branch.isCorporate ? 'md:grid-cols-2' : ''}`}
      >
        <p className="flex gap-2">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-slate-500" />
          {branch.address}
        </p>
        {branch.helpline && (
          <a href={telHref(branch.helpline)} className={contactLink}>
            <PhoneCall aria-hidden="true" className="size-4 shrink-0" />
            <span>
              {`${text('Helpline:')} `}
              <span className="whitespace-nowrap">{branch.helpline}</span>
            </span>
          </a>
        )}
        {branch.phone && (
          <a href={telHref(branch.phone)} className={contactLink}>
            <Phone aria-hidden="true" className="size-4 shrink-0" />
            <span className="whitespace-nowrap">{branch.phone}</span>
          </a>
        )}
        {branch.email && (
          <a href={mailtoHref(branch.email)} className={`${contactLink} break-all`}>
            <Mail aria-hidden="true" className="size-4 shrink-0" />
            {branch.email}
          </a>
        )}
        {branch.website && (
          <a href={branch.website} className={`${contactLink} break-all`}>
            <Globe aria-hidden="true" className="size-4 shrink-0" />
            {branch.website.replace(/^https?:\/\//, '')}
          </a>
        )}
        {branch.coordinates && (
          <a
            href={googleMapsDirections(branch.coordinates)}
            target="_blank"
            rel="noopener"
            aria-label={text('Directions to {office}', { office: branch.name })}
            className={contactLink}
          >
            <Navigation aria-hidden="true" className="size-4 shrink-0" />
            {text('Directions')}
          </a>
        )}
        {cin && (
          <p className="text-slate-600">
            {`${text('CIN:')} `}
            {cin}
          </p>
        )}
      </address>
      {action && <div className="mt-4">{action}</div>}
    </article>
  );
}
