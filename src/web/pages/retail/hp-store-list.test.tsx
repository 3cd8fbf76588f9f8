import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { contentInLanguage } from '#content/content-in-language.js';
import bengaliTexts from '#content/interface-text/bn/retail.json' with { type: 'json' };
import hindiTexts from '#content/interface-text/hi/retail.json' with { type: 'json' };
import { sampleContent } from '#content/samples/index.js';
import { sayWith } from '#web/app/phrasebook.js';
import { pageRenderer } from '#web/entry-server.js';
import { HpStoreCard } from './hp-store-card.js';
import { HpStoreDetails } from './hp-store-details.js';
import { storeListTexts } from './store-list-text.js';

const storeListPropsSchema = z.object({
  renderedAt: z.string(),
  phrases: z.record(z.string(), z.string()).optional(),
  languageTag: z.string().optional(),
});
const islandDataSchema = z.object({ props: z.array(z.record(z.string(), z.unknown())) });

function renderRetailPage(path: string) {
  return pageRenderer.renderPage(path, { content: sampleContent, today: '2026-01-01' });
}

/** The store list island's props, as the page's HTML carries them. */
function storeListPropsOf(path: string) {
  const json = renderRetailPage(path).islandData.match(/<script[^>]*>(.*)<\/script>/s)?.[1] ?? '';
  const props = islandDataSchema.parse(JSON.parse(json)).props.find((island) => 'renderedAt' in island);
  return storeListPropsSchema.parse(props);
}

const [store] = sampleContent.stores.hpWorld;
const now = new Date('2026-01-01T06:30:00Z');

describe('the HP store list in the page’s language', () => {
  if (!store) throw new Error('The sample content has no HP World store');

  it('on a Bengali page: the finder, the count and the cards in Bengali, the stores’ names from the content', () => {
    const page = renderRetailPage('/bn/retail').appHtml;
    // The store's name as the Bengali content has it (its translation).
    const [storeInBengali] = contentInLanguage(sampleContent, 'bn').content.stores.hpWorld;
    if (!storeInBengali) throw new Error('The Bengali sample content has no HP World store');
    expect(page).toContain('১১টি HP World স্টোর। বিস্তারিত জানতে যেকোনো একটি স্টোর বেছে নিন।');
    expect(page).toContain('পিন কোড বা শহর');
    expect(page).toContain('কাছের স্টোর খুঁজুন');
    expect(page).toContain('আমার লোকেশন দিয়ে খুঁজুন');
    expect(page).toContain(`aria-label="${storeInBengali.name}-এ ফোন করুন"`);
    expect(page).toContain(`>${storeInBengali.name}</button>`);
    expect(page).not.toMatch(/Use my location|Find nearest stores|PIN code or town|HP World stores\./);
  });

  it('has the same texts in the Bengali and the Hindi catalogue', () => {
    expect(Object.keys(hindiTexts)).toEqual(Object.keys(bengaliTexts));
  });

  it('sends a Bengali or Hindi page every text of the list and the language for the distances', () => {
    for (const [path, tag] of [
      ['/bn/retail', 'bn-IN'],
      ['/hi/retail', 'hi-IN'],
    ] as const) {
      const { phrases, languageTag } = storeListPropsOf(path);
      const missing = Object.values(storeListTexts).filter((source) => !phrases?.[source]);
      expect({ path, missing, languageTag }).toEqual({ path, missing: [], languageTag: tag });
    }
  });

  it('says what the finder found, and a distance, in the page’s words', () => {
    const say = sayWith(storeListPropsOf('/hi/retail').phrases);
    expect(say(storeListTexts.nearestFromPlace, { place: 'Gaya' })).toBe('Gaya के सबसे नज़दीकी स्टोर सबसे ऊपर हैं।');
    expect(say(storeListTexts.placeNotFound, { query: 'Xyz' })).toBe(
      '"Xyz" नहीं मिला। पिन कोड या आस-पास का कोई शहर लिखकर देखें।',
    );
    const card = renderToStaticMarkup(
      <HpStoreCard
        store={store}
        now={now}
        distance="১২"
        onOpen={() => {}}
        onEnquire={() => {}}
        phrases={storeListPropsOf('/bn/retail').phrases}
      />,
    );
    expect(card).toContain('১২ কিমি দূরে</p>');
  });

  it('on an English page: English texts and no phrasebook sent', () => {
    const { phrases, languageTag } = storeListPropsOf('/retail');
    expect({ phrases, languageTag }).toEqual({ phrases: undefined, languageTag: undefined });
    const page = renderRetailPage('/retail').appHtml;
    expect(sampleContent.stores.hpWorld).toHaveLength(11);
    expect(page).toContain('11 HP World stores. Choose a store for its details.');
    expect(page).toContain('Use my location');
    expect(page).toContain(`aria-label="Enquire near ${store.name}"`);

    const say = sayWith(undefined);
    expect(say(storeListTexts.placeNotFound, { query: 'Xyz' })).toBe(
      'We could not find "Xyz". Try a PIN code or a nearby town.',
    );
    const card = renderToStaticMarkup(
      <HpStoreCard store={store} now={now} distance="12" onOpen={() => {}} onEnquire={() => {}} />,
    );
    expect(card).toContain('12 km away</p>');
    const details = renderToStaticMarkup(<HpStoreDetails store={store} now={now} />);
    expect(details).toContain('Call Now');
    expect(details).toContain('>Address</dt>');
  });
});

