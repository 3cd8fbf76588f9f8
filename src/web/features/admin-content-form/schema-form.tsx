import { type FocusEvent, useMemo } from 'react';
import type { FieldSchema } from '#shared/content.js';
import {
  type ContentTranslations,
  translatableTexts,
  translationsFollowingItems,
} from '#shared/content-translations.js';
import type { SiteLanguage } from '#shared/languages.js';
import type { UploadMedia } from '#web/features/admin-media/index.js';
import { type DocumentPath, withValueAt } from './document-paths.js';
import { SchemaField } from './schema-field.js';
import { SchemaFormContext } from './schema-form-context.js';

type SchemaFormProps = {
  collection: string;
  schema: FieldSchema;
  document: Record<string, unknown>;
  idPrefix: string;
  errors: Readonly<Record<string, string>>;
  /** An edit at `path`: `update` makes the new document from the latest one. */
  onChange: (
    path: DocumentPath,
    update: (document: Record<string, unknown>) => Record<string, unknown>,
  ) => void;
  /** The person left the field at this dot path: its check's message may show from now on. */
  onFieldLeft: (path: string) => void;
  uploadMedia: UploadMedia;
  /** A language to show beside English, for its translations (none: English only). */
  translateInto?: SiteLanguage;
  /** The fingerprints of the samples' translations (language code → key → fingerprint), to tell them. */
  sampleTranslations?: ContentTranslations;
};

/** The fields of a whole document, built from its JSON Schema; every edit goes through `onChange`. */
export function SchemaForm(props: SchemaFormProps) {
  const {
    collection,
    schema,
    document,
    idPrefix,
    errors,
    onChange,
    onFieldLeft,
    uploadMedia,
    translateInto,
    sampleTranslations,
  } = props;
  const translation = useMemo(
    () =>
      translateInto && {
        code: translateInto.code,
        name: translateInto.englishName,
        tag: translateInto.tag,
        keys: new Map(translatableTexts(schema, document).map(({ at, key }) => [at.join('.'), key])),
        sampleFingerprints: sampleTranslations?.[translateInto.code] ?? {},
      },
    [translateInto, schema, document, sampleTranslations],
  );
  const context = useMemo(() => {
    const change = (path: DocumentPath, value: unknown) =>
      onChange(path, (latest) => withValueAt(latest, path, value) as Record<string, unknown>);
    // A list's items take their translations with them when they move or go (translation keys
    // of items without a key of their own are their positions).
    const changeList = (path: DocumentPath, list: unknown[], previousPositions: (number | undefined)[]) =>
      onChange(path, (latest) =>
        translationsFollowingItems(
          schema,
          latest,
          withValueAt(latest, path, list) as Record<string, unknown>,
          path,
          previousPositions,
        ),
      );
    return { collection, document, idPrefix, errors, change, changeList, uploadMedia, translation };
  }, [collection, schema, document, idPrefix, errors, onChange, uploadMedia, translation]);
  // A field's id is its path after the prefix (fieldId); only typed or chosen values count as left.
  function left(event: FocusEvent) {
    const { target } = event;
    const control =
      target instanceof HTMLInputElement ||
      target instanceof HTMLSelectElement ||
      target instanceof HTMLTextAreaElement;
    if (control && target.id.startsWith(idPrefix)) onFieldLeft(target.id.slice(idPrefix.length));
  }
  return (
    <SchemaFormContext.Provider value={context}>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: not a control; blur events bubble in React, so one listener hears every field of the form. */}
      <div onBlur={left}>
        <SchemaField schema={schema} path={[]} value={document} label={schema.title ?? 'Content'} required />
      </div>
    </SchemaFormContext.Provider>
  );
}
