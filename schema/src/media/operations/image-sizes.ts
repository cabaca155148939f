import { z } from 'zod';
import { hasPermission } from '../../auth/authorize';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';

/**
 * The shown size (orientation applied) of images, so a page can reserve their space (`width` and
 * `height` on `<img>`) before they load. Visitors learn only the sizes of images they could fetch
 * anyway (shared, or on a published page); ids they may not see are left out, not refused.
 */
export const imageSizes = defineOperation({
  name: 'imageSizes',
  access: 'public',
  input: z.object({ ids: z.array(entityId()).max(500, 'V_14') }),
  async run(ctx, { ids }) {
    if (ids.length === 0) return [];
    const editor = hasPermission(ctx.viewer, 'manage-media') || hasPermission(ctx.viewer, 'create-page');
    return ctx.em.execute<{ id: number; width: number; height: number }[]>(
      `select f.id, f.width, f.height from media_file f
        where f.id = any(?::int[]) and f.width is not null and f.height is not null
          and (? or f.shared or exists (select 1 from page_file_usage u where u.file_id = f.id and u.published))
        order by f.id`,
      [`{${[...new Set(ids)].join(',')}}`, editor],
    );
  },
});
