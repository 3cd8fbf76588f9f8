import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { collections } from '#content/collections.js';
import { sampleContent } from '#content/samples/index.js';
import type { FieldSchema } from '#shared/content.js';
import {
  type ContentTranslations,
  textFingerprint,
  withCheckedTranslations,
} from '#shared/content-translations.js';
import { type SiteLanguage, siteLanguages } from '#shared/languages.js';
import { contentDocumentKey, editorSchemasKey } from '#web/admin/api/content-queries.js';
import { AdminSessionContext } from '#web/admin/session/admin-session-context.js';
import { documentMessages, shownMessages } from '#web/features/admin-studio/field-checks.js';
import { SchemaForm } from './schema-form.js';

const schemas = {
  branches: z.toJSONSchema(collections.branches.schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as FieldSchema,
  enquiryRouting: z.toJSONSchema(collections.enquiryRouting.schema, {
    io: 'input',
    unrepresentable: 'any',
  }) as FieldSchema,
};
const session = { token: 'token', accountId: 1, expire: () => {}, recheck: () => {} };

/** The form of `collection` as the editor draws it, with the published branches already read. */
function formMarkup(
  collection: keyof typeof schemas,
  document: Record<string, unknown>,
  errors: Record<string, string> = {},
  translateInto?: SiteLanguage,
  sampleTranslations?: ContentTranslations,
): string {
  const queryClient = new QueryClient();
  queryClient.setQueryData(editorSchemasKey, schemas);
  queryClient.setQueryData(contentDocumentKey('branches'), {
    collection: 'branches',
    document: sampleContent.branches,
    revision: 1,
  });
  return renderToStaticMarkup(
    <AdminSessionContext.Provider value={session}>
      <QueryClientProvider client={queryClient}>
        <SchemaForm
          collection={collection}
          schema={schemas[collection]}
          document={document}
          idPrefix="form-"
          errors={errors}
          translateInto={translateInto}
          sampleTranslations={sampleTranslations}
          onChange={() => {}}
          onFieldLeft={() => {}}
          uploadMedia={() => Promise.reject(new Error('no uploads here'))}
        />
      </QueryClientProvider>
    </AdminSessionContext.Provider>,
  );
}

/** The options of the select with element id `id`: value, text, whether chosen. */
function options(html: string, id: string): { value: string; text: string; selected: boolean }[] {
  const select = html.match(new RegExp(`<select id="${id}"[^>]*>(.*?)</select>`))?.[1] ?? '';
  return [...select.matchAll(/<option value="([^"]*)"( selected="")?>(.*?)<\/option>/g)].map((match) => ({
    value: match[1] ?? '',
    text: match[3] ?? '',
    selected: match[2] !== undefined,
  }));
}

const officeNames = sampleContent.branches.offices.map((office) => ({ value: office.id, text: office.name }));

describe('a wrong phone in one of the branches', () => {
  it('is told at that field, by the branch it belongs to, once the person leaves it', () => {
    const patna = sampleContent.branches.offices.findIndex((office) => office.name === 'Patna Branch');
    const offices = sampleContent.branches.offices.map((office, index) =>
      index === patna ? { ...office, phone: '98300 1234' } : office,
    );
    const document = { ...sampleContent.branches, offices };
    const phonePath = `offices.${patna}.phone`;
    const messages = documentMessages('branches', schemas.branches, document);

    const html = formMarkup('branches', document, shownMessages(messages, new Set([phonePath])));
    const message =
      'Patna Branch: phone must be a 10-digit mobile like 98300 12345 or a landline with its STD code like 033 2234 5678';
    expect(html).toContain(
      `<p id="form-${phonePath}-error" class="mt-1 text-sm font-medium text-red-700">${message}</p>`,
    );
    expect(html).toMatch(
      new RegExp(
        `<input id="form-${phonePath}" aria-invalid="true" aria-describedby="[^"]*form-${phonePath}-error"`,
      ),
    );
    // Only that one of the nine phones.
    expect(html.match(/aria-invalid="true"/g)).toHaveLength(1);
  });
});

describe('a reference to the offices', () => {
  it("lists the offices by name in the Get Quote list and keeps each entry's key", () => {
    const html = formMarkup('branches', sampleContent.branches);
    const first = options(html, 'form-quoteOrder.0');
    expect(first.map(({ value, text }) => ({ value, text }))).toEqual(officeNames);
    expect(first.filter((option) => option.selected).map((option) => option.value)).toEqual([
      sampleContent.branches.quoteOrder[0],
    ]);
  });

  it('offers an office added in the form a moment ago, before it is published', () => {
    const added = {
      ...sampleContent.branches.offices[1]!,
      id: 'malda',
      name: 'Malda Branch',
      isCorporate: false,
    };
    const document = { ...sampleContent.branches, offices: [...sampleContent.branches.offices, added] };
    const html = formMarkup('branches', document);
    expect(options(html, 'form-quoteOrder.0').at(-1)).toEqual({
      value: 'malda',
      text: 'Malda Branch',
      selected: false,
    });
  });

  it('in another collection lists the published offices, and shows a key no office has as it is', () => {
    const routing = { ...sampleContent.enquiryRouting, fallbackOfficeId: 'closed-office' };
    const html = formMarkup('enquiryRouting', routing);
    expect(options(html, 'form-coverage.1.officeId').map(({ value, text }) => ({ value, text }))).toEqual(
      officeNames,
    );
    expect(options(html, 'form-fallbackOfficeId')[0]).toEqual({
      value: 'closed-office',
      text: 'closed-office (no such branch)',
      selected: true,
    });
  });
});

