import type { TransferJobFieldsFragment } from '../generated/graphql';

/** Polled this often while a job is queued or running (ms); not at all otherwise. */
export const jobPollMs = 1000;

export const isActive = (job: Pick<TransferJobFieldsFragment, 'status'>) => job.status === 'queued' || job.status === 'running';

/** How far a job is, 0–100; null while the total is not known (an export counts as it goes). */
export function jobPercent(job: Pick<TransferJobFieldsFragment, 'status' | 'processed' | 'total'>): number | null {
  if (job.status === 'done') return 100;
  if (!job.total) return null;
  return Math.min(100, Math.round((job.processed / job.total) * 100));
}

/** The records a finished import created, and those it found here already. */
export function jobTotals(job: Pick<TransferJobFieldsFragment, 'counts'>): { created: number; existing: number } {
  return job.counts.reduce((sum, count) => ({ created: sum.created + count.created, existing: sum.existing + count.existing }), { created: 0, existing: 0 });
}
