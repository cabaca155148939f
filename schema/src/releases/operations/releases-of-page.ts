import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { ReleaseRepository } from '../release.repository';
import { presentReleases, type ReleaseView } from '../release.view';

/** The releases not yet published that hold an item of the page (the editor shows them). */
export const releasesOfPage = defineOperation({
  name: 'releasesOfPage',
  access: 'create-page',
  input: z.object({ pageId: entityId() }),
  async run(ctx, { pageId }): Promise<ReleaseView[]> {
    const repository = new ReleaseRepository(ctx.em);
    const releases = await repository.holdingPage(pageId);
    const ids = releases.map((release) => release.id);
    return presentReleases(ctx, releases, await repository.itemCounts(ids), await repository.kindsOf(ids));
  },
});
