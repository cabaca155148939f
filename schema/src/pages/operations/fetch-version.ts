import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { PageRepository } from '../page.repository';
import { presentVersion } from '../page.view';

export const fetchVersion = defineOperation({
  name: 'fetchVersion',
  access: 'signed-in',
  tokens: ['create-page'],
  input: z.object({ versionId: entityId() }),
  async run(ctx, { versionId }) {
    const version = await new PageRepository(ctx.em).getVersion(versionId);
    return presentVersion(version, version.page.openRequest);
  },
});
