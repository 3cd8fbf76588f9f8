import { useState } from 'react';
import type { Store } from '#content/index.js';
import { Modal } from '#web/components/ui/modal.js';
import { type EnquiryPrefill, type EnquirySetup, LazyEnquiryDialog } from '#web/features/enquiries/index.js';
import { HpStoreCard } from './hp-store-card.js';
import { HpStoreDetails } from './hp-store-details.js';

/** A card per store; a card opens the store's details in a dialog, its Enquire button the enquiry form. */
export function HpStoreList({
  stores,
  enquirySetup,
}: {
  stores: readonly Store[];
  enquirySetup: EnquirySetup;
}) {
  const [selectedStore, setSelectedStore] = useState<Store | null>(null);
  const [enquiry, setEnquiry] = useState<EnquiryPrefill | null>(null);
  return (
    <>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {stores.map((store) => (
          <li key={store.id}>
            <HpStoreCard
              store={store}
              onOpen={() => setSelectedStore(store)}
              onEnquire={() => setEnquiry({ brand: 'HP', place: store.city })}
            />
          </li>
        ))}
      </ul>
      <Modal open={selectedStore !== null} onClose={() => setSelectedStore(null)} title={selectedStore?.name}>
        {selectedStore && <HpStoreDetails store={selectedStore} />}
      </Modal>
      <LazyEnquiryDialog prefill={enquiry} setup={enquirySetup} onClose={() => setEnquiry(null)} />
    </>
  );
}
