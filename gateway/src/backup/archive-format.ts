/**
 * The layout of a Tessera backup: a gzip-compressed tar whose first entry names the format
 * (`tessera-backup.json`), then one NDJSON file per table (`database/<table>.ndjson`, one
 * `row_to_json` object a line), then the stored bytes under their storage keys (`storage/<key>`),
 * and last the manifest (`manifest.json`) with every other entry's size and sha256. A restore
 * reads the archive twice: once to check every entry against the manifest, once to apply it.
 */
export const formatName = 'tessera-backup';
export const formatVersion = 1;

export const formatEntry = 'tessera-backup.json';
export const manifestEntry = 'manifest.json';
export const tableEntry = (table: string) => `database/${table}.ndjson`;
export const storageEntry = (key: string) => `storage/${key}`;

export interface ArchivedEntry {
  /** The entry's name in the archive. */
  entry: string;
  size: number;
  sha256: string;
}

export interface ArchivedTable extends ArchivedEntry {
  table: string;
  /** The columns each line holds (generated columns are left out: the target computes them). */
  columns: string[];
  rows: number;
}

export interface ArchivedFile extends ArchivedEntry {
  key: string;
}

export interface BackupManifest {
  format: typeof formatName;
  formatVersion: number;
  tesseraVersion: string;
  createdAt: string;
  /** `embedded` (PGlite) or `server`, and the server's version: for the operator, not for the restore. */
  database: { kind: 'embedded' | 'server'; serverVersion: string };
  /** The migrations applied in the snapshot, in order. */
  migrations: string[];
  tables: ArchivedTable[];
  sequences: Array<{ name: string; lastValue: string; isCalled: boolean }>;
  files: ArchivedFile[];
  /**
   * Keys the snapshot's rows name whose bytes were gone when they were copied: deleted after the
   * snapshot (the row was deleted too, later), or missing from the storage already.
   */
  missing: string[];
  /** How long the database snapshot's transaction lasted (on the embedded database, the pause of every other query). */
  snapshotMs: number;
}

/** A backup could not be read or does not fit: the command prints the message, without a stack. */
export class BackupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'BackupError';
  }
}
