import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { recordAudit } from '../../audit/record-audit';
import { actingUserId, type Ctx } from '../../context';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { TransferJob } from '../transfer-job.entity';
import { TransferJobRepository } from '../transfer-job.repository';
import { presentTransferJob, type TransferJobView } from '../transfer-job.view';

/**
 * Queues a job (a gateway's runner picks it up), one at a time in the cluster: with a job queued
 * or running a start is refused (V_07), by the check here and by the unique index behind it when
 * two starts race.
 */
export async function queueTransferJob(ctx: Ctx, fields: Pick<TransferJob, 'kind' | 'publishedOnly' | 'source'>): Promise<TransferJobView> {
  try {
    return await inTransaction(ctx, async (tx) => {
      if (await new TransferJobRepository(tx.em).active()) throw new CodedError('V_07');
      const job = tx.em.create(TransferJob, { ...fields, startedBy: actingUserId(tx.viewer) });
      await tx.em.flush();
      recordAudit(tx, { action: `transfer.${fields.kind}-started`, subject: { type: 'transfer-job', id: job.id }, details: { publishedOnly: fields.publishedOnly, source: fields.source } });
      return presentTransferJob(job, { refusals: false });
    });
  } catch (error) {
    if (error instanceof UniqueConstraintViolationException) throw new CodedError('V_07');
    throw error;
  }
}
