import { Entity, PrimaryKey, Property, Unique, type Opt } from '@mikro-orm/core';

export type TransferJobKind = 'export' | 'import';
export type TransferJobStatus = 'queued' | 'running' | 'done' | 'failed';

/** A record an import refused: its file, line and catalogue code. */
export interface TransferJobRefusal {
  file: string;
  line: number;
  code: string;
  property?: string;
}

/**
 * An export or import started from the admin, run by one gateway of the cluster: the one holding
 * its lease (owner + until, renewed while it works). A job whose gateway died is taken over by
 * another once the lease runs out and starts again (an export into a fresh directory, an import
 * finding what it already made). Progress is written about once a second, not per record.
 */
@Entity({ tableName: 'transfer_job' })
// At most one job queued or running in the cluster: a second start is refused by the database too.
@Unique({ name: 'transfer_job_one_active', expression: `create unique index "transfer_job_one_active" on "transfer_job" ((true)) where "status" in ('queued', 'running')` })
export class TransferJob {
  @PrimaryKey({ type: 'integer', autoincrement: true })
  id!: number;

  @Property({ type: 'string', length: 16 })
  kind!: TransferJobKind;

  @Property({ type: 'boolean' })
  publishedOnly: boolean & Opt = false;

  /** An import's export: an export job's id or a directory name under `exports/`. */
  @Property({ type: 'string', length: 128, nullable: true })
  source: string | null = null;

  @Property({ type: 'string', length: 16 })
  status: TransferJobStatus & Opt = 'queued';

  @Property({ type: 'integer' })
  processed: number & Opt = 0;

  /** Records to handle, when known (an import reads it from the export's manifest). */
  @Property({ type: 'integer', nullable: true })
  total: number | null = null;

  /** When done: an export's records by file; an import's created and existing by file. */
  @Property({ type: 'json', nullable: true })
  counts: (Record<string, unknown> & Opt) | null = null;

  /** The first 1,000 refusals of an import; `refusedTotal` counts them all. */
  @Property({ type: 'json' })
  refusals: TransferJobRefusal[] & Opt = [];

  @Property({ type: 'integer' })
  refusedTotal: number & Opt = 0;

  /** Why a failed job stopped (a catalogue code). */
  @Property({ type: 'string', length: 16, nullable: true })
  errorCode: string | null = null;

  @Property({ type: 'integer', nullable: true })
  startedBy: number | null = null;

  @Property({ type: 'datetime' })
  createdAt: Date & Opt = new Date();

  @Property({ type: 'datetime', nullable: true })
  startedAt: Date | null = null;

  @Property({ type: 'datetime', nullable: true })
  finishedAt: Date | null = null;

  @Property({ type: 'datetime' })
  updatedAt: Date & Opt = new Date();

  @Property({ type: 'string', length: 64, nullable: true })
  leaseOwner: string | null = null;

  @Property({ type: 'datetime', nullable: true })
  leaseUntil: Date | null = null;
}
