import { z } from 'zod';
import { reusableBlockType, type Block, type BlockFile, type BlockImage } from './block';
import { codedIssues, propsSchema, slotsOf, type CodedProblem, type CompileOptions } from './compile';
import type { BlockTypeConfig, Field } from './fields';
import { maxAltText, maxAnchorPoint, maxBlockKey, maxBlocks, maxBlockType, maxFileHash, maxFileName, maxReusableRefs } from './limits';
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
    hash: z.string().max(maxFileHash, 'V_14'),
    fileName: z.string().min(1, 'V_01').max(maxFileName, 'V_14'),
    altText: z.string().max(maxAltText, 'V_14').default(''),
    fileID: z.number().int().positive(),
    cropParams: cropParams.nullable().default(null),
  })
  .strict();

const blockFileSchema = z
  .object({
    hash: z.string().max(maxFileHash, 'V_14'),
    fileName: z.string().min(1, 'V_01').max(maxFileName, 'V_14'),
    fileID: z.number().int().positive().optional(),
  })
  .strict();

/** The envelope every block shares; the props are checked against the block type's fields. */
const blockShape = z
  .object({
    type: z.string().min(1, 'V_01').max(maxBlockType, 'V_14'),
    // The key is the block's id in media URLs (block_images_{key}): one path-safe segment.
    key: z
      .string()
      .max(maxBlockKey, 'V_14')
      .regex(/^[A-Za-z0-9_-]+$/, 'V_12')
      .optional(),
    props: z.record(z.unknown()).default({}),
    anchorPoint: z.string().max(maxAnchorPoint, 'V_14').default(''),
    __images: z.record(blockImageSchema).default({}),
    __files: z.record(blockFileSchema).default({}),
  })
  .strict();

/** The props of a reference to a reusable block (`reusable`): the reusable block's id, nothing else. */
const reusableRefProps = z.object({ ref: z.number({ required_error: 'V_01', invalid_type_error: 'V_12' }).int('V_12').positive('V_12') }).strict();

/** A reference's content: `ref` only, no image or file slots of its own. */
function checkReferenceContent(block: { props: unknown; __images: Record<string, unknown>; __files: Record<string, unknown> }, path: string) {
  const parsed = reusableRefProps.safeParse(block.props);
  const errors = parsed.success ? [] : codedIssues(parsed.error.issues, `${path}.props`);
  for (const slot of Object.keys(block.__images)) errors.push({ code: 'V_12', property: `${path}.__images.${slot}` });
  for (const slot of Object.keys(block.__files)) errors.push({ code: 'V_12', property: `${path}.__files.${slot}` });
  return { props: parsed.success ? (parsed.data as Record<string, unknown>) : {}, errors };
}

/** What validating blocks needs besides the compile options: a key for a block that has none. */
export interface ValidateOptions extends CompileOptions {
  newKey(): string;
}

/**
 * Validates blocks against their types (SPEC §3, §5): unknown type, required (V_01), malformed
 * (V_12), URL (V_13), length (V_14), HTML (V_15), file slots (V_17), unique keys (V_06) and
 * anchors (V_18). Returns the blocks as they are stored: rich text sanitized (when the options
 * sanitize), keys filled in. The server's `validateBlocks` is this with its options.
 */
export function checkBlocks(raw: unknown, blockTypes: readonly BlockTypeConfig[], options: ValidateOptions): { blocks: Block[]; errors: CodedProblem[] } {
  const property = 'blocks';
  const errors: CodedProblem[] = [];
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
    const reference = block.type === reusableBlockType;
    const type = reference ? undefined : blockTypes.find((t) => t.id === block.type);
    if (!type && !reference) {
      errors.push({ code: 'V_12', property: `${path}.type` });
      return;
    }
    const key = block.key || options.newKey();
    if (keys.has(key)) errors.push({ code: 'V_06', property: `${path}.key` });
    keys.add(key);
    if (block.anchorPoint) {
      if (!isAnchorName(block.anchorPoint)) errors.push({ code: 'V_12', property: `${path}.anchorPoint` });
      else if (anchors.has(block.anchorPoint)) errors.push({ code: 'V_18', property: `${path}.anchorPoint` });
      anchors.add(block.anchorPoint);
    }
    const content = type ? checkBlockContent(type.fields, block, options, path) : checkReferenceContent(block, path);
    errors.push(...content.errors);
    blocks.push({ type: block.type, key, props: content.props, anchorPoint: block.anchorPoint, __images: block.__images, __files: block.__files });
  });
  if (blocks.filter((block) => block.type === reusableBlockType).length > maxReusableRefs) errors.push({ code: 'V_14', property });
  return { blocks, errors };
}

/**
 * One block's content: its props against the fields, and its image and file slots. Problems are
 * under `path` (`blocks.3`: `blocks.3.props.title`; '' gives `props.title`). The editor's forms
 * check a block with this, the server's `checkBlocks` too.
 */
export function checkBlockContent(
  fields: readonly Field[],
  block: { props: unknown; __images: Record<string, BlockImage | unknown>; __files: Record<string, BlockFile | unknown> },
  options: CompileOptions | boolean,
  path = '',
): { props: Record<string, unknown>; errors: CodedProblem[] } {
  const requireFilled = typeof options === 'boolean' ? options : options.requireFilled;
  const under = (rest: string) => (path ? `${path}.${rest}` : rest);
  const parsed = propsSchema(fields, options).safeParse(block.props);
  const errors = parsed.success ? [] : codedIssues(parsed.error.issues, under('props'));
  const declared = new Set<string>();
  for (const { path: slot, field } of slotsOf(fields, block.props)) {
    declared.add(slot);
    const filled = field.kind === 'image' ? block.__images[slot] : block.__files[slot];
    if (!filled && field.required && requireFilled) errors.push({ code: 'V_17', property: under(`props.${slot}`) });
  }
  // A slot no field declares is V_12.
  for (const slot of Object.keys(block.__images)) if (!declared.has(slot)) errors.push({ code: 'V_12', property: under(`__images.${slot}`) });
  for (const slot of Object.keys(block.__files)) if (!declared.has(slot)) errors.push({ code: 'V_12', property: under(`__files.${slot}`) });
  return { props: parsed.success ? (parsed.data as Record<string, unknown>) : {}, errors };
}

/** Validates a page type's own data with the same field rules as block props. */
export function checkTypeData(raw: unknown, fields: readonly Field[] | undefined, options: CompileOptions | boolean): { typeData: Record<string, unknown>; errors: CodedProblem[] } {
  const parsed = propsSchema(fields ?? [], options).safeParse(raw ?? {});
  if (!parsed.success) return { typeData: {}, errors: codedIssues(parsed.error.issues, 'typeData') };
  return { typeData: parsed.data as Record<string, unknown>, errors: [] };
}
