import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { applicationReplyPromise } from '#content/index.js';
import { defaultLanguageOf, siteLanguages } from '#shared/languages.js';
import { applicantConfirmationTexts } from './careers/application-emails.js';
import { visitorConfirmationTexts } from './enquiries/enquiry-emails.js';

/** What the server says to a visitor in their language: the confirmations and the enquiry's thanks. */
const sources = [
  ...Object.values(visitorConfirmationTexts),
  ...Object.values(applicantConfirmationTexts),
  applicationReplyPromise,
  'Thank you. The {office} will call you.',
];

/** A language's catalogue: its folder's files merged, as the site's translator reads them. */
function catalogueOf(code: string): Record<string, string> {
  const folder = new URL(`../../content/interface-text/${code}/`, import.meta.url);
  return Object.assign(
    {},
    ...fs
      .readdirSync(folder)
      .filter((file) => file.endsWith('.json'))
      .map((file) => JSON.parse(fs.readFileSync(new URL(file, folder), 'utf8'))),
  );
}

/** The ICU argument names of a message, sorted. */
const argumentNames = (message: string) => [...message.matchAll(/\{(\w+)\}/g)].map(([, name]) => name).sort();

describe('the texts the server says to visitors and applicants', () => {
  const otherLanguages = siteLanguages.filter((language) => language !== defaultLanguageOf(siteLanguages));

  it.each(otherLanguages.map(({ code }) => code))(
    'are each translated in %s, with their arguments',
    (code) => {
      const catalogue = catalogueOf(code);
      const missing = sources.filter((source) => catalogue[source] === undefined);
      expect(missing).toEqual([]);
      for (const source of sources)
        expect({ source, names: argumentNames(catalogue[source] ?? '') }).toEqual({
          source,
          names: argumentNames(source),
        });
    },
  );
});
