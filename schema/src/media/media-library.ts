import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { recordAudit } from '../audit/record-audit';
import { actingUserId } from '../context';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { Ctx } from '../context';
import { inTransaction, type TxCtx } from '../db/unit-of-work';
import { likePattern } from '../db/like-pattern';
import { CodedError } from '../errors/coded-error';
import { pagesUsingFiles } from '../pages/file-usage';
import { reusableBlocksUsingFiles } from '../reusable-blocks/file-usage';
import { siteContentUsingFiles } from '../site-content/file-usage';
import { MediaDirectory, MediaFile } from './media.entities';

/**
 * SPEC §9: at most 100 MB a file; images are best at most 2560 px a side and 1 MB (a warning, not
 * a refusal). An image has at most `maxImagePixels` (width × height, ML_06 past it): sharp's own
 * default, which every upload was already held to, so every stored image can still be served.
 */
export const mediaLimits = { maxBytes: 100 * 1024 * 1024, recommendedSide: 2560, recommendedImageBytes: 1024 * 1024, maxImagePixels: 16_383 * 16_383 } as const;

/** Where a file's bytes are kept: by content, so the same bytes are stored once. */
export function blobKey(hash: string): string {
  return `media/${hash.slice(0, 2)}/${hash}`;
}

/** Where the renditions (crops, widths, formats) of a file's bytes are kept. */
export function renditionsKey(hash: string): string {
  return `renditions/${hash.slice(0, 2)}/${hash}`;
}

export async function hashFile(path: string): Promise<string> {
  const hash = createHash('sha256');
  for await (const chunk of createReadStream(path)) hash.update(chunk as Buffer);
  return hash.digest('hex');
}

/**
 * The folder's path as stored (names are unique whatever their case, so `/photos` finds
 * `/Photos`), or V_12 on `property` answered as 404. The root always exists.
 */
export async function resolveDirectory(em: EntityManager, path: string, property: string): Promise<string> {
  if (path === '/') return '/';
  const directory = await em.findOne(MediaDirectory, { path: { $ilike: likePattern(path).slice(1, -1) } });
  if (!directory) throw new CodedError('V_12', property, 404);
  return directory.path;
}

export async function requireFile(em: EntityManager, id: number, options: { lock?: boolean; property?: string } = {}): Promise<MediaFile> {
  const file = await em.findOne(MediaFile, { id }, options.lock ? { lockMode: LockMode.PESSIMISTIC_WRITE } : {});
  if (!file) throw new CodedError('V_12', options.property ?? 'id', 404);
  return file;
}

/**
 * Serialises name claims in a folder until the transaction ends: a file and a folder of one name
 * cannot both pass the check (the unique indexes only see files among files, folders among folders).
 */
export async function lockFolder(tx: TxCtx, path: string): Promise<void> {
  await tx.em.execute(`select pg_advisory_xact_lock(hashtext('tessera:media:' || lower(?)))`, [path]);
}

/** Whether a file or folder in `directory` already has this name, whatever its case. */
export async function nameTaken(em: EntityManager, directory: string, name: string, except: { fileId?: number; folderPath?: string } = {}): Promise<boolean> {
  const [row] = await em.execute<{ taken: boolean }[]>(
    `select exists (select 1 from media_file where directory = ? and lower(file_name) = lower(?) and id <> ?)
         or exists (select 1 from media_directory where parent = ? and lower(name) = lower(?) and path <> ?) as taken`,
    [directory, name, except.fileId ?? 0, directory, name, except.folderPath ?? ''],
  );
  return row.taken;
}

/** The files in a folder and every folder below it. */
export function filesWithin(em: EntityManager, path: string): Promise<MediaFile[]> {
  if (path === '/') return em.find(MediaFile, {});
  return em.find(MediaFile, { $or: [{ directory: path }, { directory: { $like: `${likePattern(path).slice(1, -1)}/%` } }] });
}

/**
 * Refuses (ML_04) to remove files that pages, site content or reusable blocks use: their latest
 * or published versions, a certificate's or team member's image, or a reusable block's draft or
 * published copy would point at nothing. The answer's details name them (`pages`, `siteContent`,
 * `reusableBlocks`).
 */
export async function refuseIfUsed(em: EntityManager, files: MediaFile[], property: string): Promise<void> {
  const ids = files.map((file) => file.id);
  const pages = await pagesUsingFiles(em, ids);
  const siteContent = await siteContentUsingFiles(em, ids);
  const reusableBlocks = await reusableBlocksUsingFiles(em, ids);
  if (pages.length === 0 && siteContent.length === 0 && reusableBlocks.length === 0) return;
  throw new CodedError('ML_04', property).withDetails({
    pages: pages.map((use) => ({ fileID: use.fileId, ...use.page })),
    siteContent,
    reusableBlocks,
  });
}

/**
 * Held until the transaction ends: putting bytes in place together with the row that uses them
 * (an upload) and deleting bytes no row uses (a delete, a refused upload) take turns per content
 * hash. Without it an upload finding its bytes already stored could commit its row just after a
 * delete of the last other file with those bytes had found them unused and removed them.
 */
export async function lockBlob(tx: TxCtx, hash: string): Promise<void> {
  await tx.em.execute(`select pg_advisory_xact_lock(hashtext('tessera:blob:' || ?))`, [hash]);
}

/** After a commit: deletes the bytes of hashes no file row points at any more. */
export async function forgetUnusedBlobs(ctx: Ctx, hashes: string[]): Promise<void> {
  for (const hash of new Set(hashes)) {
    await inTransaction(ctx, async (tx) => {
      await lockBlob(tx, hash);
      const [row] = await tx.em.execute<{ used: boolean }[]>('select exists (select 1 from media_file where hash = ?) as used', [hash]);
      if (row.used) return;
      await ctx.services.storage.delete(blobKey(hash));
      await ctx.services.storage.deleteUnder(renditionsKey(hash));
    });
  }
}

export function mediaChanged(tx: TxCtx, payload: { action: string; fileIds?: number[]; paths?: string[] }): void {
  tx.emit('media.changed', payload);
}

/**
 * Adds a file row to a folder inside the unit of work: the folder's name lock, ML_03 on
 * `property` when the name is taken (also when a racing insert wins the unique index), the audit
 * row and the `media.changed` event.
 */
export async function addToFolder(
  tx: TxCtx,
  fields: Pick<MediaFile, 'directory' | 'fileName' | 'kind' | 'contentType' | 'hash'> & Partial<Pick<MediaFile, 'size' | 'width' | 'height' | 'video'>>,
  audit: { action: string; details: Record<string, unknown> },
  property: string,
): Promise<MediaFile> {
  await lockFolder(tx, fields.directory);
  if (await nameTaken(tx.em, fields.directory, fields.fileName)) throw new CodedError('ML_03', property);
  const created = tx.em.create(MediaFile, { ...fields, createdBy: actingUserId(tx.viewer) });
  tx.em.persist(created);
  try {
    await tx.em.flush();
  } catch (error) {
    throw error instanceof UniqueConstraintViolationException ? new CodedError('ML_03', property) : error;
  }
  recordAudit(tx, { action: audit.action, subject: { type: 'media-file', id: created.id }, details: { path: fields.directory, fileName: fields.fileName, ...audit.details } });
  mediaChanged(tx, { action: 'file-added', fileIds: [created.id], paths: [fields.directory] });
  return created;
}
