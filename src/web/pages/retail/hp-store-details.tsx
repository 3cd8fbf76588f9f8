import { Mail, Phone } from 'lucide-react';
import { mailtoHref, telHref } from '#content/contact-links.js';
import { openingStatus } from '#content/opening-status.js';
import type { Store } from '#content/types.js';
import { type Phrasebook, sayWith } from '#web/app/phrasebook.js';
import { WeekHoursAndDirections } from '#web/features/opening-hours/index.js';
import { storeListTexts } from './store-list-text.js';

/** The body of a store's detail dialog; `phrases`: its texts and the hours' words in the page's language. */
export function HpStoreDetails({
  store,
  now,
  phrases,
}: {
  store: Store;
  now: Date;
  phrases?: Phrasebook | undefined;
}) {
  const say = sayWith(phrases);
  return (
    <>
      <dl className="space-y-3 text-slate-700">
        <div>
          <dt className="text-sm font-semibold text-slate-900">{say(storeListTexts.address)}</dt>
          <dd>{store.address}</dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-900">{say(storeListTexts.email)}</dt>
          <dd>
            <a
              href={mailtoHref(store.email)}
              className="break-all text-brand-700 underline underline-offset-2"
            >
              {store.email}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-sm font-semibold text-slate-900">{say(storeListTexts.phone)}</dt>
          <dd>
            <a href={telHref(store.phone)} className="text-brand-700 underline underline-offset-2">
              {store.phone}
            </a>
          </dd>
        </div>
        <WeekHoursAndDirections location={store} status={openingStatus(store, now, say)} phrases={phrases} />
      </dl>
      <div className="mt-6 flex flex-col gap-3 sm:flex-row">
        <a
          href={mailtoHref(store.email)}
          className="inline-flex flex-1 items-center justify-center gap-2 rounded-lg border border-brand-700 px-4 py-2.5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          <Mail aria-hidden="true" className="size-4" />
          {say(storeListTexts.sendEmail)}
        </a>
        <a
          href={telHref(store.phone)}
          className="inline-flex flex-1 items-center justify-center gap-2 rounded-lg bg-brand-700 px-4 py-2.5 font-semibold text-white hover:bg-brand-900"
        >
          <Phone aria-hidden="true" className="size-4" />
          {say(storeListTexts.callNow)}
        </a>
      </div>
    </>
  );
}
