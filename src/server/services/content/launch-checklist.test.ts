import { describe, expect, it } from 'vitest';
import { sampleContent } from '#content/samples/index.js';
import type { LanguageChecklist } from '#shared/content.js';
import { textFingerprint, withCheckedTranslations } from '#shared/content-translations.js';
import { languageChecklists, launchChecklist, samplePlace } from './launch-checklist.js';

describe('launchChecklist', () => {
  const { items, kept } = launchChecklist(sampleContent, []);
  const patnaIndex = sampleContent.branches.offices.findIndex((office) => office.id === 'patna');

  it('names each entry as the editor names its field, by the item', () => {
    expect(items).toContainEqual({
      collection: 'branches',
      path: `offices.${patnaIndex}.phone`,
      name: 'Patna Branch › Phone',
      value: '+91 33 0000 0012',
      reason: 'sample-number',
    });
    expect(items.find((item) => item.path === 'contacts.sales.email')?.name).toBe(
      'Contacts › Sales (brand pages) › E-mail',
    );
    expect(items.find((item) => item.collection === 'company' && item.path === 'cin')?.reason).toBe(
      'sample-number',
    );
    expect(kept).toEqual([]);
  });

  it('lists the sample hours and map position of every store and office by its landmark line', () => {
    const landmarks = items.filter((item) => item.path.endsWith('.landmark'));
    expect(landmarks.filter((item) => item.collection === 'stores')).toHaveLength(11);
    expect(landmarks.filter((item) => item.collection === 'branches')).toHaveLength(9);
    expect(landmarks[0]?.reason).toBe('sample-name');
  });

  it('takes a value kept as it is off the list, with who kept it and when, while the value stays the same', () => {
    const keep = {
      collection: 'branches',
      place: 'offices.[patna].phone',
      value: '+91 33 0000 0012',
      keptBy: 'Editor Tester',
      keptAt: '2026-11-25T10:00:00.000Z',
    };
    const withKeep = launchChecklist(sampleContent, [keep]);
    expect(withKeep.items).toHaveLength(items.length - 1);
    expect(withKeep.kept).toEqual([
      expect.objectContaining({ name: 'Patna Branch › Phone', keptBy: 'Editor Tester' }),
    ]);
    const changed = structuredClone(sampleContent);
    changed.branches.offices[patnaIndex]!.phone = '+91 33 0000 0099';
    expect(launchChecklist(changed, [keep]).kept).toEqual([]);
  });

  it('knows a value by its item, so moving the item keeps the decision', () => {
    expect(samplePlace(sampleContent.branches, `offices.${patnaIndex}.phone`)).toBe('offices.[patna].phone');
    expect(samplePlace(sampleContent.company, 'contacts.sales.email')).toBe('contacts.sales.email');
  });

  it('checks the English values only: the translations are counted by language', () => {
    expect(items.filter((item) => item.path.startsWith('translations'))).toEqual([]);
  });
});

/** How many sample translations of `language` the checklist counts, in every collection. */
const sampleCount = (language: LanguageChecklist) =>
  language.samples.reduce((count, entry) => count + entry.count, 0);

