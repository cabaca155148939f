import type { EntityManager } from '@mikro-orm/postgresql';
import { randomBytes } from 'node:crypto';

/**
 * The key that signs CSRF tokens. Made once per database and shared by every instance on it, so
 * two gateways behind a load balancer accept each other's tokens.
 */
export async function installationSecret(em: EntityManager): Promise<string> {
  await em.execute(`insert into system_secret (name, value) values ('csrf', ?) on conflict (name) do nothing`, [randomBytes(32).toString('base64url')]);
  const rows = await em.execute<{ value: string }[]>(`select value from system_secret where name = 'csrf'`);
  return rows[0].value;
}