describe('the retail page’s opening hours and photo carousels in the page’s language', () => {
  if (!store?.weeklyHours) throw new Error('The first sample HP World store has no opening hours');

  it('in Bengali: a card’s open status and a store’s week and directions', () => {
    const phrases = storeListPropsOf('/bn/retail').phrases;
    // Thursday 1 January 2026, noon in India.
    const card = renderToStaticMarkup(
      <HpStoreCard store={store} now={now} onOpen={() => {}} onEnquire={() => {}} phrases={phrases} />,
    );
    expect(card).toContain('এখন খোলা · বন্ধ হবে 8:30 PM');
    expect(card).toContain('আজ: 10:30 AM – 8:30 PM');
    expect(card).not.toMatch(/Open now|Today:| pm/);

    const details = renderToStaticMarkup(<HpStoreDetails store={store} now={now} phrases={phrases} />);
    expect(details).toContain('খোলার সময় (ভারতীয় সময়)');
    expect(details).toContain('>সোমবার</th>');
    expect(details).toContain('এখন খোলা · বন্ধ হবে 8:30 PM');
    expect(details).toContain('Google Maps-এ পথ দেখুন');
    expect(details).not.toMatch(/Monday|Sunday|Hours \(India time\)|Open now|Directions on Google Maps/);
    expect(sayWith(phrases)(storeListTexts.close)).toBe('বন্ধ করুন');
  });

  it('in Bengali: the photo carousels’ controls', () => {
    const { appHtml } = renderRetailPage('/bn/retail');
    expect(appHtml).toContain('aria-label="আগের ছবি"');
    expect(appHtml).toContain('aria-label="22টির মধ্যে 1"');
    expect(appHtml).toContain('aria-roledescription="ক্যারোসেল"');
    expect(appHtml).toContain('থামান<span class="sr-only"> স্লাইডশো</span>');
    expect(appHtml).not.toMatch(
      /Previous photo|Show photo|Pause|of 22|aria-roledescription="(carousel|slide)"/,
    );
  });

  it('in English: as before, and no phrasebook sent to the carousels', () => {
    const { appHtml, islandData } = renderRetailPage('/retail');
    expect(islandData).not.toContain('"phrases"');
    expect(appHtml).toContain('aria-label="Previous photo"');
    expect(appHtml).toContain('aria-label="1 of 22"');
    expect(appHtml).toContain('aria-roledescription="carousel"');
    const card = renderToStaticMarkup(
      <HpStoreCard store={store} now={now} onOpen={() => {}} onEnquire={() => {}} />,
    );
    expect(card).toContain('Open now · closes 8:30 pm');
    const details = renderToStaticMarkup(<HpStoreDetails store={store} now={now} />);
    expect(details).toContain('>Monday</th>');
    expect(details).toContain('Hours (India time)');
  });
});
