import { Mail, MapPin, MessageSquareQuote, Navigation, Phone } from 'lucide-react';
import { mailtoHref, telHref } from '#content/contact-links.js';
import type { Store } from '#content/types.js';
import { type Phrasebook, sayWith } from '#web/app/phrasebook.js';
import { googleMapsDirections, OpeningStatusLine } from '#web/features/opening-hours/index.js';
import { useHydrated } from '#web/hooks/use-hydrated.js';
import { ContentText } from '#web/islands/untranslated-texts.js';
import { storeListTexts } from './store-list-text.js';

type HpStoreCardProps = {
  store: Store;
  /** The instant the open status is for (see useClock). */
  now: Date;
  /** How far the store is from where the visitor said they are, in whole km, in the page's digits. */
  distance?: string | undefined;
  onOpen: () => void;
  onEnquire: () => void;
  /** The card's texts and the status line's words in the page's language; English without. */
  phrases?: Phrasebook | undefined;
};

const contactButton =
  'relative z-10 inline-flex flex-1 items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold';

/**
 * The store's name is the button that opens its details; its ::after covers the card, so the
 * whole card is clickable while the button's name stays just the store's name. The Email and
 * Call links sit above that layer.
 */
export function HpStoreCard({ store, now, distance, onOpen, onEnquire, phrases }: HpStoreCardProps) {
  const say = sayWith(phrases);
  // A click before the page's script runs would be lost: the buttons wait for it.
  const hydrated = useHydrated();
  return (
    <article className="relative flex h-full flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition-shadow focus-within:shadow-md hover:shadow-md">
      <h3 className="text-lg font-semibold text-slate-900">
        <button
          type="button"
          aria-haspopup="dialog"
          onClick={onOpen}
          disabled={!hydrated}
          className="text-left after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:text-brand-700"
        >
          <ContentText text={store.name} />
        </button>
      </h3>
      {distance !== undefined && (
        <p className="mt-1 text-sm font-semibold text-brand-800">
          {say(storeListTexts.distance, { km: distance })}
        </p>
      )}
      <div className="mt-3">
        <OpeningStatusLine location={store} now={now} phrases={phrases} />
      </div>
      <dl className="mt-3 flex-1 space-y-2 text-sm text-slate-700">
        <div className="flex gap-2">
          <dt>
            <MapPin aria-hidden="true" className="mt-0.5 size-4 text-brand-700" />
            <span className="sr-only">{say(storeListTexts.address)}</span>
          </dt>
          <dd>{store.address}</dd>
        </div>
        <div className="flex gap-2">
          <dt>
            <Mail aria-hidden="true" className="mt-0.5 size-4 text-brand-700" />
            <span className="sr-only">{say(storeListTexts.email)}</span>
          </dt>
          <dd className="break-all">{store.email}</dd>
        </div>
        <div className="flex gap-2">
          <dt>
            <Phone aria-hidden="true" className="mt-0.5 size-4 text-brand-700" />
            <span className="sr-only">{say(storeListTexts.phone)}</span>
          </dt>
          <dd>{store.phone}</dd>
        </div>
      </dl>
      <div className="mt-4 flex gap-3">
        <a
          href={mailtoHref(store.email)}
          aria-label={say(storeListTexts.emailStore, { store: store.name })}
          className={`${contactButton} border border-brand-700 text-brand-700 hover:bg-brand-50`}
        >
          <Mail aria-hidden="true" className="size-4" />
          {say(storeListTexts.emailButton)}
        </a>
        <a
          href={telHref(store.phone)}
          aria-label={say(storeListTexts.callStore, { store: store.name })}
          className={`${contactButton} bg-brand-700 text-white hover:bg-brand-900`}
        >
          <Phone aria-hidden="true" className="size-4" />
          {say(storeListTexts.callButton)}
        </a>
      </div>
      {store.coordinates && (
        <a
          href={googleMapsDirections(store.coordinates)}
          target="_blank"
          rel="noopener"
          aria-label={say(storeListTexts.directionsTo, { store: store.name })}
          className={`${contactButton} mt-3 border border-slate-300 text-slate-800 hover:bg-slate-50`}
        >
          <Navigation aria-hidden="true" className="size-4" />
          {say(storeListTexts.directions)}
        </a>
      )}
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={say(storeListTexts.enquireNear, { store: store.name })}
        onClick={onEnquire}
        disabled={!hydrated}
        className={`${contactButton} mt-3 border border-slate-300 text-slate-800 hover:bg-slate-50`}
      >
        <MessageSquareQuote aria-hidden="true" className="size-4" />
        {say(storeListTexts.enquire)}
      </button>
    </article>
  );
}