describe('languageChecklists', () => {
  const patnaIndex = sampleContent.branches.offices.findIndex((office) => office.id === 'patna');

  it('counts, for Bengali and Hindi, the texts not translated by collection and the sample translations', () => {
    const languages = languageChecklists(sampleContent);
    expect(languages.map((language) => [language.language, language.name])).toEqual([
      ['bn', 'Bengali'],
      ['hi', 'Hindi'],
    ]);
    // The samples are translated in full, every translation still the sample's own.
    for (const language of languages) {
      expect(language.untranslated).toEqual([]);
      expect(sampleCount(language)).toBe(
        Object.values(sampleContent).reduce(
          (count, document) => count + Object.keys(document.translations?.[language.language] ?? {}).length,
          0,
        ),
      );
      expect(sampleCount(language)).toBeGreaterThan(100);
    }
  });

  it('counts a text with no translation in its collection, opening on its field, and a changed translation as no sample', () => {
    const changed = structuredClone(sampleContent);
    const bengali = changed.branches.translations!.bn!;
    delete bengali['offices.patna.name'];
    delete bengali['offices.patna.city'];
    bengali['offices.siliguri.name'] = 'শিলিগুড়ি অফিস';
    changed.careersPage.translations = {};
    const [before] = languageChecklists(sampleContent);
    const [after, hindi] = languageChecklists(changed);
    // The samples translate every text, so the careers page has as many texts as translations.
    const careersTexts = Object.keys(sampleContent.careersPage.translations!.bn!).length;
    expect(sampleCount(after!)).toBe(sampleCount(before!) - 3 - careersTexts);
    expect(after!.untranslated).toEqual([
      { collection: 'branches', count: 2, firstPath: `offices.${patnaIndex}.name` },
      { collection: 'careersPage', count: careersTexts, firstPath: expect.any(String) },
    ]);
    expect(careersTexts).toBeGreaterThan(0);
    expect(hindi!.untranslated).toEqual([
      { collection: 'careersPage', count: careersTexts, firstPath: expect.any(String) },
    ]);
  });

  it('counts the translations whose English changed since they were written, opening on the first', () => {
    for (const language of languageChecklists(sampleContent)) expect(language.outdated).toEqual([]);
    const changed = structuredClone(sampleContent);
    changed.careersPage.hero.text = 'Join a growing technology company in eastern India.';
    changed.branches.offices[patnaIndex]!.name = 'Patna Office';
    // The Hindi of the Patna office confirmed as still right: stamped with the English as it is now.
    changed.branches.translatedFrom!.hi!['offices.patna.name'] = textFingerprint('Patna Office');
    const [bengali, hindi] = languageChecklists(changed);
    expect(bengali!.outdated).toEqual([
      { collection: 'branches', count: 1, firstPath: `offices.${patnaIndex}.name` },
      { collection: 'careersPage', count: 1, firstPath: 'hero.text' },
    ]);
    expect(hindi!.outdated).toEqual([{ collection: 'careersPage', count: 1, firstPath: 'hero.text' }]);
  });

  it('takes the sample translations a speaker checked off the count, until they are changed, opening on the first left', () => {
    const [before] = languageChecklists(sampleContent);
    const branchesSamples = before!.samples.find((entry) => entry.collection === 'branches');
    const branchesKeys = Object.keys(sampleContent.branches.translations!.bn!);
    expect(branchesSamples).toEqual({
      collection: 'branches',
      count: branchesKeys.length,
      firstPath: expect.stringMatching(/^translations\.bn\./),
    });

    const changed = structuredClone(sampleContent);
    // One Bengali text checked, then all of the branches' at once; Hindi is left as it was.
    changed.careersPage = withCheckedTranslations(changed.careersPage, 'bn', ['hero.title']);
    changed.branches = withCheckedTranslations(changed.branches, 'bn', branchesKeys);
    const [bengali, hindi] = languageChecklists(changed);
    expect(bengali!.samples.find((entry) => entry.collection === 'branches')).toBeUndefined();
    expect(sampleCount(bengali!)).toBe(sampleCount(before!) - branchesKeys.length - 1);
    expect(sampleCount(hindi!)).toBe(sampleCount(languageChecklists(sampleContent)[1]!));

    // A checked translation changed and changed back to the sample's words is the text that was
    // checked; one whose mark is of another text (written by hand or left from before) is a sample.
    changed.branches.checkedTranslations!.bn!['offices.patna.name'] = textFingerprint('something else');
    const [afterStaleMark] = languageChecklists(changed);
    expect(afterStaleMark!.samples.find((entry) => entry.collection === 'branches')).toEqual({
      collection: 'branches',
      count: 1,
      firstPath: 'translations.bn.offices.patna.name',
    });
  });
});
