import { type Kysely, type RawBuilder, sql } from 'kysely';
import type { Database } from '#server/db/schema.js';
import { defaultLanguageOf, siteLanguages } from '#shared/languages.js';
import { type AnalyticsWindow, humanPageViews, rolledUpDays } from './analytics-scope.js';

/**
 * The language of a viewed path, as `languageOfPath` reads it: '/bn' and '/bn/…' are Bengali,
 * every other path the default language's. Page views store no language of their own, and the
 * daily roll-ups keep each path's count, so both are read the same way.
 */
function pathLanguage(path: RawBuilder<string>): RawBuilder<string> {
  const defaultLanguage = defaultLanguageOf(siteLanguages);
  // The codes are the site's own constants, written as literals: PostgreSQL cannot type a CASE
  // whose every branch is a bound parameter.
  const branches = siteLanguages
    .filter((language) => language !== defaultLanguage)
    .map(
      ({ code }) =>
        sql`when ${path} = ${sql.lit(`/${code}`)} or ${path} like ${sql.lit(`/${code}/%`)} then ${sql.lit(code)}`,
    );
  if (branches.length === 0) return sql<string>`${sql.lit(defaultLanguage.code)}`;
  return sql<string>`case ${sql.join(branches, sql` `)} else ${sql.lit(defaultLanguage.code)} end`;
}

/** Human page views per language code, closed days and live; a language without views is absent. */
export async function selectPageViewsByLanguage(
  db: Kysely<Database>,
  window: AnalyticsWindow,
): Promise<Map<string, number>> {
  const counts = rolledUpDays(db, window, 'page')
    .select(['name as path', 'page_views as count'])
    .unionAll(
      humanPageViews(db, window.liveFrom)
        .select((eb) => ['page_views.path as path', eb.fn.countAll<number>().as('count')])
        .groupBy('page_views.path'),
    );
  const language = pathLanguage(sql<string>`counts.path`);
  const rows = await db
    .selectFrom(counts.as('counts'))
    .select((eb) => [language.as('language'), eb.fn.sum<number | string>('counts.count').as('count')])
    .groupBy(language)
    .execute();
  return new Map(rows.map((row) => [row.language, Number(row.count)]));
}
