import { defaultLanguageOf } from '#shared/languages.js';
import { usePageContext } from '#web/app/page-context.js';
import { phrasebookOf } from '#web/app/phrasebook.js';
import { PageSection } from '#web/components/ui/page-section.js';
import { useEnquirySetup } from '#web/features/enquiries/index.js';
import { openingHoursSources } from '#web/features/opening-hours/index.js';
import { Island } from '#web/islands/island.js';
import { HpStoreList } from './hp-store-list.island.js';
import { type StoreListLanguage, storeListTexts } from './store-list-text.js';

/**
 * The store list's texts in the page's language (its own and the opening hours' words, for the
 * cards' status lines and the details' week), and its tag for the distances; none in English.
 */
function useStoreListLanguage(): StoreListLanguage {
  const { text, language, languages } = usePageContext();
  if (language === defaultLanguageOf(languages)) return {};
  return {
    phrases: phrasebookOf(text, [...Object.values(storeListTexts), ...openingHoursSources()]),
    languageTag: language.tag,
  };
}

/** 'HP Stores': every HP World store, each opening its details. */
export function HpStoresSection() {
  const { content, text } = usePageContext();
  const { hpWorld } = content.stores;
  return (
    <PageSection
      headingId="hp-stores-heading"
      title={text('HP Stores')}
      intro={text(
        '{count, plural, one {# HP World store} other {# HP World stores}}. Choose a store for its details.',
        { count: hpWorld.length },
      )}
      tone="shaded"
    >
      <Island
        component={HpStoreList}
        props={{
          stores: hpWorld,
          enquirySetup: useEnquirySetup(),
          renderedAt: new Date().toISOString(),
          ...useStoreListLanguage(),
        }}
        hydrate="visible"
      />
    </PageSection>
  );
}
