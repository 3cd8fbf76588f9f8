/**
 * An interface text in the language of code `languageCode` ('bn'): its English source, an ICU
 * message, translated by the built site's translator and catalogues (decision 0012), its `{name}`
 * arguments filled in from `values`. How an answer or an e-mail says a text as the page the form
 * was sent from says it.
 */
export type SayInLanguage = (
  languageCode: string,
  source: string,
  values?: Readonly<Record<string, string | number>>,
) => string;

/** An interface text in one language, already chosen: what an e-mail's wording is said with. */
export type Say = (source: string, values?: Readonly<Record<string, string | number>>) => string;
