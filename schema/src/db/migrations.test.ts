import { openDatabase } from './orm';

describe('migrations', () => {
  it('build exactly the schema the entities describe (run `npm run migration:create` after changing an entity)', async () => {
    const orm = await openDatabase(process.env.TESSERA_TEST_DATABASE_URL!, 1);
    try {
      const drift = await orm.getSchemaGenerator().getUpdateSchemaSQL({ wrap: false, safe: false, dropTables: true });
      expect(drift.trim()).toBe('');
    } finally {
      await orm.close();
    }
  });
});
