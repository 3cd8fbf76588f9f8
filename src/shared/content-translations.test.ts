import { describe, expect, it } from 'vitest';
import type { FieldSchema } from './content.js';
import {
  checkedTranslationsOf,
  documentInLanguage,
  missingTranslations,
  outdatedTranslations,
  textFingerprint,
  translatableTexts,
  translationsFollowingItems,
  uncheckedSampleTranslations,
  withCheckedTranslations,
  withLanguageOf,
  withoutOrphanTranslations,
} from './content-translations.js';

const text: FieldSchema = { type: 'string', 'x-translatable': true };
const schema: FieldSchema = {
  type: 'object',
  properties: {
    title: text,
    phone: { type: 'string' },
    offices: {
      type: 'array',
      items: {
        type: 'object',
        properties: { id: { type: 'string', 'x-key-from': 'name' }, name: text, address: { type: 'string' } },
      },
    },
    paragraphs: { type: 'array', items: text },
    translations: { type: 'object' },
  },
};

const document = {
  title: 'Our offices',
  phone: '+91 33 0000 0001',
  offices: [
    { id: 'patna', name: 'Patna Branch', address: 'Sample address' },
    { id: 'ranchi', name: 'Ranchi Branch', address: 'Sample address' },
  ],
  paragraphs: ['First.', 'Second.'],
  translations: { bn: { title: 'আমাদের অফিস', 'offices.patna.name': 'পাটনা শাখা', 'paragraphs.1': 'দ্বিতীয়।' } },
};

describe('translation keys', () => {
  it('name list items by their own key where they have one, else by position, and only translatable texts', () => {
    expect(translatableTexts(schema, document).map(({ key, at }) => [key, at.join('.')])).toEqual([
      ['title', 'title'],
      ['offices.patna.name', 'offices.0.name'],
      ['offices.ranchi.name', 'offices.1.name'],
      ['paragraphs.0', 'paragraphs.0'],
      ['paragraphs.1', 'paragraphs.1'],
    ]);
  });

  it('follow an office when the offices are reordered', () => {
    const reordered = { ...document, offices: [...document.offices].reverse() };
    expect(documentInLanguage(schema, reordered, 'bn').document.offices.map((office) => office.name)).toEqual(
      ['Ranchi Branch', 'পাটনা শাখা'],
    );
  });
});

describe('a document in another language', () => {
  it('has each translated text replaced, the rest English and listed as untranslated, the original untouched', () => {
    const { document: bengali, untranslated } = documentInLanguage(schema, document, 'bn');
    expect(bengali.title).toBe('আমাদের অফিস');
    expect(bengali.offices[0]).toEqual({ id: 'patna', name: 'পাটনা শাখা', address: 'Sample address' });
    expect(bengali.paragraphs).toEqual(['First.', 'দ্বিতীয়।']);
    expect(bengali.phone).toBe(document.phone);
    expect(untranslated).toEqual(['Ranchi Branch', 'First.']);
    expect(document.title).toBe('Our offices');
  });

  it('is all English, every text listed, in a language with no translations', () => {
    const { document: hindi, untranslated } = documentInLanguage(schema, document, 'hi');
    expect(hindi).toBe(document);
    expect(untranslated).toHaveLength(5);
    expect(missingTranslations(schema, document, 'bn').map(({ key }) => key)).toEqual([
      'offices.ranchi.name',
      'paragraphs.0',
    ]);
  });
});

describe('withoutOrphanTranslations', () => {
  it('drops the translations of an item removed, and keeps the others', () => {
    const withoutPatna = { ...document, offices: document.offices.slice(1) };
    expect(withoutOrphanTranslations(schema, withoutPatna).translations).toEqual({
      bn: { title: 'আমাদের অফিস', 'paragraphs.1': 'দ্বিতীয়।' },
    });
  });
});

