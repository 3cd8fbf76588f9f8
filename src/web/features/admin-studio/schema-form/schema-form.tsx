import { useMemo } from 'react';
import type { FieldSchema } from '#shared/content.js';
import type { DocumentPath } from './document-paths.js';
import { SchemaField } from './schema-field.js';
import { SchemaFormContext, type UploadMedia } from './schema-form-context.js';

type SchemaFormProps = {
  schema: FieldSchema;
  document: Record<string, unknown>;
  idPrefix: string;
  errors: Readonly<Record<string, string>>;
  onChange: (path: DocumentPath, value: unknown) => void;
  uploadMedia: UploadMedia;
};

/** The fields of a whole document, built from its JSON Schema; every edit goes through `onChange`. */
export function SchemaForm({ schema, document, idPrefix, errors, onChange, uploadMedia }: SchemaFormProps) {
  const context = useMemo(
    () => ({ idPrefix, errors, change: onChange, uploadMedia }),
    [idPrefix, errors, onChange, uploadMedia],
  );
  return (
    <SchemaFormContext.Provider value={context}>
      <SchemaField schema={schema} path={[]} value={document} label={schema.title ?? 'Content'} required />
    </SchemaFormContext.Provider>
  );
}
