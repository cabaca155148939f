import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { pagesUsingReusableBlock } from '../../pages/reusable-block-usage';
import { entityId } from '../../validation/parse-input';
import { ReusableBlockRepository } from '../reusable-block.repository';
import type { ReusableBlockUsageView } from '../reusable-block.view';

/** The pages whose latest or published version shows the reusable block, by page id. */
export const reusableBlockUsage = defineOperation({
  name: 'reusableBlockUsage',
  access: 'create-page',
  input: z.object({ id: entityId() }),
  async run(ctx, { id }): Promise<ReusableBlockUsageView> {
    await new ReusableBlockRepository(ctx.em).get(id);
    return { id, pages: await pagesUsingReusableBlock(ctx.em, id) };
  },
});
