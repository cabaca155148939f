import type { EntityManager } from '@mikro-orm/postgresql';

/**
 * Which of many values a column still holds, asked in batches of 500 (a sweep may hold tens of
 * thousands of stored keys): the answer is the subset that some row names.
 */
export async function stillNamed(em: EntityManager, table: string, column: string, values: string[]): Promise<Set<string>> {
  const named = new Set<string>();
  for (let start = 0; start < values.length; start += 500) {
    const batch = values.slice(start, start + 500);
    const rows = await em.execute<Array<Record<string, string>>>(`select distinct ${column} as value from ${table} where ${column} in (${batch.map(() => '?').join(', ')})`, batch);
    for (const row of rows) named.add(row.value);
  }
  return named;
}
