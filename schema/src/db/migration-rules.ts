import type { MigrationObject } from '@mikro-orm/core';

/**
 * The expand/contract rule of migrations (docs/deployment.md, "Upgrading without downtime").
 * During a rolling upgrade the previous release keeps serving on the database the new release
 * migrated, so a migration's `up` may only *expand* the schema: add tables, nullable columns or
 * columns with a default, indexes. What the previous release still reads or writes must stay:
 * no dropped or renamed table or column, no column that its inserts would leave NULL, no type
 * change under its feet.
 *
 * A *contract* step (the drop of what the code stopped using) is a migration of its own, marked
 * with a static `contract` saying since which release the code no longer uses what it removes;
 * it ships at least one release after that one, when no gateway that uses it can still run.
 */
export interface ContractMigration {
  /** Which release stopped using what this migration removes (it ships one release later). */
  readonly contract?: unknown;
}

export interface RuleBreak {
  statement: string;
  rule: string;
}

/** The SQL a migration's `up` runs, without a database: what it adds and what it executes at once. */
export async function upStatements(migration: MigrationObject['class']): Promise<string[]> {
  const ran: string[] = [];
  const driver = { execute: async (sql: unknown) => (ran.push(String(sql)), []) };
  const instance = new (migration as unknown as new (driver: unknown, config: unknown) => { up(): Promise<void>; getQueries(): unknown[] })(driver, {});
  await instance.up();
  return [...ran, ...instance.getQueries().map(String)];
}

/** Splits SQL into statements and an `alter table` into its clauses (`add column …, drop …`). */
function clausesOf(sql: string): string[] {
  return sql
    .replace(/--[^\n]*/g, ' ')
    .split(';')
    .map((statement) => statement.replace(/\s+/g, ' ').trim())
    .filter(Boolean)
    .flatMap((statement) => {
      const table = /^alter table (?:if exists )?(?:only )?("[^"]+"|\S+) /i.exec(statement);
      if (!table) return [statement];
      const rest = statement.slice(table[0].length);
      return rest.split(/,\s*(?=(?:add|drop|alter|rename|set|validate)\b)/i).map((clause) => `alter table ${table[1]} ${clause.trim()}`);
    });
}

const checks: Array<{ rule: string; breaks: (clause: string) => boolean }> = [
  { rule: 'drops a table', breaks: (c) => /^drop table\b/i.test(c) },
  { rule: 'drops a column', breaks: (c) => /^alter table \S+ drop (?:column\b|(?!constraint|default|not null|identity|expression)"?\w)/i.test(c) },
  { rule: 'renames a table or column', breaks: (c) => /^alter table \S+ rename (?!constraint\b)/i.test(c) },
  {
    rule: 'adds a NOT NULL column without a default',
    breaks: (c) => /^alter table \S+ add (?!constraint|primary|unique|foreign|check|exclude)/i.test(c) && /\bnot null\b/i.test(c) && !/\b(?:default|generated)\b/i.test(c),
  },
  { rule: 'makes a column NOT NULL', breaks: (c) => /^alter table \S+ alter (?:column )?\S+ set not null/i.test(c) },
  { rule: "changes a column's type", breaks: (c) => /^alter table \S+ alter (?:column )?\S+ (?:set data )?type\b/i.test(c) },
];

/** The statements of `sql` that break the expand rule, each with the rule it breaks. */
export function expandRuleBreaks(sql: readonly string[]): RuleBreak[] {
  return sql.flatMap(clausesOf).flatMap((clause) => checks.filter((check) => check.breaks(clause)).map((check) => ({ statement: clause, rule: check.rule })));
}

/** Whether the migration is marked as a contract step, with the release that stopped using what it removes. */
export function isContract(migration: MigrationObject['class']): boolean {
  const contract = (migration as ContractMigration).contract;
  return typeof contract === 'string' && contract.trim().length > 0;
}
