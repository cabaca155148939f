import { maxReusableRefs } from '@tessera/content-model';
import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { publishedReusableBlocks } from '../published-reusable-blocks';

/**
 * The published copies of the reusable blocks a page refers to, for the public site read over
 * GraphQL (anyone: only what published pages show). Unknown and unpublished ones are left out,
 * and so are those no published page shows: a block published but on no live page is not public.
 */
export const getPublishedReusableBlocks = defineOperation({
  name: 'getPublishedReusableBlocks',
  access: 'public',
  input: z.object({ ids: z.array(z.number({ invalid_type_error: 'V_12' }).int('V_12'), { required_error: 'V_01', invalid_type_error: 'V_12' }).max(maxReusableRefs, 'V_14') }),
  async run(ctx, { ids }) {
    const found = await publishedReusableBlocks(ctx.em, ids, { onPublishedPages: true });
    return [...found.values()].map((block) => ({ id: block.id, type: block.type, props: block.props, images: block.__images, files: block.__files }));
  },
});
