/** A text's `{name}` placeholders: what its values fill in. */
export const placeholderPattern = /\{(\w+)\}/g;

/**
 * `template` with each `{name}` replaced by `values[name]`; a placeholder without a value stays as
 * it is. How an English source, a phrasebook's translation and an answer's template are filled.
 */
export function fillPlaceholders(
  template: string,
  values: Readonly<Record<string, string | number>> = {},
): string {
  return template.replace(placeholderPattern, (placeholder, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : placeholder,
  );
}
