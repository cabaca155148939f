/**
 * The record of a `faults:kill` run (what was acknowledged, what is in doubt, every check) and the
 * consistency checks after each restart: SQL on the database the gateway serves, the stored bytes
 * on disk, and the API (see kill-loop.ts for the whole procedure).
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { Client } from 'pg';
import sharp from 'sharp';
import type { Storage } from '@tessera/schema';
import type { Session } from './fault-support';

export interface PageState {
  id: number;
  /** The version the next store builds on (the latest as far as this writer knows). */
  base: number;
  lastAckedVersion: number | null;
  inDoubt: boolean;
}

export interface AckedFile {
  id: number;
  hash: string;
  size: number;
  fileName: string;
  kind: string;
  width: number | null;
  height: number | null;
}

export const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

export class Run {
  failures: string[] = [];
  checks = 0;
  failedChecks = 0;
  kills = 0;
  bootKills = 0;
  bootKillsAfterReady = 0;
  restarts = 0;
  readyMs: number[] = [];
  killToReadyMs: number[] = [];
  storesAcked = new Map<number, { pageId: number; title: string }>();
  publishesAcked = 0;
  requestsAcked = 0;
  refusals = new Map<string, number>();
  storesInDoubt = 0;
  uploadsAcked = new Map<number, AckedFile>();
  uploadsInDoubt: Array<{ fileName: string; hash: string }> = [];
  inDoubtCommitted = { stores: 0, uploads: 0 };
  verifiedBlobs = new Set<string>();
  servedFiles = new Set<number>();
  tempFilesSeen = 0;
  orphanBlobs = 0;

  check(ok: boolean, what: string): void {
    this.checks += 1;
    if (!ok) {
      this.failedChecks += 1;
      this.failures.push(what);
      console.error(`INCONSISTENT: ${what}`);
    }
  }

  refused(code: string): void {
    this.refusals.set(code, (this.refusals.get(code) ?? 0) + 1);
  }
}

function listFiles(directory: string): string[] {
  if (!existsSync(directory)) return [];
  return readdirSync(directory, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => join(entry.parentPath, entry.name));
}

