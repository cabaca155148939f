import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import type { MikroORM } from '@mikro-orm/postgresql';
import { isCodedError, isTransferSource, Poller, systemContext, TransferJobRepository, type ClaimedTransferJob, transferFiles, type Services, type TransferJobOutcome } from '@tessera/schema';
import { exportToDirectory, type TransferProgress } from './export-directory';
import { importFromDirectory, readManifest } from './import-directory';

export interface TransferJobRunnerOptions {
  orm: MikroORM;
  services: Services;
  /** The gateway's data directory: exports are written to and imported from its `exports/`. */
  dataDir: string;
  /** How often each gateway looks for a queued job or one whose gateway died (ms). */
  pollMs: number;
  /** How long a claim on a job lasts without being renewed (ms). */
  leaseMs?: number;
  /** How often the progress is written and the lease renewed while a job runs (ms). */
  progressMs?: number;
}

/**
 * `pollMs`: the shortest time between two looks for a job, whatever the event bus's pace (250 ms
 * on the embedded database): a job waits a second or two to start, which nobody notices, and an
 * idle gateway does not send its claim statements four times a second.
 */
export const transferJobDefaults = { leaseMs: 30_000, progressMs: 1_000, pollMs: 2_000 };

/** Thrown from the progress callback to stop a job between two records. */
class JobInterrupted extends Error {}

/** Where the exports of this installation are: `exports/<job id>/` of the data directory. */
export const exportsDir = (dataDir: string) => join(dataDir, 'exports');

/** Records in an export's files (its manifest also counts page versions, which live inside the pages' lines). */
const recordsOf = (counts: Record<string, number>) => Object.entries(counts).reduce((sum, [file, count]) => ((transferFiles as readonly string[]).includes(file) ? sum + count : sum), 0);

/**
 * Runs the export and import jobs started from the admin (startExportJob, startImportJob), once
 * per cluster: every gateway polls, and the one whose claim on the job's lease succeeds runs it.
 * While it works it writes the progress and renews the lease about once a second; a gateway that
 * dies leaves a lease that runs out, and another takes the job over and runs it again from the
 * start (an export into its emptied directory, an import finding what it already made). A
 * gateway shutting down stops between two records and lets go of the job at once.
 */
export class TransferJobRunner {
  private readonly poller: Poller;
  private readonly leaseMs: number;
  private readonly progressMs: number;

  constructor(private readonly options: TransferJobRunnerOptions) {
    this.leaseMs = options.leaseMs ?? transferJobDefaults.leaseMs;
    this.progressMs = Math.min(options.progressMs ?? transferJobDefaults.progressMs, Math.floor(this.leaseMs / 3));
    this.poller = new Poller({ pollMs: options.pollMs, run: () => this.run(), log: options.services.log, failure: 'a transfer job could not be claimed; trying again at the next poll' });
  }

  start(): void {
    this.poller.start();
  }

  /** Runs what is waiting now (or joins the run under way); how many jobs this gateway ran. */
  runNow(): Promise<number> {
    return this.poller.wake();
  }

  /** Stops the job under way between two records (handing it on) and starts nothing more. */
  stop(): Promise<void> {
    return this.poller.stop();
  }

  private jobs() {
    return new TransferJobRepository(this.options.orm.em.fork());
  }

  private async run(): Promise<number> {
    const holder = this.options.services.outbox.instanceId;
    let ran = 0;
    while (!this.poller.stopped) {
      const job = await this.jobs().claimNext(holder, this.leaseMs);
      if (!job) break;
      await this.work(job, holder);
      ran += 1;
    }
    return ran;
  }

  private async work(job: ClaimedTransferJob, holder: string): Promise<void> {
    const progress = { processed: 0, total: null as number | null, lost: false };
    const onProgress: TransferProgress = ({ records }) => {
      progress.processed = records;
      if (progress.lost || this.poller.stopped) throw new JobInterrupted();
    };
    const heartbeat = setInterval(() => {
      this.jobs()
        .progress(job.id, holder, progress, this.leaseMs)
        .then((held) => {
          if (!held) progress.lost = true;
        })
        .catch((error: unknown) => this.options.services.log.warn({ err: error, job: job.id }, 'the progress of a transfer job could not be written'));
    }, this.progressMs);
    heartbeat.unref();
    try {
      const outcome = job.kind === 'export' ? await this.runExport(job, onProgress) : await this.runImport(job, progress, onProgress);
      await this.jobs().finish(job.id, holder, outcome);
    } catch (error) {
      if (error instanceof JobInterrupted) {
        if (!progress.lost) await this.jobs().release(job.id, holder);
        return;
      }
      const errorCode = isCodedError(error) ? error.errors[0].code : 'G_01';
      this.options.services.log.warn({ err: error, job: job.id }, 'a transfer job failed');
      await this.jobs().finish(job.id, holder, { status: 'failed', errorCode });
    } finally {
      clearInterval(heartbeat);
    }
  }

  private context() {
    return systemContext(this.options.orm.em.fork(), this.options.services);
  }

  private async runExport(job: ClaimedTransferJob, onProgress: TransferProgress): Promise<TransferJobOutcome> {
    const dir = join(exportsDir(this.options.dataDir), String(job.id));
    // The directory is this job's alone: what a gateway that died left in it goes.
    await rm(dir, { recursive: true, force: true });
    const manifest = await exportToDirectory(this.context(), dir, { publishedOnly: job.publishedOnly, onProgress });
    const processed = recordsOf(manifest.counts);
    return { status: 'done', processed, total: processed, counts: { records: manifest.counts } };
  }

  private async runImport(job: ClaimedTransferJob, progress: { total: number | null }, onProgress: TransferProgress): Promise<TransferJobOutcome> {
    // Checked again here: the row is the only thing between a caller and the file system.
    if (!job.source || !isTransferSource(job.source)) return { status: 'failed', errorCode: 'V_12' };
    const dir = join(exportsDir(this.options.dataDir), job.source);
    const manifest = await readManifest(dir);
    const total = recordsOf(manifest.counts);
    progress.total = total;
    const report = await importFromDirectory(() => this.context(), dir, onProgress);
    const count = (counts: Record<string, number | undefined>) => Object.values(counts).reduce<number>((sum, n) => sum + (n ?? 0), 0);
    return {
      status: 'done',
      processed: count(report.created) + count(report.existing) + report.refusedTotal,
      total,
      counts: { created: report.created, existing: report.existing, skippedVersions: report.skippedVersions },
      refusals: report.refused,
      refusedTotal: report.refusedTotal,
    };
  }
}
