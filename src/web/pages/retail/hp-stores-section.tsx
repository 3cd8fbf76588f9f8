import { useState } from 'react';
import { type HpWorldStore, hpWorldStores } from '../../../content/index.js';
import { Modal } from '../../components/ui/modal.js';
import { HpStoreCard } from './hp-store-card.js';
import { HpStoreDetails } from './hp-store-details.js';

/** 'HP Stores': a card per store; a card opens the store's details in a dialog. */
export function HpStoresSection() {
  const [selectedStore, setSelectedStore] = useState<HpWorldStore | null>(null);
  return (
    <section aria-labelledby="hp-stores-heading" className="bg-slate-50 py-12 sm:py-16">
      <div className="mx-auto max-w-6xl px-4">
        <h2 id="hp-stores-heading" className="text-2xl font-bold text-brand-900 sm:text-3xl">
          HP Stores
        </h2>
        <p className="mt-2 text-slate-700">{`${hpWorldStores.length} HP World stores. Choose a store for its details.`}</p>
        <ul className="mt-8 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {hpWorldStores.map((store) => (
            <li key={store.id}>
              <HpStoreCard store={store} onOpen={() => setSelectedStore(store)} />
            </li>
          ))}
        </ul>
      </div>
      <Modal open={selectedStore !== null} onClose={() => setSelectedStore(null)} title={selectedStore?.name}>
        {selectedStore && <HpStoreDetails store={selectedStore} />}
      </Modal>
    </section>
  );
}
