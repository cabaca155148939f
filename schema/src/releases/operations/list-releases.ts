import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { blankAsAbsent, pageIndex, pageSize } from '../../validation/parse-input';
import { ReleaseRepository } from '../release.repository';
import { releaseStatuses } from '../release-rules';
import { presentReleases, type ReleaseView } from '../release.view';

/** Releases, newest first, optionally of one status; without their items (`getRelease` has them). */
export const listReleases = defineOperation({
  name: 'listReleases',
  access: 'create-page',
  input: z.object({
    status: z.preprocess(blankAsAbsent, z.enum(releaseStatuses, { message: 'V_12' }).nullish()),
    pageIndex: pageIndex(),
    pageSize: pageSize(),
  }),
  async run(ctx, input): Promise<{ rows: ReleaseView[]; total: number }> {
    const repository = new ReleaseRepository(ctx.em);
    const { rows, total } = await repository.list(input.status ?? null, input.pageIndex * input.pageSize, input.pageSize);
    const ids = rows.map((release) => release.id);
    return { rows: await presentReleases(ctx, rows, await repository.itemCounts(ids), await repository.kindsOf(ids)), total };
  },
});
