import type { ChangeEvent, ReactNode } from 'react';
import type { FieldSchema } from '#shared/content.js';
import type { DocumentPath } from './document-paths.js';
import { describedBy, FieldHelp, FieldLabel } from './field-help.js';
import { fieldId, useSchemaForm } from './schema-form-context.js';
import { TranslationField } from './translation-field.js';

type ScalarFieldProps = {
  schema: FieldSchema;
  path: DocumentPath;
  value: unknown;
  label: string;
  required: boolean;
  readOnly?: boolean;
};

const inputClass =
  'mt-1 block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-sm text-slate-900 read-only:bg-slate-100 aria-invalid:border-red-600';

const inputTypes: Partial<Record<NonNullable<FieldSchema['x-widget']>, string>> = {
  tel: 'tel',
  email: 'email',
  url: 'url',
  date: 'date',
  color: 'color',
};

/** One text, number, date, yes/no or choice field, labelled, with its description and message. */
export function ScalarField({ schema, path, value, label, required, readOnly }: ScalarFieldProps) {
  const { idPrefix, errors, change } = useSchemaForm();
  const id = fieldId(idPrefix, path);
  const error = errors[path.join('.')];
  const common = {
    id,
    'aria-invalid': error ? true : undefined,
    'aria-describedby': describedBy(id, schema.description, error),
    readOnly,
  };
  // An emptied optional field leaves the document; an emptied required one stays, for its message.
  const changeText = (text: string) => change(path, text === '' && !required ? undefined : text);

  if (schema.type === 'boolean') {
    return (
      <div className="flex items-start gap-2">
        <input
          {...common}
          type="checkbox"
          className="mt-1 size-4"
          checked={value === true}
          onChange={(event) => change(path, event.target.checked)}
        />
        <div>
          <label htmlFor={id} className="text-sm font-medium text-slate-800">
            {label}
          </label>
          <FieldHelp id={id} description={schema.description} error={error} />
        </div>
      </div>
    );
  }

  let control: ReactNode;
  if (schema.enum) {
    control = (
      <select
        {...common}
        className={inputClass}
        value={value === undefined ? '' : String(value)}
        onChange={(event) => changeText(event.target.value)}
      >
        {!required && <option value="">(none)</option>}
        {schema.enum.map((option) => (
          <option key={String(option)} value={String(option)}>
            {String(option)}
          </option>
        ))}
      </select>
    );
  } else if (schema.type === 'number' || schema.type === 'integer') {
    control = (
      <input
        {...common}
        type="number"
        inputMode={schema.type === 'integer' ? 'numeric' : 'decimal'}
        step={schema.type === 'integer' ? 1 : 'any'}
        min={schema.minimum}
        max={schema.maximum}
        className={inputClass}
        value={typeof value === 'number' ? value : ''}
        onChange={(event: ChangeEvent<HTMLInputElement>) =>
          change(path, event.target.value === '' ? undefined : event.target.valueAsNumber)
        }
      />
    );
  } else if (schema['x-widget'] === 'textarea') {
    control = (
      <textarea
        {...common}
        rows={4}
        className={inputClass}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => changeText(event.target.value)}
      />
    );
  } else {
    const type = (schema['x-widget'] && inputTypes[schema['x-widget']]) ?? 'text';
    control = (
      <input
        {...common}
        type={type}
        className={type === 'color' ? `${inputClass} h-10 max-w-24 p-1` : inputClass}
        value={typeof value === 'string' ? value : ''}
        onChange={(event) => changeText(event.target.value)}
      />
    );
  }

  return (
    <div>
      <FieldLabel id={id} label={label} required={required} />
      {control}
      <FieldHelp id={id} description={schema.description} error={error} />
      {schema['x-translatable'] && (
        <TranslationField path={path} label={label} multiline={schema['x-widget'] === 'textarea'} />
      )}
    </div>
  );
}