describe('translations whose English changed since', () => {
  /** The document with each Bengali translation stamped with the English it was made from. */
  const stamped = {
    ...document,
    translatedFrom: {
      bn: {
        title: textFingerprint('Our offices'),
        'offices.patna.name': textFingerprint('Patna Branch'),
        'paragraphs.1': textFingerprint('Second.'),
      },
    },
  };

  it('have a short fingerprint of the English that differs when the English does', () => {
    expect(textFingerprint('Patna Branch')).toMatch(/^[0-9a-z]{1,7}$/);
    expect(textFingerprint('Patna Branch')).toBe(textFingerprint('Patna Branch'));
    expect(textFingerprint('Patna Branch')).not.toBe(textFingerprint('Patna Branch Office'));
    expect(textFingerprint('')).not.toBe(textFingerprint(' '));
  });

  it('are none while the English is the one translated', () => {
    expect(outdatedTranslations(schema, stamped, 'bn')).toEqual([]);
  });

  it('are the translations whose English changed later, found by their field and key', () => {
    const changed = {
      ...stamped,
      title: 'Our offices in the east',
      offices: [{ ...stamped.offices[0]!, name: 'Patna Office' }, stamped.offices[1]!],
    };
    expect(outdatedTranslations(schema, changed, 'bn').map(({ key, at }) => [key, at.join('.')])).toEqual([
      ['title', 'title'],
      ['offices.patna.name', 'offices.0.name'],
    ]);
    // The pages read only the translations: the fingerprints change nothing they show.
    expect(documentInLanguage(schema, changed, 'bn').document.title).toBe('আমাদের অফিস');
  });

  it('are none for a translation without a fingerprint (written before they were kept) or a text not translated', () => {
    const changed = { ...document, title: 'Our offices in the east', paragraphs: ['First!', 'Second.'] };
    expect(outdatedTranslations(schema, changed, 'bn')).toEqual([]);
    expect(outdatedTranslations(schema, { ...stamped, title: 'New' }, 'hi')).toEqual([]);
  });

  it('lose their fingerprint with their translation', () => {
    const withoutTitle = { ...stamped, translations: { bn: { 'paragraphs.1': 'দ্বিতীয়।' } } };
    expect(withoutOrphanTranslations(schema, withoutTitle).translatedFrom).toEqual({
      bn: { 'paragraphs.1': textFingerprint('Second.') },
    });
  });
});

describe('sample translations checked by a speaker of the language', () => {
  // The samples' Bengali of the title and Patna's name; the paragraph's is the company's own.
  const samples = { title: textFingerprint('আমাদের অফিস'), 'offices.patna.name': textFingerprint('পাটনা শাখা') };
  const keys = (texts: { key: string }[]) => texts.map(({ key }) => key);

  it("are the translations still the samples' own until checked, each checked one leaving", () => {
    expect(keys(uncheckedSampleTranslations(schema, document, 'bn', samples))).toEqual([
      'title',
      'offices.patna.name',
    ]);
    const checked = withCheckedTranslations(document, 'bn', ['title']);
    expect(checkedTranslationsOf(checked)).toEqual({ bn: { title: textFingerprint('আমাদের অফিস') } });
    expect(keys(uncheckedSampleTranslations(schema, checked, 'bn', samples))).toEqual(['offices.patna.name']);
    const both = withCheckedTranslations(checked, 'bn', ['offices.patna.name', 'offices.ranchi.name']);
    expect(uncheckedSampleTranslations(schema, both, 'bn', samples)).toEqual([]);
    // A key with no translation gets no mark.
    expect(Object.keys(checkedTranslationsOf(both).bn ?? {})).toEqual(['title', 'offices.patna.name']);
  });

  it('lose their mark when the translation changes, at publish, and go with their item', () => {
    const checked = withCheckedTranslations(document, 'bn', ['title', 'offices.patna.name']);
    const edited = { ...checked, translations: { bn: { ...checked.translations.bn, title: 'অফিসসমূহ' } } };
    expect(checkedTranslationsOf(withoutOrphanTranslations(schema, edited))).toEqual({
      bn: { 'offices.patna.name': textFingerprint('পাটনা শাখা') },
    });
    const withoutPatna = { ...checked, offices: checked.offices.filter((office) => office.id !== 'patna') };
    expect(checkedTranslationsOf(withoutOrphanTranslations(schema, withoutPatna))).toEqual({
      bn: { title: textFingerprint('আমাদের অফিস') },
    });
  });

  it('are published with their language alone, and follow a paragraph that moves', () => {
    const draft = withCheckedTranslations(document, 'bn', ['title']);
    expect(checkedTranslationsOf(withLanguageOf(document, draft, 'bn'))).toEqual(
      checkedTranslationsOf(draft),
    );
    expect(checkedTranslationsOf(withLanguageOf(document, draft, 'hi'))).toEqual({});
    const marked = withCheckedTranslations(draft, 'bn', ['paragraphs.1']);
    const moved = translationsFollowingItems(
      schema,
      marked,
      { ...marked, paragraphs: ['Second.', 'First.'] },
      ['paragraphs'],
      [1, 0],
    );
    expect(checkedTranslationsOf(moved).bn?.['paragraphs.0']).toBe(textFingerprint('দ্বিতীয়।'));
    expect(checkedTranslationsOf(moved).bn?.['paragraphs.1']).toBeUndefined();
  });
});

