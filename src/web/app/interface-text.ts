import { type I18n, type Messages, setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import { defaultLanguageOf, type SiteLanguage, siteLanguages } from '#shared/languages.js';

/**
 * A language's interface texts: ICU MessageFormat translations keyed by their English source,
 * gettext-style ('Careers' → 'কর্মজীবন'). English needs no catalogue: its texts are the sources
 * where they are written (navigation.ts, consent.ts, the page handles). `_status` marks the
 * catalogue's state, e.g. that its texts are samples for a native speaker to check.
 */
export type InterfaceCatalogue = Record<string, string>;

/** Formats an interface text in the page's language: the English source and its ICU values. */
export type Translate = (source: string, values?: Record<string, string | number>) => string;

/**
 * Each language's catalogue, found by folder name: `interface-text/<code>/*.json`, one file per
 * part of the site (site.json: the shell, forms and chat; a page's own file for its texts), merged.
 * Adding a language adds a folder, no code.
 */
const catalogueFiles = import.meta.glob<InterfaceCatalogue>('../../content/interface-text/*/*.json', {
  eager: true,
  import: 'default',
});

export const siteCatalogues: Readonly<Record<string, InterfaceCatalogue>> = mergeByLanguage(catalogueFiles);

function mergeByLanguage(files: Record<string, InterfaceCatalogue>): Record<string, InterfaceCatalogue> {
  const merged: Record<string, InterfaceCatalogue> = {};
  for (const [file, catalogue] of Object.entries(files)) {
    const code = file.split('/').at(-2) ?? '';
    merged[code] = { ...merged[code], ...catalogue };
  }
  return merged;
}

/** Lingui's compiled form of a catalogue (decision 0012): parsed once, formatted many times. */
function compileCatalogue(catalogue: InterfaceCatalogue): Messages {
  return Object.fromEntries(
    Object.entries(catalogue)
      .filter(([source]) => !source.startsWith('_'))
      .map(([source, translation]) => [source, compileMessage(translation)]),
  );
}

/** The English sources, compiled on first use: a text without a translation is shown in English. */
const compiledSources = new Map<string, ReturnType<typeof compileMessage>>();

function compiledSource(source: string) {
  let compiled = compiledSources.get(source);
  if (!compiled) {
    compiled = compileMessage(source);
    compiledSources.set(source, compiled);
  }
  return compiled;
}

/** The translator of one language: a text missing from its catalogue falls back to its English source. */
export function createTranslator(language: SiteLanguage, catalogue: InterfaceCatalogue = {}): Translate {
  const messages = compileCatalogue(catalogue);
  const i18n: I18n = setupI18n({ locale: language.tag, messages: { [language.tag]: messages } });
  // Lingui takes a compiled fallback message where its type says string.
  return (source, values) =>
    i18n._({ id: source, message: compiledSource(source) as unknown as string, values });
}

/** One translator per language of the site, made once when the renderer loads. */
export function createTranslators(
  languages: readonly SiteLanguage[] = siteLanguages,
  catalogues: Readonly<Record<string, InterfaceCatalogue>> = siteCatalogues,
): Map<SiteLanguage, Translate> {
  const defaultLanguage = defaultLanguageOf(languages);
  return new Map(
    languages.map((language) => [
      language,
      createTranslator(language, language === defaultLanguage ? {} : catalogues[language.code]),
    ]),
  );
}

/** Numbers as the language writes them, Indian grouping included: 1,23,456 and ১,২৩,৪৫৬. */
export function formatNumber(value: number, language: SiteLanguage): string {
  return new Intl.NumberFormat(language.tag).format(value);
}

/** A day ('2026-12-15') in words as the language writes it: 15 December 2026, ১৫ ডিসেম্বর, ২০২৬. */
export function formatLongDay(day: string, language: SiteLanguage): string {
  return new Intl.DateTimeFormat(language.tag, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}

/**
 * 'West Bengal, Bihar and Odisha' in the page's language: the items joined by commas and the
 * language's 'and' ('{list} and {last}' in the catalogue).
 */
export function sayList(items: readonly string[], text: Translate): string {
  const last = items.at(-1);
  if (items.length <= 1 || last === undefined) return items.join('');
  return text('{list} and {last}', { list: items.slice(0, -1).join(', '), last });
}