/** Every check of one restart; see the file's comment. */
export async function verifyData(run: Run, options: { sqlUrl: string; storage: Storage; spoolDir: string; session: Session; pages: PageState[]; final: boolean }): Promise<void> {
  const sql = new Client({ connectionString: options.sqlUrl });
  await sql.connect();
  try {
    const rows = async <T>(text: string, values: unknown[] = []) => (await sql.query(text, values)).rows as T[];

    const brokenLatest = await rows<{ id: number }>(
      `select p.id from page p left join page_version v on v.id = p.latest_version_id
        where v.id is null or v.page_id <> p.id`,
    );
    run.check(brokenLatest.length === 0, `pages without a readable latest version: ${brokenLatest.map((r) => r.id).join(', ')}`);
    const brokenPublished = await rows<{ id: number }>(
      `select p.id from page p left join page_version v on v.id = p.published_version_id
        where p.published_version_id is not null and (v.id is null or v.page_id <> p.id)`,
    );
    run.check(brokenPublished.length === 0, `pages whose published version is missing: ${brokenPublished.map((r) => r.id).join(', ')}`);
    const orphanRequests = await rows<{ id: number }>(
      `select r.id from publication_request r left join page p on p.id = r.page_id left join page_version v on v.id = r.version_id
        where p.id is null or v.id is null`,
    );
    run.check(orphanRequests.length === 0, `publication requests without their page or version: ${orphanRequests.map((r) => r.id).join(', ')}`);
    const openMismatch = await rows<{ id: number }>(
      `select p.id from page p left join publication_request r on r.id = p.open_request_id
        where p.open_request_id is not null and (r.id is null or r.status <> 'open' or r.page_id <> p.id)`,
    );
    run.check(openMismatch.length === 0, `pages pointing at a request that is not their open one: ${openMismatch.map((r) => r.id).join(', ')}`);
    const orphanUsage = await rows<{ file_id: number }>(`select u.file_id from page_file_usage u left join media_file f on f.id = u.file_id where f.id is null`);
    run.check(orphanUsage.length === 0, `file-usage rows without their file: ${orphanUsage.map((r) => r.file_id).join(', ')}`);

    // The usage rows are exactly those of the latest version's blocks (written in one transaction).
    const latest = await rows<{ page_id: number; blocks: Array<{ __images?: Record<string, { fileID: number }> }>; used: number[] | null }>(
      `select p.id as page_id, v.blocks,
              (select array_agg(u.file_id order by u.file_id) from page_file_usage u where u.page_id = p.id and not u.published) as used
         from page p join page_version v on v.id = p.latest_version_id`,
    );
    for (const page of latest) {
      const inBlocks = [...new Set(page.blocks.flatMap((block) => Object.values(block.__images ?? {}).map((image) => image.fileID)))].sort((a, b) => a - b);
      run.check(JSON.stringify(inBlocks) === JSON.stringify(page.used ?? []), `page ${page.page_id}: usage rows ${JSON.stringify(page.used)} but its latest version uses ${JSON.stringify(inBlocks)}`);
    }

    // Every acknowledged store is there, on its page, with its content; no page went back behind one.
    const acked = [...run.storesAcked.keys()];
    const found = await rows<{ id: number; page_id: number; title: string }>(`select id, page_id, title from page_version where id = any($1)`, [acked]);
    const byId = new Map(found.map((row) => [row.id, row]));
    const missing = acked.filter((id) => {
      const row = byId.get(id);
      const want = run.storesAcked.get(id)!;
      return !row || row.page_id !== want.pageId || row.title !== want.title;
    });
    run.check(missing.length === 0, `acknowledged stores missing or changed: ${missing.slice(0, 20).join(', ')}`);
    const behind = await rows<{ id: number }>(
      `select v.id from page_version v join page p on p.id = v.page_id join page_version l on l.id = p.latest_version_id
        where v.id = any($1) and l.number < v.number`,
      [acked],
    );
    run.check(behind.length === 0, `pages whose latest version is older than an acknowledged store: ${behind.map((r) => r.id).join(', ')}`);

    // Every acknowledged upload is there with its bytes' hash and size.
    const files = await rows<{ id: number; hash: string; size: string; file_name: string; directory: string; kind: string; width: number | null; height: number | null }>(
      `select id, hash, size, file_name, directory, kind, width, height from media_file where kind <> 'video'`,
    );
    const filesById = new Map(files.map((file) => [file.id, file]));
    const lostUploads = [...run.uploadsAcked.values()].filter((want) => {
      const row = filesById.get(want.id);
      return !row || row.hash !== want.hash || Number(row.size) !== want.size || row.file_name !== want.fileName;
    });
    run.check(lostUploads.length === 0, `acknowledged uploads missing or changed: ${lostUploads.map((f) => f.fileName).join(', ')}`);
    const names = new Set(files.map((file) => file.file_name));
    const landed = run.uploadsInDoubt.filter((upload) => names.has(upload.fileName));
    run.inDoubtCommitted.uploads = landed.length;

    // In storage (disk or bucket): each row's bytes whole under its key; each blob hashes to its own key.
    for (const file of files) {
      const size = await options.storage.size(`media/${file.hash.slice(0, 2)}/${file.hash}`);
      if (size === null) {
        run.check(false, `file ${file.id} (${file.file_name}): no bytes under its key`);
        continue;
      }
      run.check(size === Number(file.size), `file ${file.id} (${file.file_name}): ${size} bytes stored, ${file.size} in its row`);
    }
    const hashes = new Set(files.map((file) => file.hash));
    const blobs: string[] = [];
    for await (const { key } of options.storage.list('media')) blobs.push(key);
    run.orphanBlobs = 0;
    for (const path of blobs) {
      const name = path.split('/').pop()!;
      run.check(/^[0-9a-f]{64}$/.test(name), `a file under media/ that is not a content key: ${path}`);
      if (!hashes.has(name)) run.orphanBlobs += 1;
      if (options.final || !run.verifiedBlobs.has(name)) {
        const hash = createHash('sha256');
        for await (const chunk of await options.storage.stream(path)) hash.update(chunk as Buffer);
        run.check(hash.digest('hex') === name, `blob ${name}: its bytes do not hash to its key (partial or torn)`);
        run.verifiedBlobs.add(name);
      }
    }
    run.tempFilesSeen = listFiles(options.spoolDir).length;

    // Through the API, as the library shows it: the listing, and each file served whole.
    const listing = await options.session.rest('POST', '/medialib/get-dir', { path: '/' });
    run.check(listing.outcome === 'ok', `the library listing failed after a restart: ${listing.status} ${listing.text.slice(0, 200)}`);
    const listed: Array<{ id: number; hash: string; size: number; kind: string; width: number | null; height: number | null; previewUrl: string | null }> = listing.body?.files ?? [];
    const inRoot = files.filter((file) => file.directory === '/');
    run.check(listed.length === inRoot.length, `the library lists ${listed.length} files, the database holds ${inRoot.length}`);
    for (const file of listed) {
      if (!file.previewUrl || (!options.final && run.servedFiles.has(file.id))) continue;
      const response = await fetch(options.session.base + file.previewUrl, { headers: { cookie: options.session.cookie }, signal: AbortSignal.timeout(15_000) });
      const bytes = Buffer.from(await response.arrayBuffer());
      if (response.status !== 200) {
        run.check(false, `file ${file.id}: served ${response.status}`);
        continue;
      }
      if (file.kind === 'document' || file.kind === 'gif') {
        run.check(bytes.length === file.size && sha256(bytes) === file.hash, `file ${file.id}: served ${bytes.length} bytes that are not the stored ones`);
      } else {
        const metadata = await sharp(bytes, { failOn: 'error' })
          .metadata()
          .catch(() => null);
        run.check(!!metadata && metadata.width === file.width && metadata.height === file.height, `image ${file.id}: served image does not decode whole at ${file.width}×${file.height}`);
      }
      run.servedFiles.add(file.id);
    }

    // Each page's latest version through the API.
    for (const page of options.pages) {
      const current = await options.session.rest('GET', `/page/${page.id}`);
      const version = current.outcome === 'ok' ? await options.session.rest('GET', `/page/version/fetch/${current.body.latestVersionID}`) : current;
      run.check(version.outcome === 'ok' && version.body.pageID === page.id, `page ${page.id}: latest version unreadable through the API (${version.status})`);
    }
  } finally {
    await sql.end();
  }
}
