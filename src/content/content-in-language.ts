// The published content as a page in another language shows it (issue 47): each collection's
// translatable texts replaced by their translations in that language, English where there is
// none. Collections are translated when a page first reads them, so the pages' record of which
// collections they read (the page cache's invalidation) stays exact.

import { documentInLanguage } from '#shared/content-translations.js';
import { type CollectionName, collectionNames, type SiteContent } from './collections.js';
import { collectionJsonSchemas } from './json-schemas.js';

export type ContentInLanguage = {
  content: SiteContent;
  /**
   * The English texts of the collections read so far that have no translation in the language:
   * the page marks them as English (`lang`), so screen readers read them in an English voice.
   */
  untranslated: ReadonlySet<string>;
};

/** `content` in the language `languageCode` (not the default language's: that is `content` itself). */
export function contentInLanguage(content: SiteContent, languageCode: string): ContentInLanguage {
  const untranslated = new Set<string>();
  const translated = new Map<CollectionName, unknown>();
  const localized = {} as SiteContent;
  for (const name of collectionNames) {
    Object.defineProperty(localized, name, {
      enumerable: true,
      get() {
        if (!translated.has(name)) {
          const result = cachedDocumentInLanguage(name, content[name], languageCode);
          for (const text of result.untranslated) untranslated.add(text);
          translated.set(name, result.document);
        }
        return translated.get(name);
      },
    });
  }
  return { content: localized, untranslated };
}

type TranslatedDocument = ReturnType<typeof documentInLanguage>;

/** Each published document's translations, made once per language: every page of a revision reads the same. */
const translatedDocuments = new WeakMap<object, Map<string, TranslatedDocument>>();

function cachedDocumentInLanguage(
  name: CollectionName,
  document: object,
  languageCode: string,
): TranslatedDocument {
  let byLanguage = translatedDocuments.get(document);
  if (!byLanguage) {
    byLanguage = new Map();
    translatedDocuments.set(document, byLanguage);
  }
  let result = byLanguage.get(languageCode);
  if (!result) {
    result = documentInLanguage(collectionJsonSchemas()[name], document, languageCode);
    byLanguage.set(languageCode, result);
  }
  return result;
}
