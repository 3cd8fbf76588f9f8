import { useId, useState } from 'react';
import type { FieldSchema } from '#shared/content.js';
import {
  type ContentTranslations,
  missingTranslations,
  translatableTexts,
  uncheckedSampleTranslations,
} from '#shared/content-translations.js';
import { defaultLanguageOf, type SiteLanguage, siteLanguages } from '#shared/languages.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { ConfirmDialog } from '#web/admin/components/confirm-dialog.js';
import { formatCount } from '#web/admin/lib/format.js';

/** The languages a text can be translated into: every site language but the default (English). */
export const otherLanguages = siteLanguages.filter(
  (language) => language !== defaultLanguageOf(siteLanguages),
);

type TranslationPickerProps = {
  schema: FieldSchema;
  document: unknown;
  /** What the collection's editor calls it: 'Branches and offices'. */
  title: string;
  chosen: SiteLanguage | undefined;
  onChoose: (language: SiteLanguage | undefined) => void;
  /** The fingerprints of the samples' translations (language code → key → fingerprint). */
  sampleTranslations: ContentTranslations;
  /** Marks the translations into `language` at `keys` as checked by a speaker of it, in the form. */
  onCheckSamples: (language: SiteLanguage, keys: string[]) => void;
};

/**
 * Which language the form shows beside English (issue 47), with how many of the document's texts
 * each language still lacks: a page in that language shows those in English. While the chosen
 * language has sample translations no speaker has checked, says how many, and offers to mark them
 * all as checked at once (after a confirmation): a change of the form like any other, published
 * with it.
 */
export function TranslationPicker({
  schema,
  document,
  title,
  chosen,
  onChoose,
  sampleTranslations,
  onCheckSamples,
}: TranslationPickerProps) {
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const total = translatableTexts(schema, document).length;
  if (total === 0) return null;
  const samples = chosen
    ? uncheckedSampleTranslations(schema, document, chosen.code, sampleTranslations[chosen.code] ?? {})
    : [];
  const sampleCount = `${formatCount(samples.length)} ${chosen?.englishName} sample ${samples.length === 1 ? 'translation' : 'translations'}`;
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
      {chosen && samples.length > 0 && (
        <div className="flex w-full flex-wrap items-center gap-x-3 gap-y-1 text-amber-900">
          <p>{sampleCount} not checked yet by a speaker of the language.</p>
          <AdminButton onClick={() => setConfirming(true)}>Mark all as checked…</AdminButton>
        </div>
      )}
      {chosen && confirming && (
        <ConfirmDialog
          title={`Mark ${sampleCount} in ${title} as checked?`}
          confirmLabel="Mark all as checked"
          busyLabel="Marking..."
          onConfirm={() => {
            onCheckSamples(
              chosen,
              samples.map(({ key }) => key),
            );
            setConfirming(false);
          }}
          onCancel={() => setConfirming(false)}
        >
          <p>
            Only if a speaker of {chosen.englishName} has read each of them and found it right. They leave the
            launch checklist's count of sample translations once you publish; History names each one.
          </p>
        </ConfirmDialog>
      )}
    </div>
  );
}
