import { type Opening, type OpeningFields, openingFieldsSchema } from '#content/index.js';
import { messagesByField } from '#shared/content.js';

/** The editor's fields as typed: text everywhere, lists one item per line (a paste of lines is a list). */
export type OpeningFormValues = {
  title: string;
  department: string;
  location: string;
  type: string;
  experience: string;
  minLpa: string;
  maxLpa: string;
  description: string;
  responsibilities: string;
  requirements: string;
  howToApply: string;
  validThrough: string;
};

export const emptyOpeningForm: OpeningFormValues = {
  title: '',
  department: '',
  location: '',
  type: 'Full-time',
  experience: '',
  minLpa: '',
  maxLpa: '',
  description: '',
  responsibilities: '',
  requirements: '',
  howToApply: '',
  validThrough: '',
};

export function formValuesOf(opening: Opening): OpeningFormValues {
  return {
    title: opening.title,
    department: opening.department ?? '',
    location: opening.location,
    type: opening.type,
    experience: opening.experience ?? '',
    minLpa: String(opening.salary.minLpa),
    maxLpa: String(opening.salary.maxLpa),
    description: opening.description,
    responsibilities: opening.responsibilities.join('\n'),
    requirements: opening.requirements.join('\n'),
    howToApply: opening.howToApply ?? '',
    validThrough: opening.validThrough ?? '',
  };
}

/** Each non-empty line, trimmed: pasting five lines gives five items. */
export function listItems(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((line) => line.replace(/^\s*[-•*]\s*/, '').trim())
    .filter((line) => line.length > 0);
}

const optional = (text: string) => (text.trim() === '' ? undefined : text);
const lakhs = (text: string) => (text.trim() === '' ? Number.NaN : Number(text));

/** The fields as the server takes them; the city is the location's (locations are branch cities). */
export function openingFieldsOf(values: OpeningFormValues) {
  return {
    title: values.title,
    department: optional(values.department),
    location: values.location,
    city: values.location,
    type: values.type,
    experience: optional(values.experience),
    salary: { minLpa: lakhs(values.minLpa), maxLpa: lakhs(values.maxLpa) },
    description: values.description,
    responsibilities: listItems(values.responsibilities),
    requirements: listItems(values.requirements),
    howToApply: optional(values.howToApply),
    validThrough: optional(values.validThrough),
  };
}

/** The form field each message belongs beside: 'salary.minLpa' → 'minLpa', 'requirements.2' → 'requirements'. */
export function formFieldOf(path: string): keyof OpeningFormValues {
  if (path.startsWith('salary.maxLpa')) return 'maxLpa';
  if (path.startsWith('salary')) return 'minLpa';
  if (path === 'city') return 'location';
  const [first = ''] = path.split('.');
  return (first in emptyOpeningForm ? first : 'title') as keyof OpeningFormValues;
}

/** The form checked as the server will check it: the fields, or a message per form field. */
export function checkOpeningForm(
  values: OpeningFormValues,
):
  | { ok: true; fields: OpeningFields }
  | { ok: false; errors: Partial<Record<keyof OpeningFormValues, string>> } {
  const parsed = openingFieldsSchema.safeParse(openingFieldsOf(values));
  if (parsed.success) return { ok: true, fields: parsed.data };
  return { ok: false, errors: formErrorsOf(messagesByField(parsed.error.issues)) };
}

/** The server's messages (by dot path) as the form's. */
export function formErrorsOf(
  fields: Record<string, string>,
): Partial<Record<keyof OpeningFormValues, string>> {
  const errors: Partial<Record<keyof OpeningFormValues, string>> = {};
  for (const [path, message] of Object.entries(fields)) errors[formFieldOf(path)] ??= message;
  return errors;
}

/**
 * The form after someone else saved the same opening meanwhile: each field HR has not touched
 * since `base` takes their value from `theirs`; each field HR changed keeps what HR typed.
 */
export function withTheirChanges(
  base: OpeningFormValues,
  typed: OpeningFormValues,
  theirs: OpeningFormValues,
): OpeningFormValues {
  const merged = { ...typed };
  for (const name of Object.keys(typed) as (keyof OpeningFormValues)[]) {
    if (typed[name] === base[name]) merged[name] = theirs[name];
  }
  return merged;
}