describe('a language beside English', () => {
  const bengali = siteLanguages.find((language) => language.code === 'bn') as SiteLanguage;
  const patna = sampleContent.branches.offices.findIndex((office) => office.id === 'patna');

  it("shows each translatable field's text in that language under its translation key, and none for names kept once", () => {
    const html = formMarkup('branches', sampleContent.branches, {}, bengali);
    const patnaName = sampleContent.branches.translations?.bn?.['offices.patna.name'];
    expect(patnaName).toBeTruthy();
    expect(html).toMatch(
      new RegExp(
        `<input id="form-translations.bn.offices.patna.name" lang="bn-IN"[^>]* value="${patnaName}"`,
      ),
    );
    expect(html).toContain('>Name in Bengali</label>');
    // The address is written once, in every language.
    expect(html).not.toContain(`translations.bn.offices.patna.address`);
    expect(html).toContain(`<input id="form-offices.${patna}.name"`);
  });

  it('says which texts are not translated yet', () => {
    const { 'offices.patna.name': _, ...rest } = sampleContent.branches.translations?.bn ?? {};
    const document = {
      ...sampleContent.branches,
      translations: { ...sampleContent.branches.translations, bn: rest },
    };
    const html = formMarkup('branches', document, {}, bengali);
    expect(html).toMatch(
      /<input id="form-translations.bn.offices.patna.name" lang="bn-IN"[^>]* aria-describedby="form-translations.bn.offices.patna.name-description"[^>]* value=""/,
    );
    expect(html).toContain('Not translated into Bengali yet: the page shows the English.');
    expect(html.match(/Not translated into Bengali yet/g)).toHaveLength(1);
  });

  it('says which translations were made from an English text that has changed since, with "Still right"', () => {
    const unchanged = formMarkup('branches', sampleContent.branches, {}, bengali);
    expect(unchanged).not.toContain('English changed since this was translated');
    expect(unchanged).not.toContain('Still right');

    const document = structuredClone(sampleContent.branches);
    document.offices[patna]!.name = 'Patna Office';
    const html = formMarkup('branches', document, {}, bengali);
    expect(html).toMatch(
      /<input id="form-translations.bn.offices.patna.name" lang="bn-IN"[^>]* aria-describedby="form-translations.bn.offices.patna.name-description"/,
    );
    expect(html.match(/English changed since this was translated/g)).toHaveLength(1);
    expect(html.match(/>Still right</g)).toHaveLength(1);
  });

  it('says which translations are still the samples\' own, with "Checked, it\'s right", until checked or changed', () => {
    // The fingerprints the server sends of the samples' Bengali of the branches.
    const samples = {
      bn: Object.fromEntries(
        Object.entries(sampleContent.branches.translations?.bn ?? {}).map(([key, text]) => [
          key,
          textFingerprint(text),
        ]),
      ),
    };
    const count = Object.keys(samples.bn).length;
    const html = formMarkup('branches', sampleContent.branches, {}, bengali, samples);
    expect(html.match(/Sample translation, for a speaker of Bengali to check/g)).toHaveLength(count);
    expect(html.match(/>Checked, it&#x27;s right</g)).toHaveLength(count);
    expect(html).toMatch(
      /<input id="form-translations.bn.offices.patna.name" lang="bn-IN"[^>]* aria-describedby="form-translations.bn.offices.patna.name-description"/,
    );

    // Patna's name checked, Siliguri's changed: neither is a sample any more.
    const document = withCheckedTranslations(structuredClone(sampleContent.branches), 'bn', [
      'offices.patna.name',
    ]);
    document.translations!.bn!['offices.siliguri.name'] = 'শিলিগুড়ি অফিস';
    const after = formMarkup('branches', document, {}, bengali, samples);
    expect(after.match(/>Checked, it&#x27;s right</g)).toHaveLength(count - 2);
    expect(after).not.toMatch(/aria-describedby="form-translations.bn.offices.patna.name-description"/);

    // Without the samples' fingerprints (English only, or none sent), no translation is called a sample.
    expect(formMarkup('branches', sampleContent.branches, {}, bengali)).not.toContain('Sample translation');
  });

  it('is not shown when English only is chosen, and the translations are no group of their own', () => {
    const html = formMarkup('branches', sampleContent.branches);
    expect(html).not.toContain('translations.');
    expect(html).not.toContain('translatedFrom');
    expect(html).not.toContain('>Translations<');
    expect(html).not.toContain('>Translated from<');
  });
});
