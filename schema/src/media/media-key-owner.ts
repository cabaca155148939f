import type { EntityManager } from '@mikro-orm/postgresql';
import type { Ctx } from '../context';
import { inTransaction } from '../db/unit-of-work';
import { stillNamed } from '../db/still-named';
import type { StorageKeyOwner } from '../storage/key-owner';
import { blobKey, lockBlob, renditionsKey } from './media-library';

const blobKeyPattern = /^media\/[0-9a-f]{2}\/([0-9a-f]{64})$/;

/**
 * The media library's part of the storage: original bytes under `media/` by content hash, their
 * renditions under `renditions/` (made of the bytes, so swept with them). The record names the
 * bytes' key; a delete of a file records it too, in its transaction, so bytes left by a process
 * killed before it removed them, and renditions made while the last file was being deleted, go.
 */
export const mediaKeyOwner: StorageKeyOwner = {
  folder: 'media',

  async anyInUse(em: EntityManager): Promise<boolean> {
    const [row] = await em.execute<{ used: boolean }[]>('select exists (select 1 from media_file) as used');
    return row.used;
  },

  async inUse(em: EntityManager, keys: string[]): Promise<Set<string>> {
    const hashes = keys.map((key) => blobKeyPattern.exec(key)?.[1]).filter((hash): hash is string => !!hash);
    const named = await stillNamed(em, 'media_file', 'hash', hashes);
    return new Set([...named].map(blobKey));
  },

  /** Under the hash's lock, as a delete: an upload holds it from placing the bytes to committing its row. */
  async forget(ctx: Ctx, recorded, { notAfter, dryRun }): Promise<string[]> {
    const hash = blobKeyPattern.exec(recorded.key)?.[1];
    if (!hash) return [];
    return inTransaction(ctx, async (tx) => {
      await lockBlob(tx, hash);
      const [row] = await tx.em.execute<{ used: boolean }[]>('select exists (select 1 from media_file where hash = ?) as used', [hash]);
      if (row.used) return [];
      const storage = ctx.services.storage;
      const stray: string[] = [];
      const written = await storage.lastWritten(blobKey(hash));
      if (written !== null && written <= notAfter) stray.push(blobKey(hash));
      for await (const { key, modifiedAt } of storage.list(renditionsKey(hash))) if (modifiedAt <= notAfter) stray.push(key);
      if (!dryRun) for (const key of stray) await storage.delete(key);
      return stray;
    });
  },
};
