import { useState } from 'react';
import type { Store } from '#content/index.js';
import { distanceKm } from '#shared/distance.js';
import { defaultLanguageOf, siteLanguages } from '#shared/languages.js';
import { sayWith } from '#web/app/phrasebook.js';
import { Modal } from '#web/components/ui/modal.js';
import { type EnquiryPrefill, type EnquirySetup, LazyEnquiryDialog } from '#web/features/enquiries/index.js';
import { useClock } from '#web/features/opening-hours/index.js';
import { ContentText } from '#web/islands/untranslated-texts.js';
import { HpStoreCard } from './hp-store-card.js';
import { HpStoreDetails } from './hp-store-details.js';
import { type FinderOrigin, StoreFinder } from './store-finder.js';
import { type StoreListLanguage, storeListTexts } from './store-list-text.js';

/** A card per store; a card opens the store's details in a dialog, its Enquire button the enquiry form. */
export function HpStoreList({
  stores,
  enquirySetup,
  renderedAt,
  phrases,
  languageTag,
}: {
  stores: readonly Store[];
  enquirySetup: EnquirySetup;
  /** When the server rendered the page: the statuses hydrate as it showed them. */
  renderedAt: string;
} & StoreListLanguage) {
  const now = useClock(renderedAt);
  const say = sayWith(phrases);
  // A distance appears only once the visitor said where they are, so the browser writes it, in
  // the page's digits (never the browser's locale); without grouping, as '1234 km'.
  const kilometres = new Intl.NumberFormat(languageTag ?? defaultLanguageOf(siteLanguages).tag, {
    useGrouping: false,
  });
  const [origin, setOrigin] = useState<FinderOrigin | null>(null);
  // Nearest first once the visitor said where they are; stores without a position last.
  const listed = stores
    .map((store) => ({
      store,
      km:
        origin && store.coordinates ? Math.round(distanceKm(origin.position, store.coordinates)) : undefined,
    }))
    .sort((a, b) => (a.km ?? Number.POSITIVE_INFINITY) - (b.km ?? Number.POSITIVE_INFINITY));
  const [selectedStore, setSelectedStore] = useState<Store | null>(null);
  const [enquiry, setEnquiry] = useState<EnquiryPrefill | null>(null);
  return (
    <>
      <StoreFinder onOrigin={setOrigin} say={say} />
      <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {listed.map(({ store, km }) => (
          <li key={store.id}>
            <HpStoreCard
              store={store}
              now={now}
              distance={km === undefined ? undefined : kilometres.format(km)}
              phrases={phrases}
              onOpen={() => setSelectedStore(store)}
              onEnquire={() => setEnquiry({ brand: 'HP', place: store.city })}
            />
          </li>
        ))}
      </ul>
      <Modal
        open={selectedStore !== null}
        onClose={() => setSelectedStore(null)}
        title={selectedStore && <ContentText text={selectedStore.name} />}
        closeLabel={say(storeListTexts.close)}
      >
        {selectedStore && <HpStoreDetails store={selectedStore} now={now} phrases={phrases} />}
      </Modal>
      <LazyEnquiryDialog prefill={enquiry} setup={enquirySetup} onClose={() => setEnquiry(null)} />
    </>
  );
}
