import { fillPlaceholders, placeholderPattern } from '#shared/placeholders.js';
import type { Translate } from './interface-text.js';

/**
 * The interface texts of an island in the page's language (decision 0012): each English source
 * with its translation, formatted on the server. A value only the browser knows (a count, a
 * reference, an office's name) stays in the translation as `{name}`, a tiny template the island
 * fills in. Only translated texts are listed, so an English page sends none.
 */
export type Phrasebook = Readonly<Record<string, string>>;

/**
 * The phrasebook of `sources` in `text`'s language, or undefined when none is translated (an
 * English page: the island's props stay as they were). `values` are those the server knows
 * (a maximum length, in the language's digits; the island passes them too, for English); the
 * other arguments stay `{name}` templates.
 * Arguments are plain `{name}` ones: an ICU plural or select needs its compiled message instead.
 */
export function phrasebookOf(
  text: Translate,
  sources: readonly string[],
  values: Record<string, string> = {},
): Phrasebook | undefined {
  const translated = sources.flatMap((source) => {
    const templateValues = Object.fromEntries(
      [...source.matchAll(placeholderPattern)].map(([placeholder, name = '']) => [name, placeholder]),
    );
    const translation = text(source, { ...templateValues, ...values });
    return translation === sayWith(undefined)(source, values) ? [] : [[source, translation] as const];
  });
  return translated.length > 0 ? Object.fromEntries(translated) : undefined;
}

/** Says a text in the page's language: `(source, values) => text`. */
export type Say = (source: string, values?: Readonly<Record<string, string | number>>) => string;

/**
 * The island's way to say a text: its translation from the phrasebook (else the English source),
 * with `values` filled in. A validation message is said the same way: its English text is the key.
 */
export function sayWith(phrasebook: Phrasebook | undefined): Say {
  return (source, values) => fillPlaceholders(phrasebook?.[source] ?? source, values);
}
