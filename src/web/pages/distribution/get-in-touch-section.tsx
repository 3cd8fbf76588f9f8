import { Mail, MapPin, Phone } from 'lucide-react';
import { getInTouchBranches, mailtoHref, telHref } from '../../../content/index.js';

const linkClass = 'break-all text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** 'Get in Touch': one card per branch city (at most 9, as the content caps them). */
export function GetInTouchSection() {
  return (
    <section aria-labelledby="get-in-touch-heading" className="mx-auto max-w-6xl px-4 py-12 sm:py-16">
      <h2 id="get-in-touch-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
        Get in Touch
      </h2>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {getInTouchBranches.map((branch) => (
          <li key={branch.id}>
            <article className="h-full rounded-xl border border-slate-200 bg-white p-5 shadow-sm">
              <h3 className="text-lg font-semibold text-slate-900">{branch.city}</h3>
              <p className="text-sm text-slate-600">{`${branch.name}, ${branch.state}`}</p>
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
            </article>
          </li>
        ))}
      </ul>
    </section>
  );
}
