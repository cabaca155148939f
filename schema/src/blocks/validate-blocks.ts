import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { ErrorEntry } from '../errors/coded-error';
import type { Block, BlockImage, CropParams } from './block';
import type { Field, TesseraConfig } from './block-config';
import { codedIssues, propsSchema, slotsOf } from './field-schema';
import { isAnchorName } from './links';

const cropParams = z
  .object({
    x: z.number(),
    y: z.number(),
    width: z.number().positive(),
    height: z.number().positive(),
    rotate: z.number(),
    scaleX: z.number(),
    scaleY: z.number(),
  })
  .strict();

export const blockImageSchema = z
  .object({
    hash: z.string().max(128, 'V_14'),
    fileName: z.string().min(1, 'V_01').max(255, 'V_14'),
    altText: z.string().max(500, 'V_14').default(''),
    fileID: z.number().int().positive(),
    cropParams: cropParams.nullable().default(null),
  })
  .strict();

const blockFileSchema = z
  .object({
    hash: z.string().max(128, 'V_14'),
    fileName: z.string().min(1, 'V_01').max(255, 'V_14'),
    fileID: z.number().int().positive().optional(),
  })
  .strict();

/** The envelope every block shares; the props are checked against the block type's fields. */
const blockShape = z
  .object({
    type: z.string().min(1, 'V_01').max(64, 'V_14'),
    // The key is the block's id in media URLs (block_images_{key}): one path-safe segment.
    key: z.string().max(64, 'V_14').regex(/^[A-Za-z0-9_-]+$/, 'V_12').optional(),
    props: z.record(z.unknown()).default({}),
    anchorPoint: z.string().max(64, 'V_14').default(''),
    __images: z.record(blockImageSchema).default({}),
    __files: z.record(blockFileSchema).default({}),
  })
  .strict();

export const maxBlocks = 200;

/**
 * Validates blocks against their types (SPEC §3, §5): unknown type, required (V_01), malformed
 * (V_12), URL (V_13), length (V_14), HTML (V_15), file slots (V_17), unique keys (V_06) and
 * anchors (V_18). Returns the blocks as they are stored: rich text sanitized, keys filled in.
 * `fields` validates a page type's typeData the same way.
 */
export function validateBlocks(raw: unknown, config: TesseraConfig, options: { requireFilled?: boolean } = {}): { blocks: Block[]; errors: ErrorEntry[] } {
  const property = 'blocks';
  const requireFilled = options.requireFilled ?? true;
  const errors: ErrorEntry[] = [];
  if (!Array.isArray(raw)) return { blocks: [], errors: [{ code: 'V_12', property }] };
  if (raw.length > maxBlocks) return { blocks: [], errors: [{ code: 'V_14', property }] };
  const keys = new Set<string>();
  const anchors = new Set<string>();
  const blocks: Block[] = [];
  raw.forEach((candidate, index) => {
    const path = `${property}.${index}`;
    const shape = blockShape.safeParse(candidate);
    if (!shape.success) {
      errors.push(...codedIssues(shape.error.issues, path));
      return;
    }
    const block = shape.data;
    const type = config.blockTypes.find((t) => t.id === block.type);
    if (!type) {
      errors.push({ code: 'V_12', property: `${path}.type` });
      return;
    }
    const key = block.key || randomUUID();
    if (keys.has(key)) errors.push({ code: 'V_06', property: `${path}.key` });
    keys.add(key);
    if (block.anchorPoint) {
      if (!isAnchorName(block.anchorPoint)) errors.push({ code: 'V_12', property: `${path}.anchorPoint` });
      else if (anchors.has(block.anchorPoint)) errors.push({ code: 'V_18', property: `${path}.anchorPoint` });
      anchors.add(block.anchorPoint);
    }
    const props = propsSchema(type.fields, requireFilled).safeParse(block.props);
    if (!props.success) errors.push(...codedIssues(props.error.issues, `${path}.props`));
    errors.push(...slotErrors(type.fields, block, path, requireFilled));
    blocks.push({ type: block.type, key, props: props.success ? props.data : {}, anchorPoint: block.anchorPoint, __images: block.__images, __files: block.__files });
  });
  return { blocks, errors };
}

/** A required image or file slot left empty is V_17; an entry no field declares is V_12. */
function slotErrors(fields: Field[], block: Pick<Block, 'props' | '__images' | '__files'>, path: string, requireFilled: boolean): ErrorEntry[] {
  const errors: ErrorEntry[] = [];
  const declared = new Set<string>();
  for (const { path: slot, field } of slotsOf(fields, block.props)) {
    declared.add(slot);
    const filled = field.kind === 'image' ? block.__images[slot] : block.__files[slot];
    if (!filled && field.required && requireFilled) errors.push({ code: 'V_17', property: `${path}.props.${slot}` });
  }
  for (const slot of Object.keys(block.__images)) if (!declared.has(slot)) errors.push({ code: 'V_12', property: `${path}.__images.${slot}` });
  for (const slot of Object.keys(block.__files)) if (!declared.has(slot)) errors.push({ code: 'V_12', property: `${path}.__files.${slot}` });
  return errors;
}

/** Validates a page type's own data with the same field rules as block props. */
export function validateTypeData(raw: unknown, fields: Field[] | undefined): { typeData: Record<string, unknown>; errors: ErrorEntry[] } {
  const parsed = propsSchema(fields ?? [], true).safeParse(raw ?? {});
  if (!parsed.success) return { typeData: {}, errors: codedIssues(parsed.error.issues, 'typeData') };
  return { typeData: parsed.data, errors: [] };
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
