import { randomUUID } from 'node:crypto';
import { checkBlocks, checkTypeData, type Block, type BlockImage, type CompileOptions, type CropParams, type Field, type TesseraConfig } from '@tessera/content-model';
import type { ErrorEntry } from '../errors/coded-error';
import { sanitizeRichText } from './rich-text';

/*
 * The server's side of @tessera/content-model: the same checks the editor makes, with what only
 * the server does on store (sanitize rich text, give a new block its key).
 */

/** One options object per mode, so the package compiles each field schema once per mode. */
const stored: CompileOptions = { requireFilled: true, sanitizeRichText };
const placeholders: CompileOptions = { requireFilled: false, sanitizeRichText };

/**
 * Validates blocks against their types (SPEC §3, §5) and returns them as they are stored: rich
 * text sanitized, keys filled in. `requireFilled: false` for a page type's initial blocks.
 */
export function validateBlocks(raw: unknown, config: TesseraConfig, options: { requireFilled?: boolean } = {}): { blocks: Block[]; errors: ErrorEntry[] } {
  const compile = (options.requireFilled ?? true) ? stored : placeholders;
  return checkBlocks(raw, config.blockTypes, { ...compile, newKey: randomUUID });
}

/** Validates a page type's own data with the same field rules as block props. */
export function validateTypeData(raw: unknown, fields: readonly Field[] | undefined): { typeData: Record<string, unknown>; errors: ErrorEntry[] } {
  return checkTypeData(raw, fields, stored);
}

/** Every media file a set of blocks (and an SEO image) refers to, with the crops its image slots show it in. */
export function fileUsesOf(blocks: Block[], seoImage: BlockImage[] | null): Map<number, CropParams[]> {
  const uses = new Map<number, CropParams[]>();
  const use = (fileId: number, crop: CropParams | null) => {
    const crops = uses.get(fileId) ?? [];
    if (crop) crops.push(crop);
    uses.set(fileId, crops);
  };
  for (const block of blocks) {
    for (const image of Object.values(block.__images)) use(image.fileID, image.cropParams);
    for (const file of Object.values(block.__files)) if (file.fileID) use(file.fileID, null);
  }
  for (const image of seoImage ?? []) use(image.fileID, image.cropParams);
  return uses;
}
