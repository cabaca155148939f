import { appendFileSync, cpSync, existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { extract } from 'tar-stream';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';
import { createPage, publishPage, storeVersion, systemContext } from '@tessera/schema';
import { exportsDir } from './transfer-job-runner';

/*
 * The admin's export and import jobs: started over REST and GraphQL, run by the gateway's runner
 * (once per cluster, under a lease), with progress, counts and refusals on the job's row.
 */

let gateway: TestGateway;
let admin: TestClient;

const jobFields = 'id kind status processed total publishedOnly source refusedTotal errorCode counts { file records created existing } refusals { file line code property }';

async function finished(id: number): Promise<any> {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    await gateway.tessera.transferJobs.runNow();
    const reply = await admin.rest('GET', `/api/tessera/transfer-jobs/${id}`);
    if (reply.body.Job.status === 'done' || reply.body.Job.status === 'failed') return reply.body.Job;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`job ${id} did not finish`);
}

const startImport = (source: string, client = admin) => client.rest('POST', '/api/tessera/transfer-jobs/import', { source });

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  const ctx = () => systemContext(gateway.tessera.orm.em.fork(), gateway.tessera.services);
  for (const slug of ['about', 'contact']) {
    const page = await createPage(ctx(), { title: slug, slug, type: 'content-page', locale: 'en-gb' });
    await storeVersion(ctx(), { versionId: page.pageVersionID, title: slug, blocks: [{ type: 'rich-text', props: { heading: slug, body: `<p>${slug}</p>` } }] });
    await publishPage(ctx(), { id: page.pageID });
  }
  await createPage(ctx(), { title: 'Draft', slug: 'draft', type: 'content-page', locale: 'en-gb' });
}, 120_000);

afterAll(() => gateway?.stop());

