import fc from 'fast-check';
import type { Kysely } from 'kysely';
import type { Database } from '#server/db/schema.js';

/**
 * Adversarial inputs for the property-based tests of the public endpoints: text an attacker or a
 * broken client would send, and JSON values of every shape, including the keys that poison
 * prototypes.
 */

/** Fragments of attacks and of unusual but legitimate text. */
export const attackFragments = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  "'; DROP TABLE chats; --",
  '" OR 1=1 --',
  "Robert'); DELETE FROM visitors; --",
  '![pixel](https://evil.example/track.png)',
  '[click](javascript:alert(1))',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '${7*7}{{7*7}}<%= 7*7 %>',
  '../../etc/passwd',
  '%00%27%22',
  '\\',
  '\u0000',
  '\r\n\t',
  '\u202Egnp.exe',
  '\uFEFF\u200B',
  '👩🏽‍💻🇮🇳',
  '𝕳𝖊𝖑𝖑𝖔',
  'নমস্কার',
  'ﷺ',
  '\ud800',
  '__proto__',
  'null',
];

/** Random text: arbitrary UTF-16 (lone surrogates too), whole graphemes, attack fragments, or long runs. */
export const hostileText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc
    .array(fc.oneof(fc.constantFrom(...attackFragments), fc.string({ unit: 'grapheme', maxLength: 12 })), {
      maxLength: 8,
    })
    .map((parts) => parts.join('')),
  fc.constantFrom('x'.repeat(2001), '😀'.repeat(4500), 'é'.repeat(9000), ' '.repeat(3000)),
);

/** Text a valid record may hold: no NUL, no lone surrogate, within `maxLength` UTF-16 units. */
export function storableText(maxLength: number): fc.Arbitrary<string> {
  const clean = (text: string) => text.replaceAll('\u0000', '').replace(/\p{Cs}/gu, '');
  return hostileText.map((text) => clean(clean(text).slice(0, maxLength)));
}

/** Object keys: ordinary ones, the endpoints' own field names, and the prototype-pollution ones. */
const hostileKey = fc.oneof(
  fc.constantFrom('__proto__', 'constructor', 'prototype', 'sessionId', 'messages', 'password', 'role'),
  fc.string({ maxLength: 10 }),
);

/** Any JSON value, nested a few levels, built from hostile text and odd numbers. */
export const hostileValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    hostileText,
    fc.constant(null),
    fc.boolean(),
    fc.integer(),
    fc.double(),
    fc.constantFrom(-0, Number.MAX_SAFE_INTEGER + 2, 1e308, 0.1),
    fc.array(tie('value'), { maxLength: 4 }),
    fc.dictionary(hostileKey, tie('value'), { maxKeys: 4 }),
  ),
})).value;

/** A body with one field of a valid body replaced (or added) with a hostile value. */
export function withHostileField(fields: readonly string[]) {
  return fc.record({ field: fc.constantFrom(...fields, '__proto__', 'extra'), value: hostileValue });
}

const depth = 5_000;

/** JSON texts a parser must refuse or survive: broken syntax, poisoned prototypes, deep nesting. */
export const hostileJsonTexts = [
  '',
  '{',
  '{"a":}',
  'null',
  '"just a string"',
  '[]',
  '12345',
  '{"__proto__":{"polluted":true}}',
  '{"constructor":{"prototype":{"polluted":true}}}',
  '{"sessionId":"x","__proto__":{"isAdmin":true}}',
  `${'['.repeat(depth)}${']'.repeat(depth)}`,
  `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
  '{"a":"\\ud800"}',
  '\u0000',
  `{"text":"${'x'.repeat(50)}"${',"k":1'.repeat(2000)}}`,
];

const tables = [
  'visitors',
  'page_views',
  'chats',
  'consent_records',
  'admin_sessions',
  'job_applications',
  'application_status_history',
] as const;

export type StoredRowCounts = Record<(typeof tables)[number], number>;

/** How many rows each table holds: anything stored changes it. */
export async function storedRowCounts(db: Kysely<Database>): Promise<StoredRowCounts> {
  // One statement, so a property run costs one round trip to the database, not one per table.
  const row = await db
    .selectNoFrom((eb) =>
      tables.map((table) => eb.selectFrom(table).select(eb.fn.countAll().as('rows')).as(table)),
    )
    .executeTakeFirstOrThrow();
  return Object.fromEntries(
    Object.entries(row).map(([name, count]) => [name, Number(count)]),
  ) as StoredRowCounts;
}
