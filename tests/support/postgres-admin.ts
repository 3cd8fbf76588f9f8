import pg from 'pg';

/**
 * Statements that tests and benchmarks run on a PostgreSQL server around the server under test
 * (create or drop the schema or database it works in, count what it stored), each over a
 * connection of its own and never through the server's own database code.
 */

/** Runs one statement on the PostgreSQL server at `url`. */
export async function runAdminQuery(url: string, statement: string): Promise<void> {
  await readAdminQuery(url, statement);
}

/** Runs one statement on the PostgreSQL server at `url` and gives its rows. */
export async function readAdminQuery(url: string, statement: string): Promise<Record<string, unknown>[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(statement)).rows;
  } finally {
    await client.end();
  }
}
