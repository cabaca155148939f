import { maxReusableBlockName, reusableBlockType, type Block } from '@tessera/content-model';
import { z } from 'zod';
import type { Ctx } from '../context';
import type { TxCtx } from '../db/unit-of-work';
import { validateBlocks } from '../blocks/validate-blocks';
import { CodedError, type ErrorEntry } from '../errors/coded-error';
import { checkMediaReferences } from '../media/file-references';
import { requiredString } from '../validation/parse-input';

export const reusableBlockNameInput = () => z.string({ required_error: 'V_01', invalid_type_error: 'V_12' }).pipe(requiredString(maxReusableBlockName));

/** A block's content as the editor sends it: props and its image and file slots. */
export const reusableContentInput = {
  props: z.record(z.unknown(), { invalid_type_error: 'V_12' }).default({}),
  __images: z.record(z.unknown(), { invalid_type_error: 'V_12' }).default({}),
  __files: z.record(z.unknown(), { invalid_type_error: 'V_12' }).default({}),
};

export interface ReusableContent {
  type: string;
  props: Record<string, unknown>;
  __images: Record<string, unknown>;
  __files: Record<string, unknown>;
}

/** `blocks.0.props.title` → `props.title`: the content is checked as a page's one block. */
const unprefixed = (errors: ErrorEntry[]): ErrorEntry[] => errors.map((entry) => ({ ...entry, property: entry.property?.replace(/^blocks\.0\.?/, '') || undefined }));

/**
 * Checks the content against its block type exactly as a page's block (V_01, V_12, V_14, V_17
 * …), refuses a reference to a reusable block (no nesting) and an unknown type (V_12 on `type`),
 * and every image and file slot against the media library (locked for share, as a page's
 * store). Every problem is answered at once. Returns the block as stored (rich text sanitized).
 */
export async function checkReusableContent(ctx: Ctx, tx: TxCtx, content: ReusableContent): Promise<Block> {
  if (content.type === reusableBlockType) throw new CodedError('V_12', 'type');
  const { type, props, __images, __files } = content;
  const checked = validateBlocks([{ type, props, __images, __files, key: 'reusable' }], ctx.services.config);
  const errors = unprefixed(checked.errors);
  if (errors.length > 0) throw new CodedError(errors);
  const [block] = checked.blocks;
  const media = unprefixed(await checkMediaReferences(tx, [block], null));
  if (media.length > 0) throw new CodedError(media);
  return block;
}
