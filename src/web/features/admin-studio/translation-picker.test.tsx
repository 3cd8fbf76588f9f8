import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { collectionJsonSchemas } from '#content/json-schemas.js';
import { sampleContent } from '#content/samples/index.js';
import { textFingerprint, withCheckedTranslations } from '#shared/content-translations.js';
import { type SiteLanguage, siteLanguages } from '#shared/languages.js';
import { TranslationPicker } from './translation-picker.js';

const schema = collectionJsonSchemas().retailPage;
const bengali = siteLanguages.find((language) => language.code === 'bn') as SiteLanguage;
const bengaliSamples = sampleContent.retailPage.translations?.bn ?? {};
/** The fingerprints the server sends of the samples' Bengali of the retail page. */
const sampleTranslations = {
  bn: Object.fromEntries(Object.entries(bengaliSamples).map(([key, text]) => [key, textFingerprint(text)])),
};

function pickerText(document: unknown, chosen: SiteLanguage | undefined): string {
  return renderToStaticMarkup(
    <TranslationPicker
      schema={schema}
      document={document}
      title="Retail page"
      chosen={chosen}
      onChoose={() => {}}
      sampleTranslations={sampleTranslations}
      onCheckSamples={() => {}}
    />,
  )
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');
}

describe('TranslationPicker', () => {
  const count = Object.keys(bengaliSamples).length;

  it("counts the chosen language's sample translations not checked yet and offers to mark them all", () => {
    const text = pickerText(sampleContent.retailPage, bengali);
    expect(text).toContain(
      `${count} Bengali sample translations not checked yet by a speaker of the language.`,
    );
    expect(text).toContain('Mark all as checked…');
    expect(count).toBeGreaterThan(1);
  });

  it('leaves out those checked, and offers nothing once all are, or with English only', () => {
    const one = withCheckedTranslations(sampleContent.retailPage, 'bn', ['hero.heading']);
    expect(pickerText(one, bengali)).toContain(`${count - 1} Bengali sample translations not checked yet`);
    const all = withCheckedTranslations(sampleContent.retailPage, 'bn', Object.keys(bengaliSamples));
    expect(pickerText(all, bengali)).not.toContain('Mark all as checked');
    expect(pickerText(sampleContent.retailPage, undefined)).not.toContain('Mark all as checked');
  });
});
