import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { actingUserId } from '../../context';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { Release } from '../release.entities';
import { releaseAnswer } from '../release-items';
import { releaseFields } from '../release-rules';
import { scheduleOf } from './update-release';

/** Starts a release (empty); with `scheduledAt` it publishes itself then (the release runner). */
export const createRelease = defineOperation({
  name: 'createRelease',
  access: 'create-page',
  input: z.object(releaseFields),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      const release = tx.em.create(Release, { name: input.name, description: input.description, createdBy: actingUserId(tx.viewer), ...scheduleOf(tx, input.scheduledAt) });
      await tx.em.flush();
      recordAudit(tx, { action: 'release.created', subject: { type: 'release', id: release.id }, details: { name: release.name, scheduledAt: release.scheduledAt?.toISOString() ?? null } });
      return releaseAnswer(tx, release);
    }),
});