describe('transfer jobs', () => {
  let exportId: number;

  it('an export job started over REST runs to done with counts, into exports/<id>/ of the data directory', async () => {
    const reply = await admin.rest('POST', '/api/tessera/transfer-jobs/export', {});
    expect(reply.status).toBe(200);
    expect(reply.body.Job).toMatchObject({ kind: 'export', status: 'queued', publishedOnly: false });
    exportId = reply.body.Job.id;
    const job = await finished(exportId);
    expect(job.status).toBe('done');
    expect(job.counts).toEqual(expect.arrayContaining([expect.objectContaining({ file: 'pages', records: 3 })]));
    expect(job.processed).toBeGreaterThanOrEqual(3);
    expect(existsSync(join(exportsDir(gateway.dataDir), String(exportId), 'manifest.json'))).toBe(true);
    const [audit] = await gateway.sql(`select action from audit_log where action = 'transfer.export-started'`);
    expect(audit).toBeDefined();
  }, 60_000);

  it('a finished export downloads as .tar.gz holding its directory', async () => {
    const reply = await admin.raw('GET', `/api/tessera/transfer-jobs/${exportId}/download`);
    expect(reply.status).toBe(200);
    expect(reply.headers.get('content-type')).toContain('application/gzip');
    expect(reply.headers.get('content-disposition')).toContain(`tessera-export-${exportId}.tar.gz`);
    const entries = new Map<string, Buffer>();
    const reader = extract();
    const collected = (async () => {
      for await (const entry of reader) {
        const chunks: Buffer[] = [];
        for await (const chunk of entry) chunks.push(chunk as Buffer);
        entries.set(entry.header.name, Buffer.concat(chunks));
      }
    })();
    reader.end(gunzipSync(Buffer.from(await reply.arrayBuffer())));
    await collected;
    const dir = join(exportsDir(gateway.dataDir), String(exportId));
    expect(entries.get(`export-${exportId}/manifest.json`)?.toString()).toBe(readFileSync(join(dir, 'manifest.json'), 'utf8'));
    expect(entries.get(`export-${exportId}/pages.ndjson`)?.toString()).toBe(readFileSync(join(dir, 'pages.ndjson'), 'utf8'));
  });

  it('an export job started over GraphQL, published only, is listed with its counts', async () => {
    const reply = await admin.gql(`mutation { startExportJob(publishedOnly: true) { ${jobFields} } }`);
    expect(reply.body.errors).toBeUndefined();
    const job = await finished(reply.body.data.startExportJob.id);
    expect(job.counts).toEqual(expect.arrayContaining([expect.objectContaining({ file: 'pages', records: 2 })]));
    const list = await admin.gql(`{ transferJobs { ${jobFields} } }`);
    expect(list.body.data.transferJobs.map((j: { id: number }) => j.id).slice(0, 2)).toEqual([job.id, exportId]);
  }, 60_000);

  it('an import job of an export into the same installation makes nothing new, run once or twice', async () => {
    const pages = async () => (await gateway.sql(`select count(*)::int as n from page`))[0].n;
    const before = await pages();
    const reply = await admin.gql(`mutation($source: String!) { startImportJob(source: $source) { ${jobFields} } }`, { source: String(exportId) });
    expect(reply.body.errors).toBeUndefined();
    expect(reply.body.data.startImportJob).toMatchObject({ kind: 'import', source: String(exportId), status: 'queued' });
    for (const job of [await finished(reply.body.data.startImportJob.id), await finished((await startImport(String(exportId))).body.Job.id)]) {
      expect(job.status).toBe('done');
      expect(job.counts.every((count: { created: number }) => count.created === 0)).toBe(true);
      // Its own pages are here under their slugs: each is refused (V_06 on slug), not made again.
      expect(job.refusals).toEqual([1, 2, 3].map((line) => ({ file: 'pages.ndjson', line, code: 'V_06', property: 'slug' })));
      expect(job.total).toBe(3);
      expect(job.processed).toBe(job.total);
    }
    expect(await pages()).toBe(before);
  }, 120_000);

  it('an import job lists the records it refused, with their line and code', async () => {
    const broken = join(exportsDir(gateway.dataDir), 'broken-copy');
    cpSync(join(exportsDir(gateway.dataDir), String(exportId)), broken, { recursive: true });
    appendFileSync(join(broken, 'tags.ndjson'), 'not json\n');
    const job = await finished((await startImport('broken-copy')).body.Job.id);
    expect(job.status).toBe('done');
    expect(job.refusedTotal).toBe(4);
    expect(job.refusals).toContainEqual({ file: 'tags.ndjson', line: 1, code: 'V_12' });
  }, 60_000);

  it('an import source that is not a plain name under exports/ is refused with V_12 on source', async () => {
    for (const source of ['../x', '/etc', '..', 'a/b', '.hidden', '']) {
      const reply = await startImport(source);
      expect(reply.status).toBe(422);
      expect(reply.body.Errors).toEqual([{ code: 'V_12', property: 'source' }]);
    }
    const gql = await admin.gql(`mutation { startImportJob(source: "../../etc") { id } }`);
    expect(gql.body.errors?.[0].extensions).toMatchObject({ code: 'V_12', property: 'source' });
    // An import job's id is not an export.
    const [importJob] = await gateway.sql(`select id from transfer_job where kind = 'import' limit 1`);
    expect((await startImport(String(importJob.id))).body.Errors).toEqual([{ code: 'V_12', property: 'source' }]);
    expect((await admin.rest('GET', `/api/tessera/transfer-jobs/${importJob.id}/download`)).body.Errors).toEqual([{ code: 'V_12', property: 'id' }]);
    // A name that is not there fails the job, not the caller's file system.
    const missing = await finished((await startImport('nothing-here')).body.Job.id);
    expect(missing).toMatchObject({ status: 'failed', errorCode: 'V_12' });
  }, 60_000);

  it('a second start while a job is queued or running is refused with V_07', async () => {
    await gateway.sql(
      `insert into transfer_job (kind, refusals, status, created_at, updated_at, lease_owner, lease_until) values ('export', '[]', 'running', now(), now(), 'another-gateway', now() + interval '1 hour')`,
    );
    try {
      const rest = await admin.rest('POST', '/api/tessera/transfer-jobs/export', {});
      expect(rest.body.Errors).toEqual([{ code: 'V_07', property: null }]);
      const gql = await admin.gql(`mutation { startImportJob(source: "${exportId}") { id } }`);
      expect(gql.body.errors?.[0].extensions.code).toBe('V_07');
    } finally {
      await gateway.sql(`delete from transfer_job where lease_owner = 'another-gateway'`);
    }
  });

  it('needs manage-settings: an editor is refused with 403 (UM_01)', async () => {
    const editor = (await gateway.signedIn('editor')).client;
    for (const reply of [
      await editor.rest('GET', '/api/tessera/transfer-jobs'),
      await editor.rest('POST', '/api/tessera/transfer-jobs/export', {}),
      await startImport(String(exportId), editor),
      await editor.rest('GET', `/api/tessera/transfer-jobs/${exportId}`),
      await editor.raw('GET', `/api/tessera/transfer-jobs/${exportId}/download`).then(async (r) => ({ status: r.status, body: await r.json() })),
    ]) {
      expect(reply.status).toBe(403);
      expect(reply.body.Errors[0].code).toBe('UM_01');
    }
    expect((await editor.gql('{ transferJobs { id } }')).body.errors?.[0].extensions.code).toBe('UM_01');
    expect((await editor.gql('mutation { startExportJob { id } }')).body.errors?.[0].extensions.code).toBe('UM_01');
  });

  it('a job left running by a gateway that died (its lease run out) is taken over and finished', async () => {
    const [dead] = await gateway.sql(
      `insert into transfer_job (kind, refusals, status, processed, created_at, started_at, updated_at, lease_owner, lease_until)
       values ('export', '[]', 'running', 7, now(), now(), now() - interval '1 minute', 'dead-gateway', now() - interval '1 second') returning id`,
    );
    // What the dead gateway had half written is replaced.
    cpSync(join(exportsDir(gateway.dataDir), String(exportId)), join(exportsDir(gateway.dataDir), String(dead.id)), { recursive: true });
    const job = await finished(dead.id);
    expect(job.status).toBe('done');
    expect(job.counts).toEqual(expect.arrayContaining([expect.objectContaining({ file: 'pages', records: 3 })]));
    const [row] = await gateway.sql(`select lease_owner from transfer_job where id = ?`, [dead.id]);
    expect(row.lease_owner).toBeNull();
  }, 60_000);

  it('a job whose lease is held by a live gateway is left to it', async () => {
    const [held] = await gateway.sql(
      `insert into transfer_job (kind, refusals, status, created_at, updated_at, lease_owner, lease_until) values ('export', '[]', 'running', now(), now(), 'live-gateway', now() + interval '1 hour') returning id`,
    );
    try {
      expect(await gateway.tessera.transferJobs.runNow()).toBe(0);
      const [row] = await gateway.sql(`select status, lease_owner from transfer_job where id = ?`, [held.id]);
      expect(row).toEqual({ status: 'running', lease_owner: 'live-gateway' });
    } finally {
      await gateway.sql(`delete from transfer_job where id = ?`, [held.id]);
    }
  });
});
