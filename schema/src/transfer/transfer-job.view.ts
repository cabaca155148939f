import type { TransferJob, TransferJobKind, TransferJobRefusal, TransferJobStatus } from './transfer-job.entity';

/** Records of one file in a finished job: exported (records), or imported (created + existing). */
export interface TransferCountView {
  file: string;
  records: number;
  created: number;
  existing: number;
}

export interface TransferJobView {
  id: number;
  kind: TransferJobKind;
  publishedOnly: boolean;
  source: string | null;
  status: TransferJobStatus;
  processed: number;
  total: number | null;
  counts: TransferCountView[];
  skippedVersions: number;
  /** Only for one job (transferJob); the list leaves them out. */
  refusals: TransferJobRefusal[];
  refusedTotal: number;
  errorCode: string | null;
  startedBy: number | null;
  createdAt: Date;
  startedAt: Date | null;
  finishedAt: Date | null;
}

type StoredCounts = { records?: Record<string, number>; created?: Record<string, number>; existing?: Record<string, number>; skippedVersions?: number };

function countsOf(stored: StoredCounts | null): TransferCountView[] {
  if (!stored) return [];
  const files = new Set([...Object.keys(stored.records ?? {}), ...Object.keys(stored.created ?? {}), ...Object.keys(stored.existing ?? {})]);
  return [...files].map((file) => {
    const created = stored.created?.[file] ?? 0;
    const existing = stored.existing?.[file] ?? 0;
    return { file, records: stored.records?.[file] ?? created + existing, created, existing };
  });
}

export function presentTransferJob(job: TransferJob, options: { refusals: boolean }): TransferJobView {
  const counts = job.counts as StoredCounts | null;
  return {
    id: job.id,
    kind: job.kind,
    publishedOnly: job.publishedOnly,
    source: job.source,
    status: job.status,
    processed: job.processed,
    total: job.total,
    counts: countsOf(counts),
    skippedVersions: counts?.skippedVersions ?? 0,
    refusals: options.refusals ? job.refusals : [],
    refusedTotal: job.refusedTotal,
    errorCode: job.errorCode,
    startedBy: job.startedBy,
    createdAt: job.createdAt,
    startedAt: job.startedAt,
    finishedAt: job.finishedAt,
  };
}
