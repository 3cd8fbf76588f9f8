import type { Kysely, SelectQueryBuilder } from 'kysely';
import type { Database } from '#server/db/schema.js';
import type { LocationCount, RankedItem } from '#shared/analytics.js';

/**
 * The last step of every ranking: counts per value from the closed days' roll-ups and from the
 * live rows (one query of both, `unionAll`), summed per value, most first, ties by value.
 */
type CountsOf<Row> = SelectQueryBuilder<Database, keyof Database, Row & { count: number }>;

export async function rankedNames(
  db: Kysely<Database>,
  counts: CountsOf<{ name: string }>,
  limit: number,
): Promise<RankedItem[]> {
  const rows = await db
    .selectFrom(counts.as('counts'))
    .select((eb) => ['counts.name', eb.fn.sum<number>('counts.count').as('count')])
    .groupBy('counts.name')
    .orderBy('count', 'desc')
    .orderBy('counts.name')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ name: row.name, count: Number(row.count) }));
}

export async function rankedPlaces(
  db: Kysely<Database>,
  counts: CountsOf<{ city: string; country: string }>,
  limit: number,
): Promise<LocationCount[]> {
  const rows = await db
    .selectFrom(counts.as('counts'))
    .select((eb) => ['counts.city', 'counts.country', eb.fn.sum<number>('counts.count').as('count')])
    .groupBy(['counts.country', 'counts.city'])
    .orderBy('count', 'desc')
    .orderBy('counts.country')
    .orderBy('counts.city')
    .limit(limit)
    .execute();
  return rows.map((row) => ({ city: row.city, country: row.country, count: Number(row.count) }));
}
