/**
 * The assistant's hand-written tables, counted (issue 48: "the hand-written tables shrink"): every
 * top-level constant under src/server/services/chat (tests aside) that lists words, phrases or
 * patterns, with how many entries it holds, and the JSON word lists beside the code. An entry is
 * a string literal or one alternative of a regular expression (its `|` count plus one), wherever
 * it stands in the constant's value, so a table counts the same whether it is an array, a Set, a
 * Map, a record of lists or one long pattern. Informational: it prints, and writes no results file.
 *
 * Run: npx tsx bench/chat-tables.ts   (BENCH_TABLES_MIN, default 5: the smallest table listed)
 */
import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

const chatDirectory = path.resolve('src/server/services/chat');
const smallest = Number(process.env.BENCH_TABLES_MIN ?? 5);

/** Every file below `directory`, by path. */
function filesBelow(directory: string): string[] {
  return fs.readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(directory, entry.name);
    return entry.isDirectory() ? filesBelow(full) : [full];
  });
}

/** A regular expression's alternatives: its `|`s, unescaped, plus one. */
function alternativesOf(pattern: string): number {
  return pattern.replace(/\\./g, '').split('|').length;
}

/** The entries of a constant's value: its string literals and its patterns' alternatives. */
function entriesOf(node: ts.Node): number {
  if (ts.isRegularExpressionLiteral(node)) return alternativesOf(node.text);
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return 1;
  let count = 0;
  node.forEachChild((child) => {
    count += entriesOf(child);
  });
  return count;
}

/** A JSON table's entries: every string in it (a word, or a word's meaning by its key) but its "about" note. */
function jsonEntriesOf(value: unknown): number {
  if (typeof value === 'string') return 1;
  if (Array.isArray(value)) return value.reduce<number>((sum, item) => sum + jsonEntriesOf(item), 0);
  if (value && typeof value === 'object') {
    return Object.entries(value)
      .filter(([key]) => key !== 'about')
      .reduce((sum, [, item]) => sum + jsonEntriesOf(item), 0);
  }
  return 0;
}

type Table = { file: string; name: string; entries: number };

function tablesOf(file: string): Table[] {
  const relative = path.relative(process.cwd(), file);
  if (file.endsWith('.json')) {
    return [
      { file: relative, name: '(JSON)', entries: jsonEntriesOf(JSON.parse(fs.readFileSync(file, 'utf8'))) },
    ];
  }
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest, true);
  return source.statements.filter(ts.isVariableStatement).flatMap((statement) =>
    statement.declarationList.declarations.flatMap((declaration) =>
      declaration.initializer
        ? [
            {
              file: relative,
              name: declaration.name.getText(source),
              entries: entriesOf(declaration.initializer),
            },
          ]
        : [],
    ),
  );
}

const tables = filesBelow(chatDirectory)
  .filter((file) => /\.(ts|json)$/.test(file) && !/\.test\.ts$/.test(file))
  .flatMap(tablesOf)
  .filter((table) => table.entries >= smallest)
  .sort((a, b) => a.file.localeCompare(b.file) || b.entries - a.entries);

const width = Math.max(...tables.map((table) => `${table.file} ${table.name}`.length));
for (const table of tables) console.log(`${`${table.file} ${table.name}`.padEnd(width)}  ${table.entries}`);
const total = tables.reduce((sum, table) => sum + table.entries, 0);
console.log(`${tables.length} tables of ${smallest} or more entries, ${total} entries in all`);
