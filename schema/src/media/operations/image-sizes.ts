import { z } from 'zod';
import { isFocalPoint, type FocalPoint } from '@tessera/content-model';
import type { ImageSize } from '@tessera/read-model';
import { hasPermission } from '../../auth/authorize';
import { defineOperation } from '../../operations/define-operation';
import type { Ctx } from '../../context';
import { shownOnPublishedPageSql } from '../../pages/file-usage';
import { shownByPublishedReusableBlockSql } from '../../reusable-blocks/file-usage';
import { entityId } from '../../validation/parse-input';

/**
 * The shown sizes (and focal points) of these image files, in id order: for an editor every one, else only those a
 * visitor could fetch anyway (shared, on a published page, or in a published reusable block,
 * which pages show in place of their references). One statement; the site's read model calls it
 * directly.
 */
export async function imageSizesOf(ctx: Ctx, ids: readonly number[]): Promise<ImageSize[]> {
  if (ids.length === 0) return [];
  const editor = hasPermission(ctx.viewer, 'manage-media') || hasPermission(ctx.viewer, 'create-page');
  const rows = await ctx.em.execute<(Omit<ImageSize, 'focalPoint'> & { focal_point: unknown })[]>(
    `select f.id, f.width, f.height, f.focal_point from media_file f
      where f.id = any(?::int[]) and f.width is not null and f.height is not null
        and (? or f.shared or ${shownOnPublishedPageSql('f.id')} or ${shownByPublishedReusableBlockSql('f.id')})
      order by f.id`,
    [`{${[...new Set(ids)].join(',')}}`, editor],
  );
  const asPoint = (value: unknown) => (typeof value === 'string' ? JSON.parse(value) : value);
  return rows.map(({ focal_point, ...size }) => ({ ...size, focalPoint: isFocalPoint(asPoint(focal_point)) ? (asPoint(focal_point) as FocalPoint) : null }));
}

/**
 * The shown size (orientation applied) of images, so a page can reserve their space (`width` and
 * `height` on `<img>`) before they load. Visitors learn only the sizes of images they could fetch
 * anyway (shared, on a published page or in a published reusable block); ids they may not see are left out, not refused.
 */
export const imageSizes = defineOperation({
  name: 'imageSizes',
  access: 'public',
  input: z.object({ ids: z.array(entityId()).max(500, 'V_14') }),
  async run(ctx, { ids }) {
    return imageSizesOf(ctx, ids);
  },
});
