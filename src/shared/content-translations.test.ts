import { describe, expect, it } from 'vitest';
import type { FieldSchema } from './content.js';
import {
  documentInLanguage,
  missingTranslations,
  translatableTexts,
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
