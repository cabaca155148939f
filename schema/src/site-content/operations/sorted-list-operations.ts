import { authorize } from '../../auth/authorize';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import type { AnyZodObject } from 'zod';
import { siteContentChanged } from '../site-content.events';
import { changesOf, idInput, listInput } from '../site-content.inputs';
import { nextPosition } from '../site-content.order';
import { getItem, listItems, type SortedItem, type SortedList } from '../sorted-list';

/**
 * The four verbs of a sorted site-content list, made from its description (reorder is one
 * operation for all lists: reorder-site-content.ts). Each is a declared operation with its own
 * name and access, as if written out:
 * - list: active items for everyone; inactive ones too for whoever manages site content;
 * - create: the list's rules, then the item at the end of the list (or at `position`);
 * - update: fields left out stay as they are, null clears an optional one;
 * - delete: the item goes (with what the list's `remove` clears); V_12 (404) when it is gone.
 */
/** The media file an item's image shows, if it has one (certificates, team members). */
const imageFileOf = (item: SortedItem): number[] => {
  const fileID = (item as { image?: { fileID?: unknown } | null }).image?.fileID;
  return typeof fileID === 'number' ? [fileID] : [];
};

export function sortedListOperations<E extends SortedItem, F extends AnyZodObject, View>(list: SortedList<E, F, View>) {
  const presentOne = async (ctx: Parameters<typeof list.present>[0], item: E) => (await list.present(ctx, [item], true))[0];
  const audit = (item: E) => ({ [list.nameProperty]: item[list.nameProperty] });

  const listOperation = defineOperation({
    name: list.names.list,
    access: 'public',
    input: listInput,
    async run(ctx, { includeInactive }) {
      if (includeInactive) authorize(ctx, 'manage-site-content');
      return list.present(ctx, await listItems(ctx, list, includeInactive), includeInactive);
    },
  });

  const create = defineOperation({
    name: list.names.create,
    access: 'manage-site-content',
    input: list.fields,
    async run(ctx, input) {
      const item = await inTransaction(ctx, async (tx) => {
        const { em } = tx;
        await list.check(tx, input, null);
        const created = em.create(list.entity, { ...input, position: input.position ?? (await nextPosition(em, list.kind)) } as never) as E;
        em.persist(created);
        await em.flush();
        recordAudit(tx, { action: `${list.kind}.created`, subject: { type: list.kind, id: created.id }, details: audit(created) });
        siteContentChanged(tx, { kind: list.kind, id: created.id, fileIds: imageFileOf(created) });
        return created;
      });
      return presentOne(ctx, item);
    },
  });

  const update = defineOperation({
    name: list.names.update,
    access: 'manage-site-content',
    input: list.fields.partial().extend({ id: entityId() }),
    async run(ctx, input) {
      const { id } = input as { id: number };
      const changes = changesOf({ ...input, id });
      const item = await inTransaction(ctx, async (tx) => {
        const item = await getItem(tx, list.entity, id);
        await list.check(tx, changes, item);
        // Its image's public use changes only with the image or whether the item is shown.
        const before = imageFileOf(item);
        tx.em.assign(item, changes as never);
        const touchesImage = 'image' in changes || 'active' in changes;
        recordAudit(tx, { action: `${list.kind}.updated`, subject: { type: list.kind, id: item.id }, details: { changed: Object.keys(changes) } });
        siteContentChanged(tx, { kind: list.kind, id: item.id, fileIds: touchesImage ? [...new Set([...before, ...imageFileOf(item)])] : [] });
        return item;
      });
      return presentOne(ctx, item);
    },
  });

  const remove = defineOperation({
    name: list.names.delete,
    access: 'manage-site-content',
    input: idInput,
    async run(ctx, { id }) {
      await inTransaction(ctx, async (tx) => {
        const item = await getItem(tx, list.entity, id);
        if (list.remove) await list.remove(tx, item);
        else tx.em.remove(item);
        recordAudit(tx, { action: `${list.kind}.deleted`, subject: { type: list.kind, id }, details: audit(item) });
        siteContentChanged(tx, { kind: list.kind, id, fileIds: imageFileOf(item) });
      });
      return true;
    },
  });

  return { description: list, list: listOperation, create, update, delete: remove };
}
