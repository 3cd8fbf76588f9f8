import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SiteContent } from '#content/index.js';
import { collectionJsonSchemas } from '#content/json-schemas.js';
import { sampleContent } from '#content/samples/index.js';
import { translatableTexts } from '#shared/content-translations.js';
import { sayWith } from '#web/app/phrasebook.js';
import { Lightbox } from '#web/components/gallery/lightbox.js';
import { PhotoGallery } from '#web/components/gallery/photo-gallery.island.js';
import { pageRenderer } from '#web/entry-server.js';
import { EnquiryButton } from '#web/features/enquiries/enquiry-button.island.js';
import { LiveOpeningStatus } from '#web/features/opening-hours/live-opening-status.island.js';
import { BrandProductList } from '#web/pages/brand/brand-product-list.island.js';
import { QuoteBranchList } from '#web/pages/brand/quote-branch-list.js';
import { JobOpenings } from '#web/pages/careers/job-openings.island.js';
import { HpStoreList } from '#web/pages/retail/hp-store-list.island.js';
import { ISLAND_DATA_ID, type IslandData, islandIdentifierPrefix } from './island-registry.js';
import { islandRoot, TextWithContentTexts } from './untranslated-texts.js';

// A content text shown in English on a Bengali page is marked `lang="en-IN"` inside an island too,
// and the browser, given the page's island data, renders the island exactly as the server did.

/** The samples with the first job opening's title not translated into Bengali. */
function withUntranslatedTitle(): { content: SiteContent; title: string } {
  const content = structuredClone(sampleContent);
  const bengali = content.openings.translations?.bn;
  if (!bengali?.['openings.0.title']) throw new Error('the samples have the openings in Bengali');
  delete bengali['openings.0.title'];
  return { content, title: content.openings.openings[0]!.title };
}

function islandData(dataScript: string): IslandData {
  const json = dataScript.match(
    new RegExp(`<script type="application/json" id="${ISLAND_DATA_ID}">(.*)</script>`),
  );
  return JSON.parse(json?.[1] ?? '{}') as IslandData;
}

/** The index of the job openings island on the page, from its wrapper. */
function jobOpeningsIndex(appHtml: string): number {
  const index = appHtml.match(
    /data-island="[^"]*job-openings\.island\.tsx#JobOpenings" data-island-index="(\d+)"/,
  )?.[1];
  if (index === undefined) throw new Error('/careers has the job openings island');
  return Number(index);
}

describe('English texts inside islands', () => {
  const { content, title } = withUntranslatedTitle();
  const input = { content, today: '2026-01-01' };

  it('are marked lang="en-IN" on a Bengali page, the marking sent with the island data', () => {
    const { appHtml, islandData: script } = pageRenderer.renderPage('/bn/careers', input);
    expect(appHtml).toContain(`<span lang="en-IN">${title}</span>`);
    const data = islandData(script);
    const index = jobOpeningsIndex(appHtml);
    expect(data.untranslated?.tag).toBe('en-IN');
    expect(data.untranslated?.texts[index]).toContain(title);
    // A translated title is not marked.
    const translatedTitle = content.openings.translations?.bn?.['openings.1.title'];
    expect(translatedTitle).toBeTruthy();
    expect(appHtml).toContain(`>${translatedTitle}<`);
  });

  it('render in the browser from the island data exactly as on the server, so the island hydrates', () => {
    const { appHtml, islandData: script } = pageRenderer.renderPage('/bn/careers', input);
    const data = islandData(script);
    const index = jobOpeningsIndex(appHtml);
    const props = data.props[index] ?? {};
    const render = (texts: readonly string[] | undefined) =>
      renderToString(
        islandRoot(JobOpenings as never, props, texts && { tag: data.untranslated?.tag ?? '', texts }),
        { identifierPrefix: islandIdentifierPrefix(index) },
      );
    expect(appHtml).toContain(render(data.untranslated?.texts[index]));
    // Without the marking's data, the browser's render would differ from the server's.
    expect(appHtml).not.toContain(render(undefined));
  });

  it('are not marked on the English page, whose island data stays as it was', () => {
    const { appHtml, islandData: script } = pageRenderer.renderPage('/careers', input);
    expect(appHtml).not.toContain('<span lang="en-IN">');
    expect(islandData(script).untranslated).toBeUndefined();
  });
});

/** `content` with one Bengali translation removed; returns the English text the page shows instead. */
function withoutBengali(content: SiteContent, collection: keyof SiteContent, key: string): string {
  const document = content[collection] as { translations?: Record<string, Record<string, string>> };
  const bengali = document.translations?.bn;
  if (!bengali?.[key]) throw new Error(`the samples have ${collection} ${key} in Bengali`);
  delete bengali[key];
  const english = translatableTexts(collectionJsonSchemas()[collection], document).find(
    (text) => text.key === key,
  )?.text;
  if (english === undefined) throw new Error(`${collection} ${key} is a text`);
  return english;
}

/**
 * The HTML of each `component` island of `path`, rendered from the page's island data as the
 * browser renders it; each must be in the page as the server wrote it.
 */
function islandsOf(
  path: string,
  component: ComponentType<never>,
  input: { content: SiteContent; today: string },
) {
  const { appHtml, islandData: script } = pageRenderer.renderPage(path, input);
  const data = islandData(script);
  const indexes = [
    ...appHtml.matchAll(new RegExp(`data-island="[^"]*#${component.name}" data-island-index="(\\d+)"`, 'g')),
  ].map((match) => Number(match[1]));
  if (indexes.length === 0) throw new Error(`${path} has the ${component.name} island`);
  return indexes.map((index) => {
    const texts = data.untranslated?.texts[index];
    const html = renderToString(
      islandRoot(
        component as never,
        data.props[index] ?? {},
        texts && { tag: data.untranslated?.tag ?? '', texts },
      ),
      { identifierPrefix: islandIdentifierPrefix(index) },
    );
    expect(appHtml).toContain(html);
    return html;
  });
}

