import { useSiteContent } from '#web/app/page-context.js';
import { PageSection } from '#web/components/ui/page-section.js';
import { useEnquirySetup } from '#web/features/enquiries/index.js';
import { Island } from '#web/islands/island.js';
import { HpStoreList } from './hp-store-list.island.js';

/** 'HP Stores': every HP World store, each opening its details. */
export function HpStoresSection() {
  const content = useSiteContent();
  const { hpWorld } = content.stores;
  return (
    <PageSection
      headingId="hp-stores-heading"
      title="HP Stores"
      intro={`${hpWorld.length} HP World stores. Choose a store for its details.`}
      tone="shaded"
    >
      <Island
        component={HpStoreList}
        props={{ stores: hpWorld, enquirySetup: useEnquirySetup(), renderedAt: new Date().toISOString() }}
        hydrate="visible"
      />
    </PageSection>
  );
}
