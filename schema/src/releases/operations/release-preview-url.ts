import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { ReleaseRepository } from '../release.repository';
import { previewQuery, signPreview } from '../release-preview';
import { releaseId } from '../release-rules';

/** A signed address, valid for an hour, of the release's preview (previewRelease). */
export const releasePreviewUrl = defineOperation({
  name: 'releasePreviewUrl',
  access: 'create-page',
  input: z.object({ id: releaseId() }),
  async run(ctx, { id }): Promise<{ url: string; expiresAt: Date }> {
    const release = await new ReleaseRepository(ctx.em).get(id);
    const signed = await signPreview(ctx.em, release.id);
    return { url: `${ctx.services.publicUrl}/api/tessera/releases/${release.id}/preview?${previewQuery(signed)}`, expiresAt: new Date(signed.expires * 1000) };
  },
});
