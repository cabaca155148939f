import type { Knex } from '@mikro-orm/postgresql';
import { Migration20261205090000_reusable_block_versions as VersionsMigration } from '../db/migrations/Migration20261205090000_reusable_block_versions';
import { openDatabase } from '../db/orm';
import { testDatabaseUrl } from '../test-support/test-database';

/**
 * The upgrade to reusable block versions keeps what an installation had: the published copy is
 * version 1 and stays published, a draft equal to it is the same version, a draft that differs
 * is version 2, a block never published has its draft as version 1; the pages' references to
 * blocks (latest and published versions) are recorded. Run in one transaction rolled back at the
 * end: the schema goes back to before the migration, the old rows are written, the migration
 * runs, and nothing of it stays.
 */
async function statements(migration: VersionsMigration, direction: 'up' | 'down'): Promise<string[]> {
  await migration[direction]();
  const queries = migration.getQueries().map(String);
  migration.reset();
  return queries;
}

it('turns the drafts and published copies of an installation into versions, and records the references of its pages', async () => {
  const orm = await openDatabase(testDatabaseUrl(), 1);
  const migration = new VersionsMigration(orm.em.getDriver(), orm.config);
  const down = await statements(migration, 'down');
  const up = await statements(migration, 'up');
  const knex = orm.em.getConnection().getKnex() as Knex;
  const rolledBack = new Error('rolled back');
  try {
    await knex.transaction(async (trx) => {
      for (const sql of down) await trx.raw(sql);
      const insert = async (name: string, draft: object, published: object | null) =>
        (
          await trx.raw(
            `insert into reusable_block (name, type, draft_props, draft_images, draft_files, published_props, published_images, published_files, published_at, created_at, updated_at)
             values (?, 'quote', ?, '{}', '{}', ?, ?, ?, ?, now(), now()) returning id`,
            [name, JSON.stringify(draft), published && JSON.stringify(published), published && '{}', published && '{}', published && new Date()],
          )
        ).rows[0].id as number;
      const same = await insert('same', { quote: 'Both' }, { quote: 'Both' });
      const changed = await insert('changed', { quote: 'Newer draft' }, { quote: 'Live' });
      const never = await insert('never', { quote: 'Only a draft' }, null);
      const page = (
        await trx.raw(
          `insert into page (locale, slug, type, translation_group, title, created_at, updated_at) values ('en-gb', 'uses-blocks', 'content-page', gen_random_uuid(), 'Uses', now(), now()) returning id`,
        )
      ).rows[0].id as number;
      const version = async (number: number, refs: number[]) =>
        (
          await trx.raw(`insert into page_version (page_id, number, title, blocks, seo_keywords, type_data, created_at) values (?, ?, 'Uses', ?, '[]', '{}', now()) returning id`, [
            page,
            number,
            JSON.stringify(refs.map((ref) => ({ type: 'reusable', key: `r${ref}`, props: { ref } }))),
          ])
        ).rows[0].id as number;
      const live = await version(1, [same]);
      const latest = await version(2, [same, changed]);
      await trx.raw('update page set published_version_id = ?, latest_version_id = ? where id = ?', [live, latest, page]);

      for (const sql of up) await trx.raw(sql);
      const blocks = (
        await trx.raw(`select b.name, l.number as latest, l.props as latest_props, p.number as published, p.props as published_props
                         from reusable_block b join reusable_block_version l on l.id = b.latest_version_id left join reusable_block_version p on p.id = b.published_version_id order by b.id`)
      ).rows;
      expect(blocks).toEqual([
        { name: 'same', latest: 1, latest_props: { quote: 'Both' }, published: 1, published_props: { quote: 'Both' } },
        { name: 'changed', latest: 2, latest_props: { quote: 'Newer draft' }, published: 1, published_props: { quote: 'Live' } },
        { name: 'never', latest: 1, latest_props: { quote: 'Only a draft' }, published: null, published_props: null },
      ]);
      const uses = (await trx.raw('select reusable_block_id as block, published from page_reusable_block_use where page_id = ? order by 1', [page])).rows;
      expect(uses).toEqual([
        { block: same, published: true },
        { block: changed, published: false },
      ]);
      expect(never).toBeGreaterThan(0);
      throw rolledBack;
    });
  } catch (error) {
    if (error !== rolledBack) throw error;
  } finally {
    await orm.close();
  }
});
