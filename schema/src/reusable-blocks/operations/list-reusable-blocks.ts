import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { reusableBlockUseCounts } from '../../pages/reusable-block-usage';
import { ReusableBlockRepository } from '../reusable-block.repository';
import { presentReusableBlock } from '../reusable-block.view';

/** Every reusable block by name, with how many pages show it (create-page: editors insert them). */
export const listReusableBlocks = defineOperation({
  name: 'listReusableBlocks',
  access: 'create-page',
  input: z.object({}),
  async run(ctx) {
    const blocks = await new ReusableBlockRepository(ctx.em).all();
    const counts = blocks.length > 0 ? await reusableBlockUseCounts(ctx.em) : new Map<number, number>();
    return blocks.map((block) => presentReusableBlock(block, counts.get(block.id) ?? 0));
  },
});
