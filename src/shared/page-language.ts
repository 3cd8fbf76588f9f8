import { z } from 'zod';
import { defaultLanguageOf, siteLanguages } from './languages.js';

/** Said when a form names a language the site is not published in. */
export const pageLanguageMessage = 'Language: not one the site is published in';

/** A code of the site's languages ('bn'): what a form names, and what staff filter their lists by. */
export const siteLanguageCodeSchema = z
  .string()
  .refine((code) => siteLanguages.some((language) => language.code === code), pageLanguageMessage);

/**
 * The language of the page an enquiry or application was sent from (issue 47): a code of the
 * site's languages, so an office knows to call back in Hindi. A client from before it was sent
 * sends none, and its visitor was on an English page.
 */
export const pageLanguageSchema = siteLanguageCodeSchema.default(defaultLanguageOf(siteLanguages).code);

/**
 * The language a form names ('hi'), to answer it in; the default when it names none the site is
 * published in (a refused form may carry anything).
 */
export function pageLanguageOf(form: unknown): string {
  const named = z.object({ language: pageLanguageSchema }).safeParse(form);
  return named.success ? named.data.language : defaultLanguageOf(siteLanguages).code;
}
