import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { pagesUsingReusableBlock } from '../../pages/reusable-block-usage';
import { entityId } from '../../validation/parse-input';
import { ReusableBlockRepository } from '../reusable-block.repository';
import { presentReusableBlock } from '../reusable-block.view';

/** One reusable block, draft and published; V_12 (404) when there is none. */
export const getReusableBlock = defineOperation({
  name: 'getReusableBlock',
  access: 'create-page',
  input: z.object({ id: entityId() }),
  async run(ctx, { id }) {
    const block = await new ReusableBlockRepository(ctx.em).get(id);
    return presentReusableBlock(block, (await pagesUsingReusableBlock(ctx.em, id)).length);
  },
});
