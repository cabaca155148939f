import type { EntityManager } from '@mikro-orm/postgresql';
import { CodedError } from '../errors/coded-error';
import { Certificate, Skill, TeamMember } from './site-content.entities';

/** The site-content lists an editor puts in order. */
export type OrderedKind = 'skill' | 'certificate' | 'team-member';
export const orderedKinds = ['skill', 'certificate', 'team-member'] as const satisfies readonly OrderedKind[];

const entities = { skill: Skill, certificate: Certificate, 'team-member': TeamMember } as const;

/**
 * Serialises changes to one list's order until the transaction ends: a reorder and an item added
 * at the end at the same moment must not give two items one place.
 */
export async function lockOrder(em: EntityManager, kind: OrderedKind): Promise<void> {
  await em.execute(`select pg_advisory_xact_lock(hashtext(?))`, [`tessera:site-content-order:${kind}`]);
}

/** The place after the last item of the list (0 for an empty one): a new item goes at the end. */
export async function nextPosition(em: EntityManager, kind: OrderedKind): Promise<number> {
  await lockOrder(em, kind);
  const [row] = await em.execute<{ next: number }[]>(`select coalesce(max(position) + 1, 0)::int as next from ${em.getMetadata(entities[kind]).tableName}`);
  return row.next;
}

/**
 * Gives the items of the list the places 0…n-1 in the order of `ids`, which must name every item of
 * the list (active or not) once: an item added or deleted meanwhile by someone else makes the
 * order the client saw stale, and it is refused (V_12 on `ids`) rather than half applied.
 */
export async function applyOrder(em: EntityManager, kind: OrderedKind, ids: readonly number[]): Promise<void> {
  await lockOrder(em, kind);
  const items: Array<Skill | Certificate | TeamMember> = await em.find(entities[kind], {});
  const byId = new Map(items.map((item) => [item.id, item]));
  if (ids.length !== items.length || new Set(ids).size !== ids.length || ids.some((id) => !byId.has(id))) throw new CodedError('V_12', 'ids');
  ids.forEach((id, position) => {
    const item = byId.get(id)!;
    if (item.position !== position) item.position = position;
  });
}
