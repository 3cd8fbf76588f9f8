import { useState } from 'react';
import type { Store } from '#content/index.js';
import { Modal } from '#web/components/ui/modal.js';
import { HpStoreCard } from './hp-store-card.js';
import { HpStoreDetails } from './hp-store-details.js';

/** A card per store; a card opens the store's details in a dialog. */
export function HpStoreList({ stores }: { stores: readonly Store[] }) {
  const [selectedStore, setSelectedStore] = useState<Store | null>(null);
  return (
    <>
      <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
        {stores.map((store) => (
          <li key={store.id}>
            <HpStoreCard store={store} onOpen={() => setSelectedStore(store)} />
          </li>
        ))}
      </ul>
      <Modal open={selectedStore !== null} onClose={() => setSelectedStore(null)} title={selectedStore?.name}>
        {selectedStore && <HpStoreDetails store={selectedStore} />}
      </Modal>
    </>
  );
}
