import { z } from 'zod';
import { isAnchorName } from '@tessera/content-model';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';

/**
 * Whether an anchor name is free among a version's blocks, the block being edited aside:
 * V_12 for a malformed name, V_18 when another block already has it.
 */
export const anchorAvailable = defineOperation({
  name: 'anchorAvailable',
  access: 'signed-in',
  tokens: ['create-page'],
  input: z
    .object({
      anchorName: z.string({ required_error: 'V_01', invalid_type_error: 'V_12' }).trim().min(1, 'V_16').max(64, 'V_14'),
      blockKey: z.string().max(64, 'V_14').nullish(),
      pageVersionBlocks: z.array(z.object({ key: z.string().optional(), anchorPoint: z.string().nullish() }).passthrough()).max(200, 'V_14'),
    })
    .strict(),
  async run(_ctx, input) {
    if (!isAnchorName(input.anchorName)) throw new CodedError('V_12', 'anchorName');
    const taken = input.pageVersionBlocks.some((b) => b.key !== input.blockKey && b.anchorPoint === input.anchorName);
    if (taken) throw new CodedError('V_18', 'anchorName');
    return { available: true };
  },
});
