import { useId } from 'react';
import type { FieldSchema } from '#shared/content.js';
import { missingTranslations, translatableTexts } from '#shared/content-translations.js';
import { defaultLanguageOf, type SiteLanguage, siteLanguages } from '#shared/languages.js';

/** The languages a text can be translated into: every site language but the default (English). */
const otherLanguages = siteLanguages.filter((language) => language !== defaultLanguageOf(siteLanguages));

type TranslationPickerProps = {
  schema: FieldSchema;
  document: unknown;
  chosen: SiteLanguage | undefined;
  onChoose: (language: SiteLanguage | undefined) => void;
};

/**
 * Which language the form shows beside English (issue 47), with how many of the document's texts
 * each language still lacks: a page in that language shows those in English.
 */
export function TranslationPicker({ schema, document, chosen, onChoose }: TranslationPickerProps) {
  const id = useId();
  const total = translatableTexts(schema, document).length;
  if (total === 0) return null;
  const missing = (language: SiteLanguage) => missingTranslations(schema, document, language.code).length;
  return (
    <div className="mb-4 flex flex-wrap items-center gap-x-3 gap-y-1 rounded-lg bg-sky-50 px-3 py-2 text-sm">
      <label htmlFor={id} className="font-medium text-slate-800">
        Translate into
      </label>
      <select
        id={id}
        className="rounded-lg border border-slate-300 bg-white px-2 py-1"
        value={chosen?.code ?? ''}
        onChange={(event) =>
          onChoose(otherLanguages.find((language) => language.code === event.target.value))
        }
      >
        <option value="">English only</option>
        {otherLanguages.map((language) => (
          <option key={language.code} value={language.code}>
            {language.englishName} beside English
          </option>
        ))}
      </select>
      <p className="text-slate-700" aria-live="polite">
        {otherLanguages
          .map((language) => {
            const count = missing(language);
            return `${language.englishName}: ${count === 0 ? 'all translated' : `${count} of ${total} not translated`}`;
          })
          .join(' · ')}
      </p>
    </div>
  );
}