describe('Content texts each island shows in English on a Bengali page', () => {
  // A day of the samples' Durga Puja holiday, at noon in India: the offices and stores are closed for it.
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-10-19T06:30:00Z'));
  });
  afterEach(() => vi.useRealTimers());
  const today = '2026-10-19';

  it('photo gallery: a photo caption', () => {
    const content = structuredClone(sampleContent);
    const caption = withoutBengali(content, 'galleries', 'hpActivities.0.title');
    const galleries = islandsOf('/bn/activities', PhotoGallery, { content, today });
    expect(galleries.join('')).toContain(
      `<figcaption class="mt-2 text-sm font-medium text-slate-800"><span lang="en-IN">${caption}</span></figcaption>`,
    );
  });

  it('brand product list: a product name', () => {
    const content = structuredClone(sampleContent);
    const product = withoutBengali(content, 'brands', 'brands.hp.products.0.name');
    const [list] = islandsOf('/bn/brands/hp', BrandProductList, { content, today });
    expect(list).toContain(
      `<h3 class="text-lg font-semibold text-slate-900"><span lang="en-IN">${product}</span></h3>`,
    );
  });

  it("job openings: an opening's location", () => {
    const content = structuredClone(sampleContent);
    const location = withoutBengali(content, 'openings', 'openings.0.location');
    const [openings] = islandsOf('/bn/careers', JobOpenings, { content, today });
    expect(openings).toMatch(new RegExp(`</span><span lang="en-IN">${location}</span></li>`));
  });

  it("HP store list: a store's special day, in its open status", () => {
    const content = structuredClone(sampleContent);
    const holiday = withoutBengali(content, 'stores', 'hpWorld.salt-lake.specialDays.1.name');
    expect(holiday).toBe('Durga Puja');
    const [stores] = islandsOf('/bn/retail', HpStoreList, { content, today });
    expect(stores).toContain(`<span lang="en-IN">${holiday}</span>`);
  });

  it("live opening status: an office's special day, in the words around it", () => {
    const content = structuredClone(sampleContent);
    const holiday = withoutBengali(content, 'branches', 'offices.kolkata-corporate.specialDays.1.name');
    const statuses = islandsOf('/bn/contact', LiveOpeningStatus, { content, today }).filter((html) =>
      html.includes(holiday),
    );
    expect(statuses).toHaveLength(1);
    // 'Closed today: Durga Puja · opens …' and 'Today: Durga Puja: Closed', the name inside the Bengali words.
    expect(statuses[0]?.match(new RegExp(`[^>]<span lang="en-IN">${holiday}</span>[^<]`, 'g'))).toHaveLength(
      2,
    );
  });

  it("enquiry button: an office's name in its label", () => {
    const content = structuredClone(sampleContent);
    const office = withoutBengali(content, 'branches', 'offices.siliguri.name');
    const buttons = islandsOf('/bn/contact', EnquiryButton, { content, today });
    expect(buttons.filter((html) => html.includes(`<span lang="en-IN">${office}</span>`))).toHaveLength(1);
  });

  it('none of them on the English page', () => {
    const content = structuredClone(sampleContent);
    withoutBengali(content, 'branches', 'offices.kolkata-corporate.specialDays.1.name');
    const { appHtml } = pageRenderer.renderPage('/contact', { content, today });
    expect(appHtml).toContain('Durga Puja');
    expect(appHtml).not.toContain('<span lang=');
  });
});

describe('Content texts in parts of an island shown only after a click', () => {
  const untranslated = { tag: 'en-IN', texts: ['HP Partner Meet', 'Siliguri', 'Durga Puja'] };
  const renderInIsland = (component: ComponentType<never>, props: object) =>
    renderToString(islandRoot(component as never, props, untranslated));

  it("the lightbox's gallery name and photo caption", () => {
    const [item] = sampleContent.galleries.hpActivities;
    if (!item) throw new Error('the samples have HP activity photos');
    const html = renderInIsland(Lightbox, {
      title: 'HP Partner Meet',
      items: [{ ...item, title: 'HP Partner Meet' }],
      openIndex: 0,
      onNavigate: () => {},
      onClose: () => {},
    });
    expect(html.match(/<span lang="en-IN">HP Partner Meet<\/span>/g)).toHaveLength(2);
  });

  it("the Get Quote list's office", () => {
    const html = renderInIsland(QuoteBranchList, {
      id: 'quote',
      productName: 'Laptops',
      contacts: [{ id: 'siliguri', label: 'Siliguri', phone: undefined }],
      open: true,
      onEnquire: () => {},
      say: sayWith(undefined),
    });
    expect(html).toContain(
      '<span class="font-medium text-slate-900"><span lang="en-IN">Siliguri</span></span>',
    );
  });

  it('a sentence made around content texts marks each, and is the bare sentence outside an island', () => {
    const sentence = (
      <TextWithContentTexts text="Siliguri: Durga Puja" contentTexts={['Durga Puja', 'Siliguri']} />
    );
    expect(renderToString(islandRoot(() => sentence, {}, untranslated))).toBe(
      '<span lang="en-IN">Siliguri</span>: <span lang="en-IN">Durga Puja</span>',
    );
    expect(renderToString(sentence)).toBe('Siliguri: Durga Puja');
    expect(renderToString(islandRoot(() => sentence, {}, { tag: 'en-IN', texts: ['Diwali'] }))).toBe(
      'Siliguri: Durga Puja',
    );
  });
});
