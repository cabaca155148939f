import { createHash } from 'node:crypto';
import type sharp from 'sharp';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Ctx } from '../context';
import { stillNamed } from '../db/still-named';
import { CodedError } from '../errors/coded-error';
import type { ImageLine } from '../context';
import { openImage } from '../media/image-work';
import type { StorageKeyOwner } from '../storage/key-owner';
import { profileImageLimits } from '@tessera/content-model';

/** SPEC §5 and §9: JPEG or PNG, at most 2 MB and 1024×1024 pixels. */
export { profileImageLimits };

function sniff(bytes: Buffer): 'jpeg' | 'png' | null {
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  return null;
}

export interface CheckedImage {
  bytes: Buffer;
  extension: 'jpg' | 'png';
  contentType: 'image/jpeg' | 'image/png';
  hash: string;
}

/**
 * Checks an upload by its content, never its name: size (UM_05), format by magic bytes
 * (UM_06), a full decode (UM_07), dimensions (UM_08), in the line of image work. What is stored
 * is a re-encoding, so metadata (EXIF with GPS) and anything hidden after the image data are dropped.
 */
export async function checkProfileImage(work: ImageLine, bytes: Buffer): Promise<CheckedImage> {
  if (bytes.length > profileImageLimits.maxBytes) throw new CodedError('UM_05', 'profileImage');
  const format = sniff(bytes);
  if (!format) throw new CodedError('UM_06', 'profileImage');
  const encoded = await work.run(async () => {
    let metadata: sharp.Metadata;
    try {
      metadata = await openImage(bytes, { limitInputPixels: false }).metadata();
    } catch {
      throw new CodedError('UM_07', 'profileImage');
    }
    if (!metadata.width || !metadata.height) throw new CodedError('UM_07', 'profileImage');
    if (metadata.width > profileImageLimits.maxSide || metadata.height > profileImageLimits.maxSide) {
      throw new CodedError('UM_08', 'profileImage');
    }
    try {
      const pipeline = openImage(bytes).autoOrient();
      return await (format === 'jpeg' ? pipeline.jpeg({ quality: 88 }) : pipeline.png()).toBuffer();
    } catch {
      throw new CodedError('UM_07', 'profileImage');
    }
  });
  return {
    bytes: encoded,
    extension: format === 'jpeg' ? 'jpg' : 'png',
    contentType: format === 'jpeg' ? 'image/jpeg' : 'image/png',
    hash: createHash('sha256').update(encoded).digest('hex').slice(0, 16),
  };
}

/**
 * The users' part of the storage: profile images under `users/<id>/`. The record names each
 * image before it is stored, and the one it replaces (or that is removed) in the transaction that
 * stops using it, so an image a killed process stored without pointing a user at it, or did not
 * get to delete, goes with the sweep.
 */
export const profileImageKeyOwner: StorageKeyOwner = {
  folder: 'users',

  async anyInUse(em: EntityManager): Promise<boolean> {
    const [row] = await em.execute<{ used: boolean }[]>('select exists (select 1 from tessera_user where image_key is not null) as used');
    return row.used;
  },

  inUse(em: EntityManager, keys: string[]): Promise<Set<string>> {
    return stillNamed(em, 'tessera_user', 'image_key', keys);
  },

  /**
   * No lock: an image key names its user and its bytes, and the same image stored again records
   * (and writes) it anew, so it is not written within the window of this record.
   */
  async forget(ctx: Ctx, recorded, { notAfter, dryRun }): Promise<string[]> {
    if ((await stillNamed(ctx.em, 'tessera_user', 'image_key', [recorded.key])).size > 0) return [];
    const written = await ctx.services.storage.lastWritten(recorded.key);
    if (written === null || written > notAfter) return [];
    if (!dryRun) await ctx.services.storage.delete(recorded.key);
    return [recorded.key];
  },
};
