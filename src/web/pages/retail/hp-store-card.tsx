import { Mail, MapPin, MessageSquareQuote, Navigation, Phone } from 'lucide-react';
import { mailtoHref, telHref } from '#content/contact-links.js';
import type { Store } from '#content/types.js';
import { googleMapsDirections, OpeningStatusLine } from '#web/features/opening-hours/index.js';
import { useHydrated } from '#web/hooks/use-hydrated.js';

type HpStoreCardProps = {
  store: Store;
  /** The instant the open status is for (see useClock). */
  now: Date;
  /** How far the store is from where the visitor said they are, rounded to whole km. */
  distanceKm?: number | undefined;
  onOpen: () => void;
  onEnquire: () => void;
};

const contactButton =
  'relative z-10 inline-flex flex-1 items-center justify-center gap-2 rounded-lg px-3 py-2 text-sm font-semibold';

/**
 * The store's name is the button that opens its details; its ::after covers the card, so the
 * whole card is clickable while the button's name stays just the store's name. The Email and
 * Call links sit above that layer.
 */
export function HpStoreCard({ store, now, distanceKm, onOpen, onEnquire }: HpStoreCardProps) {
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
          {store.name}
        </button>
      </h3>
      {distanceKm !== undefined && (
        <p className="mt-1 text-sm font-semibold text-brand-800">{distanceKm} km away</p>
      )}
      <div className="mt-3">
        <OpeningStatusLine location={store} now={now} />
      </div>
      <dl className="mt-3 flex-1 space-y-2 text-sm text-slate-700">
        <div className="flex gap-2">
          <dt>
            <MapPin aria-hidden="true" className="mt-0.5 size-4 text-brand-700" />
            <span className="sr-only">Address</span>
          </dt>
          <dd>{store.address}</dd>
        </div>
        <div className="flex gap-2">
          <dt>
            <Mail aria-hidden="true" className="mt-0.5 size-4 text-brand-700" />
            <span className="sr-only">E-mail</span>
          </dt>
          <dd className="break-all">{store.email}</dd>
        </div>
        <div className="flex gap-2">
          <dt>
            <Phone aria-hidden="true" className="mt-0.5 size-4 text-brand-700" />
            <span className="sr-only">Phone</span>
          </dt>
          <dd>{store.phone}</dd>
        </div>
      </dl>
      <div className="mt-4 flex gap-3">
        <a
          href={mailtoHref(store.email)}
          aria-label={`Email ${store.name}`}
          className={`${contactButton} border border-brand-700 text-brand-700 hover:bg-brand-50`}
        >
          <Mail aria-hidden="true" className="size-4" />
          Email
        </a>
        <a
          href={telHref(store.phone)}
          aria-label={`Call ${store.name}`}
          className={`${contactButton} bg-brand-700 text-white hover:bg-brand-900`}
        >
          <Phone aria-hidden="true" className="size-4" />
          Call
        </a>
      </div>
      {store.coordinates && (
        <a
          href={googleMapsDirections(store.coordinates)}
          target="_blank"
          rel="noopener"
          aria-label={`Directions to ${store.name}`}
          className={`${contactButton} mt-3 border border-slate-300 text-slate-800 hover:bg-slate-50`}
        >
          <Navigation aria-hidden="true" className="size-4" />
          Directions
        </a>
      )}
      <button
        type="button"
        aria-haspopup="dialog"
        aria-label={`Enquire near ${store.name}`}
        onClick={onEnquire}
        disabled={!hydrated}
        className={`${contactButton} mt-3 border border-slate-300 text-slate-800 hover:bg-slate-50`}
      >
        <MessageSquareQuote aria-hidden="true" className="size-4" />
        Enquire
      </button>
    </article>
  );
}
