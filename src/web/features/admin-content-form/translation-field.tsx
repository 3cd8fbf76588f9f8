import {
  CHECKED_TRANSLATIONS_PROPERTY,
  isCheckedTranslation,
  TRANSLATED_FROM_PROPERTY,
  TRANSLATIONS_PROPERTY,
  textFingerprint,
  translatedFromOf,
  translationsOf,
} from '#shared/content-translations.js';
import { AdminButton } from '#web/admin/components/admin-button.js';
import { type DocumentPath, valueAt } from './document-paths.js';
import { describedBy, FieldHelp } from './field-help.js';
import { fieldId, useSchemaForm } from './schema-form-context.js';

const inputClass =
  'mt-1 block w-full rounded-lg border border-sky-300 bg-sky-50/40 px-3 py-2 text-sm text-slate-900 aria-invalid:border-red-600';

type TranslationFieldProps = {
  /** Where the English text sits in the document: ['offices', 3, 'name']. */
  path: DocumentPath;
  label: string;
  multiline: boolean;
};

/**
 * The text of one translatable field in the language chosen beside English (issue 47), kept in
 * the document's `translations` under the field's translation key. Empty means "not translated":
 * the page in that language shows the English text, and the field says it is missing. Each edit
 * keeps beside it the fingerprint of the English it translates (`translatedFrom`); when the
 * English changes later, the field says so until the translation is edited or confirmed ("Still right").
 * A translation still the samples' own, word for word, says it is a sample until it is edited or a
 * speaker of the language confirms it ("Checked, it's right", kept in `checkedTranslations`).
 */
export function TranslationField({ path, label, multiline }: TranslationFieldProps) {
  const { translation, document, idPrefix, errors, change } = useSchemaForm();
  const key = translation?.keys.get(path.join('.'));
  if (!translation || key === undefined) return null;
  const translationPath = [TRANSLATIONS_PROPERTY, translation.code, key];
  const fingerprintPath = [TRANSLATED_FROM_PROPERTY, translation.code, key];
  const checkedPath = [CHECKED_TRANSLATIONS_PROPERTY, translation.code, key];
  const id = fieldId(idPrefix, translationPath);
  const value = translationsOf(document)[translation.code]?.[key] ?? '';
  const english = valueAt(document, path);
  const englishNow = textFingerprint(typeof english === 'string' ? english : '');
  const translatedFrom = translatedFromOf(document)[translation.code]?.[key];
  const error = errors[translationPath.join('.')];
  // No fingerprint (a translation written before they were kept): not known to be out of date.
  const outdated = value !== '' && translatedFrom !== undefined && translatedFrom !== englishNow;
  const sample =
    value !== '' &&
    translation.sampleFingerprints[key] === textFingerprint(value) &&
    !isCheckedTranslation(document, translation.code, key, value);
  const description =
    value === ''
      ? `Not translated into ${translation.name} yet: the page shows the English.`
      : [
          outdated &&
            'English changed since this was translated: check the translation, then edit it or confirm it.',
          sample &&
            `Sample translation, for a speaker of ${translation.name} to check: edit it, or confirm it is right.`,
        ]
          .filter(Boolean)
          .join(' ') || undefined;
  const common = {
    id,
    lang: translation.tag,
    value,
    className: inputClass,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, description, error),
    onChange: (event: { target: { value: string } }) => {
      const emptied = event.target.value.trim() === '';
      change(translationPath, emptied ? undefined : event.target.value);
      change(fingerprintPath, emptied ? undefined : englishNow);
    },
  };
  return (
    <div className="mt-2">
      <label htmlFor={id} className="block text-sm font-medium text-sky-900">
        {label} in {translation.name}
      </label>
      {multiline ? <textarea {...common} rows={4} /> : <input {...common} type="text" />}
      <FieldHelp id={id} description={description} error={error} />
      {outdated && (
        <AdminButton
          className="mt-1"
          aria-describedby={`${id}-description`}
          onClick={() => change(fingerprintPath, englishNow)}
        >
          Still right
        </AdminButton>
      )}
      {sample && (
        <AdminButton
          className="mt-1 ml-2"
          aria-describedby={`${id}-description`}
          onClick={() => change(checkedPath, textFingerprint(value))}
        >
          Checked, it's right
        </AdminButton>
      )}
    </div>
  );
}
