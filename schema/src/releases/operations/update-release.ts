import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { actingUserId } from '../../context';
import { inTransaction, type TxCtx } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { editableRelease, releaseAnswer } from '../release-items';
import { releaseFields, releaseId } from '../release-rules';
import type { Release } from '../release.entities';

/** The schedule columns for a time (null: none, the release is open); V_12 on `scheduledAt` for a time past. */
export function scheduleOf(tx: TxCtx, scheduledAt: Date | null): Pick<Release, 'status' | 'scheduledAt' | 'scheduledBy' | 'failure'> {
  if (scheduledAt && scheduledAt.getTime() <= Date.now()) throw new CodedError('V_12', 'scheduledAt');
  return scheduledAt ? { status: 'scheduled', scheduledAt, scheduledBy: actingUserId(tx.viewer), failure: null } : { status: 'open', scheduledAt: null, scheduledBy: null, failure: null };
}

/** Renames, describes and (re)schedules a release that has not published; clears a failed run's reason. */
export const updateRelease = defineOperation({
  name: 'updateRelease',
  access: 'create-page',
  input: z.object({ id: releaseId(), ...releaseFields }),
  run: (ctx, input) =>
    inTransaction(ctx, async (tx) => {
      const release = await editableRelease(tx, input.id);
      const keepsTime = release.scheduledAt !== null && input.scheduledAt?.getTime() === release.scheduledAt.getTime() && release.status === 'scheduled';
      Object.assign(release, { name: input.name, description: input.description }, keepsTime ? {} : scheduleOf(tx, input.scheduledAt));
      await tx.em.flush();
      recordAudit(tx, { action: 'release.updated', subject: { type: 'release', id: release.id }, details: { name: release.name, scheduledAt: release.scheduledAt?.toISOString() ?? null } });
      return releaseAnswer(tx, release);
    }),
});
