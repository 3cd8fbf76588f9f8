import { Building2, Globe, Headset, Mail, MapPin, Phone } from 'lucide-react';
import { type Branch, mailtoHref, telHref } from '../../../content/index.js';

const linkClass = 'break-all text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** A branch with every contact it has; the corporate office also shows its CIN. */
export function BranchCard({ branch }: { branch: Branch }) {
  return (
    <article
      className={`h-full rounded-xl border p-5 ${branch.isCorporate ? 'border-brand-100 bg-brand-50' : 'border-slate-200 bg-white'}`}
    >
      <h3 className="flex items-center gap-2 text-lg font-semibold text-slate-900">
        {branch.isCorporate && <Building2 aria-hidden="true" className="size-5 text-brand-700" />}
        {branch.name}
      </h3>
      <p className="text-sm text-slate-600">{`${branch.city}, ${branch.state}`}</p>
      <ul className="mt-3 space-y-2 text-sm text-slate-700">
        <li className="flex gap-2">
          <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
          <span>{branch.address}</span>
        </li>
        {branch.helpline && (
          <li className="flex gap-2">
            <Headset aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span>
              {'Helpline: '}
              <a href={telHref(branch.helpline)} className={linkClass}>
                {branch.helpline}
              </a>
            </span>
          </li>
        )}
        {branch.phone && (
          <li className="flex gap-2">
            <Phone aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <span>
              {'Phone: '}
              <a href={telHref(branch.phone)} className={linkClass}>
                {branch.phone}
              </a>
            </span>
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
        {branch.website && (
          <li className="flex gap-2">
            <Globe aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-brand-700" />
            <a href={branch.website} className={linkClass}>
              {branch.website.replace(/^https?:\/\//, '')}
            </a>
          </li>
        )}
        {branch.cin && <li className="text-slate-600">{`CIN: ${branch.cin}`}</li>}
      </ul>
    </article>
  );
}
