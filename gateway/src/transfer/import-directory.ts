import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ZodError } from 'zod';
import {
  authorize,
  CodedError,
  isCodedError,
  manifestSchema,
  maxRecordBytes,
  recordFileName,
  recordSchemas,
  transferFiles,
  TransferMappings,
  type Ctx,
  type ErrorCode,
  type TransferFile,
  type TransferManifest,
} from '@tessera/schema';
import type { TransferProgress } from './export-directory';
import { ndjsonLines } from './ndjson-lines';
import { importStep, type ImportSteps } from './import-steps';

/** A record the import refused: where it is in the export, and why (catalogue codes). */
export interface RefusedRecord {
  file: string;
  line: number;
  code: ErrorCode;
  property?: string;
}

export interface ImportReport {
  sourceInstallation: string;
  /** Records made by this run, by file. */
  created: Partial<Record<TransferFile, number>>;
  /** Records found here (made by an earlier run, or a tag of the same name): nothing new. */
  existing: Partial<Record<TransferFile, number>>;
  /** The first 1,000 refusals; `refusedTotal` counts them all. */
  refused: RefusedRecord[];
  refusedTotal: number;
  /** Unpublished versions of imported pages that validation refuses (placeholders), left out. */
  skippedVersions: number;
}

/** The most refusals listed in a report; beyond it they are only counted. */
const maxListedRefusals = 1000;

export async function readManifest(dir: string): Promise<TransferManifest> {
  const path = join(dir, 'manifest.json');
  const text = existsSync(path) ? await readFile(path, 'utf8').catch(() => null) : null;
  if (text === null || text.length > 64 * 1024) throw new CodedError('V_12', 'manifest');
  try {
    return manifestSchema.parse(JSON.parse(text));
  } catch {
    throw new CodedError('V_12', 'manifest');
  }
}

/** A record's shape problem as a catalogue code on its property (`versions.0.title`). */
function shapeRefusal(error: ZodError): { code: ErrorCode; property?: string } {
  const issue = error.issues[0];
  const code: ErrorCode = issue.code === 'too_big' ? 'V_14' : issue.code === 'invalid_type' && issue.received === 'undefined' ? 'V_01' : 'V_12';
  return { code, property: issue.path.join('.') || undefined };
}

/**
 * Imports an export (export-directory.ts) into this installation, file by file in the format's
 * order and line by line. Each record goes through the operations an editor's change goes
 * through (validation, block schemas, media checked by content, events for the cache and the
 * search index), with its source ids mapped to this installation's (transfer_mapping), so a
 * second run of the same export makes nothing new. A refused record (not JSON, too long, wrong
 * shape, a reference to something not imported, refused by an operation) is reported with its
 * line and code and the others go on; only an unreadable manifest stops the import before it
 * starts, and an unexpected failure (the database gone) stops it where it is: running it again
 * continues. An administrator's work (manage-settings).
 */
export async function importFromDirectory(ctx: () => Ctx, dir: string, onProgress?: TransferProgress): Promise<ImportReport> {
  authorize(ctx(), 'manage-settings');
  const manifest = await readManifest(dir);
  const steps: ImportSteps = { dir, ctx, mappings: new TransferMappings(ctx(), manifest.sourceInstallation), skippedVersions: 0 };
  const report: ImportReport = { sourceInstallation: manifest.sourceInstallation, created: {}, existing: {}, refused: [], refusedTotal: 0, skippedVersions: 0 };
  const refuse = (entry: RefusedRecord) => {
    report.refusedTotal += 1;
    if (report.refused.length < maxListedRefusals) report.refused.push(entry);
  };
  let records = 0;
  for (const file of transferFiles) {
    const name = recordFileName(file);
    const path = join(dir, name);
    if (!existsSync(path)) continue;
    for await (const line of ndjsonLines(path, maxRecordBytes)) {
      records += 1;
      onProgress?.({ file, records });
      if (!('text' in line)) {
        refuse({ file: name, line: line.line, code: 'V_14' });
        continue;
      }
      let raw: unknown;
      try {
        raw = JSON.parse(line.text);
      } catch {
        refuse({ file: name, line: line.line, code: 'V_12' });
        continue;
      }
      const parsed = recordSchemas[file].safeParse(raw);
      if (!parsed.success) {
        refuse({ file: name, line: line.line, ...shapeRefusal(parsed.error) });
        continue;
      }
      try {
        const result = await importStep[file](steps, parsed.data as never);
        report[result][file] = (report[result][file] ?? 0) + 1;
      } catch (error) {
        if (!isCodedError(error)) throw error;
        for (const entry of error.errors) refuse({ file: name, line: line.line, code: entry.code, property: entry.property });
      }
    }
  }
  report.skippedVersions = steps.skippedVersions;
  return report;
}
