import { reusableBlockType } from '@tessera/content-model';
import type { ErrorEntry } from '../errors/coded-error';

/*
 * The ids inside exported content: block image and file slots and SEO images name media files,
 * `reusable` blocks name reusable blocks. Internal links name slugs, which an import keeps, so
 * they need no rewriting. An id the import has not mapped is refused (V_12 on its property):
 * left as it is, it could name an unrelated record of this installation.
 */

export interface ReferencedIds {
  media: Set<number>;
  reusable: Set<number>;
}

export interface IdMaps {
  media: Map<number, number>;
  reusable: Map<number, number>;
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function slotsOf(value: unknown): Array<[string, Record<string, unknown>]> {
  return isRecord(value) ? Object.entries(value).filter((entry): entry is [string, Record<string, unknown>] => isRecord(entry[1])) : [];
}

/** The media and reusable block ids that blocks, an SEO image or a reusable block's slots name. */
export function referencedIds(parts: { blocks?: unknown[]; seoImage?: unknown[] | null; images?: unknown; files?: unknown }): ReferencedIds {
  const found: ReferencedIds = { media: new Set(), reusable: new Set() };
  const slot = (value: Record<string, unknown>) => {
    if (typeof value.fileID === 'number') found.media.add(value.fileID);
  };
  for (const block of parts.blocks ?? []) {
    if (!isRecord(block)) continue;
    for (const [, image] of slotsOf(block.__images)) slot(image);
    for (const [, file] of slotsOf(block.__files)) slot(file);
    if (block.type === reusableBlockType && isRecord(block.props) && typeof block.props.ref === 'number') found.reusable.add(block.props.ref);
  }
  for (const image of parts.seoImage ?? []) if (isRecord(image)) slot(image);
  for (const [, image] of slotsOf(parts.images)) slot(image);
  for (const [, file] of slotsOf(parts.files)) slot(file);
  return found;
}

function mapSlots(value: unknown, maps: IdMaps, property: string, errors: ErrorEntry[]): unknown {
  if (!isRecord(value)) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, inner]) => {
      if (!isRecord(inner) || typeof inner.fileID !== 'number') return [name, inner];
      const local = maps.media.get(inner.fileID);
      if (local === undefined) errors.push({ code: 'V_12', property: `${property}.${name}.fileID` });
      return [name, { ...inner, fileID: local ?? inner.fileID }];
    }),
  );
}

/** Blocks with every media and reusable block id replaced by this installation's. */
export function mapBlocks(blocks: unknown[], maps: IdMaps, errors: ErrorEntry[], property = 'blocks'): unknown[] {
  return blocks.map((block, index) => {
    if (!isRecord(block)) return block;
    const at = `${property}.${index}`;
    const mapped: Record<string, unknown> = { ...block, __images: mapSlots(block.__images, maps, `${at}.__images`, errors), __files: mapSlots(block.__files, maps, `${at}.__files`, errors) };
    if (block.type === reusableBlockType && isRecord(block.props) && typeof block.props.ref === 'number') {
      const local = maps.reusable.get(block.props.ref);
      if (local === undefined) errors.push({ code: 'V_12', property: `${at}.props.ref` });
      mapped.props = { ...block.props, ref: local ?? block.props.ref };
    }
    return mapped;
  });
}

/** An SEO image list with its file ids replaced. */
export function mapSeoImage(seoImage: unknown[] | null, maps: IdMaps, errors: ErrorEntry[]): unknown[] | null {
  if (seoImage === null) return null;
  return seoImage.map((image, index) => {
    if (!isRecord(image) || typeof image.fileID !== 'number') return image;
    const local = maps.media.get(image.fileID);
    if (local === undefined) errors.push({ code: 'V_12', property: `seoImage.${index}.fileID` });
    return { ...image, fileID: local ?? image.fileID };
  });
}

/** A reusable block's image or file slots with their file ids replaced. */
export function mapReusableSlots(slots: Record<string, unknown>, maps: IdMaps, errors: ErrorEntry[], property: string): Record<string, unknown> {
  return mapSlots(slots, maps, property, errors) as Record<string, unknown>;
}
