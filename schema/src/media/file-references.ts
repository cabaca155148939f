import type { TxCtx } from '../db/unit-of-work';
import type { Block, BlockImage } from '@tessera/content-model';
import type { ErrorEntry } from '../errors/coded-error';
import type { MediaKind } from './media.entities';

/**
 * What the pages and site-content features ask of the media library before they store a
 * reference to a file: does every image and file slot point at a file of the library, with that
 * file's bytes (hash), and of a kind the slot can show (an image slot takes images and GIFs, a
 * file slot anything with bytes, as the admin's picker offers)? Every problem is answered at
 * once, on the slot's property.
 *
 * The files found are locked FOR SHARE until the caller's transaction ends: a delete (which
 * locks the file for update and then refuses while a usage row names it) either ends first, and
 * the store sees the file gone, or waits for the store, and then sees its usage.
 */

/** A slot that points at a library file: an image slot or a file slot. */
interface MediaSlot {
  property: string;
  fileID: number | undefined;
  hash: string;
  image: boolean;
}

/** The slots of a version's blocks and its SEO image. */
export function checkMediaReferences(tx: TxCtx, blocks: Block[], seoImage: BlockImage[] | null): Promise<ErrorEntry[]> {
  const slots: MediaSlot[] = [];
  blocks.forEach((block, index) => {
    for (const [slot, image] of Object.entries(block.__images)) slots.push({ property: `blocks.${index}.__images.${slot}`, fileID: image.fileID, hash: image.hash, image: true });
    for (const [slot, file] of Object.entries(block.__files)) slots.push({ property: `blocks.${index}.__files.${slot}`, fileID: file.fileID, hash: file.hash, image: false });
  });
  (seoImage ?? []).forEach((image, index) => slots.push({ property: `seoImage.${index}`, fileID: image.fileID, hash: image.hash, image: true }));
  return checkSlots(tx, slots);
}

/** One image outside pages (a certificate's, a team member's); none is fine. */
export function checkImageReference(tx: TxCtx, image: BlockImage | null | undefined, property: string): Promise<ErrorEntry[]> {
  return checkSlots(tx, image ? [{ property, fileID: image.fileID, hash: image.hash, image: true }] : []);
}

async function checkSlots(tx: TxCtx, slots: MediaSlot[]): Promise<ErrorEntry[]> {
  if (slots.length === 0) return [];

  const ids = [...new Set(slots.flatMap((slot) => (slot.fileID ? [slot.fileID] : [])))];
  const hashes = [...new Set(slots.filter((slot) => !slot.fileID).map((slot) => slot.hash))];
  const byId = new Map<number, { hash: string; kind: MediaKind }>();
  if (ids.length > 0) {
    const rows = await tx.em.execute<Array<{ id: number; hash: string; kind: MediaKind }>>(
      `select id, hash, kind from media_file where id in (${ids.map(() => '?').join(', ')}) order by id for share`,
      ids,
    );
    for (const row of rows) byId.set(row.id, { hash: row.hash, kind: row.kind });
  }
  const knownHashes = new Set<string>();
  if (hashes.length > 0) {
    const rows = await tx.em.execute<Array<{ hash: string }>>(`select distinct hash from media_file where hash in (${hashes.map(() => '?').join(', ')}) and kind <> 'video'`, hashes);
    for (const row of rows) knownHashes.add(row.hash);
  }

  const errors: ErrorEntry[] = [];
  for (const slot of slots) {
    if (!slot.fileID) {
      // A file slot without the library's id (SPEC §3 names hash and file name): its bytes must be there.
      if (!knownHashes.has(slot.hash)) errors.push({ code: 'V_12', property: `${slot.property}.hash` });
      continue;
    }
    const file = byId.get(slot.fileID);
    const fits = file && (slot.image ? file.kind === 'image' || file.kind === 'gif' : file.kind !== 'video');
    if (!file || !fits) errors.push({ code: 'V_12', property: `${slot.property}.fileID` });
    else if (file.hash !== slot.hash) errors.push({ code: 'V_12', property: `${slot.property}.hash` });
  }
  return errors;
}