describe('withLanguageOf (publishing one language alone)', () => {
  const published = {
    ...document,
    translations: { bn: { title: 'আমাদের অফিস' }, hi: { title: 'हमारे कार्यालय' } },
    translatedFrom: { bn: { title: 'a1' }, hi: { title: 'b2' } },
  };
  const draft = {
    ...published,
    title: 'Our offices in the east',
    translations: { bn: { title: 'পূর্বে আমাদের অফিস' }, hi: { title: 'पूर्व में हमारे कार्यालय' } },
    translatedFrom: { bn: { title: 'c3' }, hi: { title: 'd4' } },
  };

  it("takes that language's translations and fingerprints from the draft, and the rest as published", () => {
    expect(withLanguageOf(published, draft, 'bn')).toEqual({
      ...published,
      translations: { bn: { title: 'পূর্বে আমাদের অফিস' }, hi: { title: 'हमारे कार्यालय' } },
      translatedFrom: { bn: { title: 'c3' }, hi: { title: 'b2' } },
    });
  });

  it('removes the published translations of that language when the draft has none', () => {
    const { translations: _none, translatedFrom: _neither, ...withoutTranslations } = draft;
    expect(withLanguageOf(published, withoutTranslations, 'hi')).toEqual({
      ...published,
      translations: { bn: { title: 'আমাদের অফিস' } },
      translatedFrom: { bn: { title: 'a1' } },
    });
  });
});

describe('the translations of a list changed in the studio', () => {
  const withParagraphs = (paragraphs: string[], bn: Record<string, string>, translatedFrom = {}) => ({
    ...document,
    paragraphs,
    translations: { bn: { title: 'আমাদের অফিস', ...bn } },
    ...(Object.keys(translatedFrom).length > 0 && { translatedFrom: { bn: translatedFrom } }),
  });

  it('follow an item without a key when it moves, with their fingerprints', () => {
    const before = withParagraphs(
      ['First.', 'Second.'],
      { 'paragraphs.0': 'প্রথম।', 'paragraphs.1': 'দ্বিতীয়।' },
      {
        'paragraphs.1': textFingerprint('Second.'),
      },
    );
    const after = translationsFollowingItems(
      schema,
      before,
      { ...before, paragraphs: ['Second.', 'First.'] },
      ['paragraphs'],
      [1, 0],
    );
    expect(documentInLanguage(schema, after, 'bn').document.paragraphs).toEqual(['দ্বিতীয়।', 'প্রথম।']);
    expect(after.translatedFrom).toEqual({ bn: { 'paragraphs.0': textFingerprint('Second.') } });
  });

  it('go with a removed item, and a new item has none; other texts and keyed items keep theirs', () => {
    const before = withParagraphs(['First.', 'Second.', 'Third.'], {
      'paragraphs.0': 'প্রথম।',
      'paragraphs.1': 'দ্বিতীয়।',
      'paragraphs.2': 'তৃতীয়।',
      'offices.patna.name': 'পাটনা শাখা',
    });
    const after = translationsFollowingItems(
      schema,
      before,
      { ...before, paragraphs: ['First.', 'Third.', 'Fourth.'] },
      ['paragraphs'],
      [0, 2, undefined],
    );
    expect(after.translations).toEqual({
      bn: {
        title: 'আমাদের অফিস',
        'offices.patna.name': 'পাটনা শাখা',
        'paragraphs.0': 'প্রথম।',
        'paragraphs.1': 'তৃতীয়।',
      },
    });
  });
});
