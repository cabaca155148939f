import { randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { ErrorEntry } from '../errors/coded-error';
import type { Block, BlockFile, BlockImage } from './block';
import { linkTypes } from './block';
import type { Field, TesseraConfig } from './block-config';
import { isAnchorName, isEmail, isHttpUrl, isValidLink, videoOf } from './links';
import { isWellFormedHtml, sanitizeRichText, textOf } from './rich-text';

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

interface Walk {
  errors: ErrorEntry[];
  /** False for a page type's initial blocks: placeholders the editor fills in before storing. */
  requireFilled: boolean;
  images: Record<string, BlockImage>;
  files: Record<string, BlockFile>;
  /** Slots that fields declare, so stray entries in __images/__files are refused. */
  slots: Set<string>;
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || value === '';
}

/** Checks one value against its field; returns the value to store (rich text sanitized). */
function checkField(field: Field, value: unknown, path: string, propPath: string, walk: Walk): unknown {
  const fail = (code: ErrorEntry['code']) => {
    walk.errors.push({ code, property: path });
    return value;
  };
  if (field.kind === 'image' || field.kind === 'file') {
    walk.slots.add(propPath);
    const slot = field.kind === 'image' ? walk.images[propPath] : walk.files[propPath];
    if (!slot && field.required && walk.requireFilled) fail('V_17');
    return undefined;
  }
  if (isBlank(value) || (Array.isArray(value) && value.length === 0 && field.kind === 'list' && !field.minItems)) {
    if (walk.requireFilled && (field.required || (field.kind === 'list' && (field.minItems ?? 0) > 0))) return fail('V_01');
    return field.kind === 'list' ? [] : undefined;
  }
  switch (field.kind) {
    case 'text': {
      if (typeof value !== 'string') return fail('V_12');
      if (field.maxLength && value.length > field.maxLength) return fail('V_14');
      if (field.format === 'url' && !isHttpUrl(value)) return fail('V_13');
      if (field.format === 'video' && !videoOf(value)) return fail('V_13');
      if (field.format === 'email' && !isEmail(value)) return fail('V_02');
      return value;
    }
    case 'richText': {
      if (typeof value !== 'string') return fail('V_12');
      if (!isWellFormedHtml(value)) return fail('V_15');
      const clean = sanitizeRichText(value);
      const text = textOf(clean);
      if (field.required && walk.requireFilled && text === '') return fail('V_01');
      if (field.maxLength && text.length > field.maxLength) return fail('V_14');
      return clean;
    }
    case 'number': {
      if (typeof value !== 'number' || !Number.isFinite(value)) return fail('V_12');
      if ((field.integer && !Number.isInteger(value)) || (field.min !== undefined && value < field.min) || (field.max !== undefined && value > field.max)) {
        return fail('V_12');
      }
      return value;
    }
    case 'boolean':
      return typeof value === 'boolean' ? value : fail('V_12');
    case 'select':
      return typeof value === 'string' && field.options.some((o) => o.value === value) ? value : fail('V_12');
    case 'link': {
      const link = z
        .object({ type: z.enum(linkTypes), href: z.string().min(1).max(2048), label: z.string().max(200).optional(), openInNewTab: z.boolean().optional() })
        .strict()
        .safeParse(value);
      if (!link.success) return fail('V_12');
      if (field.allow && !field.allow.includes(link.data.type)) return fail('V_12');
      if (!isValidLink(link.data.type, link.data.href)) return fail('V_13');
      return link.data;
    }
    case 'list': {
      if (!Array.isArray(value)) return fail('V_12');
      if (field.maxItems !== undefined && value.length > field.maxItems) return fail('V_14');
      if (walk.requireFilled && field.minItems !== undefined && value.length < field.minItems) return fail('V_01');
      return value.map((item, index) => checkProps(field.fields, item, `${path}.${index}`, `${propPath}.${index}`, walk));
    }
  }
}

function checkProps(fields: Field[], props: unknown, path: string, propPath: string, walk: Walk): Record<string, unknown> {
  if (typeof props !== 'object' || props === null || Array.isArray(props)) {
    walk.errors.push({ code: 'V_12', property: path });
    return {};
  }
  const known = new Map(fields.map((f) => [f.name, f]));
  for (const key of Object.keys(props)) {
    if (!known.has(key)) walk.errors.push({ code: 'V_12', property: `${path}.${key}` });
  }
  const out: Record<string, unknown> = {};
  for (const field of fields) {
    const prefix = propPath ? `${propPath}.${field.name}` : field.name;
    const value = checkField(field, (props as Record<string, unknown>)[field.name], `${path}.${field.name}`, prefix, walk);
    if (value !== undefined) out[field.name] = value;
  }
  return out;
}

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
      for (const issue of shape.error.issues) {
        if (issue.code === 'unrecognized_keys') {
          for (const key of issue.keys) errors.push({ code: 'V_12', property: [path, ...issue.path, key].join('.') });
          continue;
        }
        const code = issue.message.match(/^V_\d\d$/) ? (issue.message as ErrorEntry['code']) : issue.code === 'invalid_type' && issue.received === 'undefined' ? 'V_01' : 'V_12';
        errors.push({ code, property: [path, ...issue.path].join('.') });
      }
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
    const walk: Walk = { errors, requireFilled, images: block.__images, files: block.__files, slots: new Set() };
    const props = checkProps(type.fields, block.props, `${path}.props`, '', walk);
    for (const slot of [...Object.keys(block.__images), ...Object.keys(block.__files)]) {
      if (!walk.slots.has(slot)) errors.push({ code: 'V_12', property: `${path}.${slot in block.__images ? '__images' : '__files'}.${slot}` });
    }
    blocks.push({ type: block.type, key, props, anchorPoint: block.anchorPoint, __images: block.__images, __files: block.__files });
  });
  return { blocks, errors };
}

/** Validates a page type's own data with the same field rules as block props. */
export function validateTypeData(raw: unknown, fields: Field[] | undefined): { typeData: Record<string, unknown>; errors: ErrorEntry[] } {
  const walk: Walk = { errors: [], requireFilled: true, images: {}, files: {}, slots: new Set() };
  const typeData = checkProps(fields ?? [], raw ?? {}, 'typeData', '', walk);
  return { typeData, errors: walk.errors };
}

/** Every media file id a set of blocks (and an SEO image) refers to. */
export function fileIdsOf(blocks: Block[], seoImage: BlockImage[] | null): number[] {
  const ids = new Set<number>();
  for (const block of blocks) {
    for (const image of Object.values(block.__images)) ids.add(image.fileID);
    for (const file of Object.values(block.__files)) if (file.fileID) ids.add(file.fileID);
  }
  for (const image of seoImage ?? []) ids.add(image.fileID);
  return [...ids];
}
