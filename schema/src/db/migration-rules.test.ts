import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { MigrationObject } from '@mikro-orm/core';
import { Migration } from '@mikro-orm/migrations';
import { expandRuleBreaks, isContract, upStatements } from './migration-rules';
import { migrationNames } from './migrations';

/*
 * The expand/contract rule (migration-rules.ts; docs/deployment.md, "Upgrading without
 * downtime"): during a rolling upgrade the previous release serves on the schema the new release
 * migrated, so a migration's `up` only expands it, unless it is a contract step (a static
 * `contract` naming the release that stopped using what it removes), shipped one release later.
 */

/**
 * Migrations that broke the rule before it existed, when every upgrade stopped the site. Never
 * add to this list: write an expand migration now and a contract migration a release later.
 */
const grandfathered: Record<string, string> = {
  Migration20261124090000_search_partitions: 'replaced search_document by a partitioned table (renamed, copied, dropped)',
  Migration20261205090000_reusable_block_versions: "moved reusable blocks' draft and published content into versions and dropped the columns",
};

const classOf = (name: string): MigrationObject['class'] => {
  // eslint-disable-next-line @typescript-eslint/no-require-imports
  return (require(`./migrations/${name}`) as Record<string, MigrationObject['class']>)[name];
};

describe('the expand/contract rule of migrations', () => {
  it('every migration file of the folder is listed in migrations/index.ts, in order', () => {
    const files = readdirSync(join(__dirname, 'migrations'))
      .filter((file) => /^Migration\d+_\w+\.ts$/.test(file))
      .map((file) => file.replace(/\.ts$/, ''));
    expect([...migrationNames].sort()).toEqual(files.sort());
    expect([...migrationNames]).toEqual([...migrationNames].sort());
  });

  it.each([...migrationNames])('%s only expands the schema, or is a contract step', async (name) => {
    const migration = classOf(name);
    const breaks = expandRuleBreaks(await upStatements(migration));
    if (name in grandfathered || isContract(migration)) return;
    expect(breaks.map((found) => `${found.rule}: ${found.statement}`)).toEqual([]);
  });

  it('the grandfathered list names existing migrations that still break the rule', async () => {
    for (const name of Object.keys(grandfathered)) {
      expect(migrationNames).toContain(name);
      expect(expandRuleBreaks(await upStatements(classOf(name))).length).toBeGreaterThan(0);
    }
  });

  it('finds what the previous release could not live with', () => {
    const rules = (sql: string) => expandRuleBreaks([sql]).map((found) => found.rule);
    expect(rules('drop table "old_thing" cascade;')).toEqual(['drops a table']);
    expect(rules('alter table "page" drop column "legacy";')).toEqual(['drops a column']);
    expect(rules('alter table "page" add column "a" int null, drop "b";')).toEqual(['drops a column']);
    expect(rules('alter table "page" rename column "title" to "heading";')).toEqual(['renames a table or column']);
    expect(rules('alter table "page" rename to "pages";')).toEqual(['renames a table or column']);
    expect(rules('alter table "page" add column "rank" int not null;')).toEqual(['adds a NOT NULL column without a default']);
    expect(rules('alter table "page" add "rank" int not null;')).toEqual(['adds a NOT NULL column without a default']);
    expect(rules('alter table "page" alter column "rank" set not null;')).toEqual(['makes a column NOT NULL']);
    expect(rules('alter table "page" alter column "rank" type bigint;')).toEqual(["changes a column's type"]);
  });

  it('lets expansions through', () => {
    expect(
      expandRuleBreaks([
        'create table "thing" ("id" serial primary key, "name" text not null);',
        'alter table "page" add column "note" text null, add column "rank" int not null default 0;',
        'alter table "page" add constraint "page_rank_check" check ("rank" >= 0);',
        'alter table "page" alter column "note" drop not null, alter column "rank" drop default;',
        'alter table "search_document" rename constraint "a" to "b";',
        'alter table "page" drop constraint "page_old_check";',
        'create index "page_note_index" on "page" ("note");',
        '-- drop table "page" (a comment)\nselect 1;',
      ]),
    ).toEqual([]);
  });

  it('a contract step names the release that stopped using what it removes', async () => {
    class Migration29990101000000_contract extends Migration {
      static readonly contract = 'the code stopped reading page.legacy in the release after 2026-12';
      override async up(): Promise<void> {
        this.addSql('alter table "page" drop column "legacy";');
      }
    }
    class Migration29990101000001_unmarked extends Migration {
      static readonly contract = '';
      override async up(): Promise<void> {
        this.addSql('alter table "page" drop column "legacy";');
      }
    }
    expect(isContract(Migration29990101000000_contract)).toBe(true);
    expect(isContract(Migration29990101000001_unmarked)).toBe(false);
    expect(expandRuleBreaks(await upStatements(Migration29990101000000_contract))).toHaveLength(1);
  });
});
