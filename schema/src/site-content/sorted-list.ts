import type { EntityClass } from '@mikro-orm/core';
import type { z, AnyZodObject } from 'zod';
import type { Ctx } from '../context';
import type { TxCtx } from '../db/unit-of-work';
import { CodedError } from '../errors/coded-error';
import type { OrderedKind } from './site-content.order';

/** What every item of a sorted list has (site-content.entities.ts, ListedItem). */
export interface SortedItem {
  id: number;
  active: boolean;
  position: number;
}

/**
 * One of the site's sorted lists (skills, certificates, team members), described once: the
 * generic operations (operations/sorted-list-operations.ts), the REST routes and the resolver
 * are made from it, so the lists differ only in what is written here.
 */
export interface SortedList<E extends SortedItem, F extends AnyZodObject, View> {
  /** The list's kind: its audit actions (`skill.created`), its events, its order lock. */
  kind: OrderedKind;
  /** The operations' names, which are also the GraphQL fields' (`listSkills` answers `skills`). */
  names: { list: string; create: string; update: string; delete: string };
  /** REST: `/site-content/<path>`, the created or updated item answered under `<restName>`. */
  path: string;
  restName: string;
  entity: EntityClass<E>;
  /** The fields of a create; an update takes them all optional. */
  fields: F;
  /** The property that names an item: in the audit details, and the list's order after the position. */
  nameProperty: keyof E & string;
  /** The rules a create or an update checks in its transaction, on what it sets (V_06, V_12). */
  check(tx: TxCtx, changes: Partial<z.output<F>>, existing: E | null): Promise<void>;
  /** The items as both transports answer them; visitors (`includeInactive` false) may see less. */
  present(ctx: Ctx, items: E[], includeInactive: boolean): Promise<View[]>;
  /** Deletes the item (the row by default). */
  remove?(tx: TxCtx, item: E): Promise<void>;
}

/** The item, or V_12 on `id` answered as 404. */
export async function getItem<E extends SortedItem>(ctx: Ctx, entity: EntityClass<E>, id: number): Promise<E> {
  const item = await ctx.em.findOne(entity, { id } as never);
  if (!item) throw new CodedError('V_12', 'id', 404);
  return item as E;
}

/** The list in the site's order (then by name, then by id); only the active items unless asked. */
export function listItems<E extends SortedItem>(ctx: Ctx, list: { entity: EntityClass<E>; nameProperty: string }, includeInactive: boolean): Promise<E[]> {
  return ctx.em.find(list.entity, (includeInactive ? {} : { active: true }) as never, { orderBy: { position: 'asc', [list.nameProperty]: 'asc', id: 'asc' } as never }) as Promise<E[]>;
}
