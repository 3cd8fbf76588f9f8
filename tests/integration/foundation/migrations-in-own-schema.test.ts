import { describe, expect, it } from 'vitest';
import { createTestDatabase, databaseEngines } from '#tests/support/test-database.js';

// Schemas are PostgreSQL's: without TEST_DATABASE_URL (as on SQLite alone) there is nothing to check.
describe.skipIf(!databaseEngines.includes('postgres'))('the migrator on postgres', () => {
  const engine = 'postgres';
  it('looks only at its own schema, so a schema dropped beside it meanwhile cannot fail its start', async () => {
    const mine = await createTestDatabase(engine);
    const neighbour = await createTestDatabase(engine);
    try {
      const tables = await mine.db.introspection.getTables();
      const schemas = new Set(tables.map((table) => table.schema));
      expect([...schemas]).toHaveLength(1);
      expect(tables.map((table) => table.name)).toContain('visitors');
      expect(await mine.db.introspection.getSchemas()).toEqual([{ name: [...schemas][0] }]);
    } finally {
      await neighbour.dispose();
      await mine.dispose();
    }
  });
});
