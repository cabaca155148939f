import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';
import { varnishVmodMissing } from './varnish-vmods';

/**
 * Real Varnish (Debian's varnish + varnish-modules' xkey) with the repository's VCL in front of
 * two gateways on one database, the gateways purging it by surrogate key (TESSERA_PURGE_URLS):
 * a publication through one gateway is served fresh by Varnish within 2 s, an un-shared or
 * unpublished file stops being served, and what a change does not touch stays a hit.
 * CI needs `apt-get install -y varnish varnish-modules`; without varnishd or its xkey vmod the
 * suite is skipped.
 */
const vclPath = join(__dirname, '../../../deploy/varnish/default.vcl');
const varnishd = spawnSync('sh', ['-c', 'command -v varnishd'], { encoding: 'utf8' }).stdout.trim();
const varnishMissing = varnishd ? varnishVmodMissing(varnishd, readFileSync(vclPath, 'utf8')) : 'varnishd is not installed (apt-get install -y varnish varnish-modules)';
const describeWithVarnish = varnishMissing ? describe.skip : describe;
if (varnishMissing) console.warn(`varnish.test.ts SKIPPED: ${varnishMissing}`);
const secret = 'varnish-test-secret-0123456789';
const api = '/api/tessera/page';

let varnish: ChildProcess | undefined;
let varnishUrl = '';
let workDir = '';
let first: TestGateway;
let second: TestGateway;
let admin: TestClient;

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
}

function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'GET', headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString('utf8') }));
    });
    req.on('error', reject);
    req.end();
  });
}

const viaVarnish = (path: string, headers: Record<string, string> = {}) => get(`${varnishUrl}${path}`, headers);

function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** The repository's VCL with its backends section naming these gateways (and a quick health probe). */
function vclFor(ports: number[]): string {
  const vcl = readFileSync(vclPath, 'utf8');
  const backends = [
    'probe gateway_health { .url = "/healthz"; .interval = 500ms; .timeout = 1s; .window = 3; .threshold = 2; }',
    ...ports.map((port, i) => `backend gateway${i + 1} { .host = "127.0.0.1"; .port = "${port}"; .probe = gateway_health; }`),
    'sub vcl_init {',
    '  new gateways = directors.round_robin();',
    ...ports.map((_, i) => `  gateways.add_backend(gateway${i + 1});`),
    '}',
  ].join('\n');
  const replaced = vcl.replace(/# BEGIN BACKENDS[\s\S]*# END BACKENDS/, `# BEGIN BACKENDS\n${backends}\n# END BACKENDS`);
  expect(replaced).not.toBe(vcl);
  return replaced;
}

async function until<T>(what: () => Promise<T>, done: (value: T) => boolean, withinMs: number): Promise<{ value: T; ms: number }> {
  const started = Date.now();
  for (;;) {
    const value = await what();
    if (done(value) || Date.now() - started > withinMs) return { value, ms: Date.now() - started };
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function publishNew(client: TestClient, slug: string, title: string, blocks?: unknown[]) {
  const created = await client.rest('POST', `${api}/create`, { title, slug, type: 'content-page', locale: 'en-gb' });
  expect(created.status).toBe(200);
  await publishVersion(client, created.body.pageVersionID, title, blocks);
  return created.body.pageID as number;
}

async function publishVersion(client: TestClient, versionID: number, title: string, blocks?: unknown[]) {
  const stored = await client.rest('POST', `${api}/version/${versionID}/store-and-publish`, {
    title,
    blocks: blocks ?? [{ type: 'rich-text', key: 'main', props: { heading: title, body: `<p>${title}</p>` } }],
  });
  expect(stored.status).toBe(200);
}

const titleOf = (html: string) => html.match(/<title>([^<]*)<\/title>/)?.[1] ?? '';

describeWithVarnish('Varnish in front of two gateways', () => {
  beforeAll(async () => {
    const port = await freePort();
    varnishUrl = `http://127.0.0.1:${port}`;
    const purge = { urls: [new URL(`${varnishUrl}/`)], timeoutMs: 2000, repeatMs: 500 };
    first = await startTestGateway({ secret, purge });
    // One storage, as a cluster has (a bucket or a shared folder).
    second = await startTestGateway({ secret, purge, storage: first.storage }, { reset: false });
    admin = await first.admin();
    workDir = mkdtempSync(join(tmpdir(), 'tessera-varnish-'));
    const vcl = join(workDir, 'default.vcl');
    writeFileSync(vcl, vclFor([first.url, second.url].map((url) => Number(new URL(url).port))));
    // -j none: no privilege separation (the test runs as whoever runs it); -F: stays in the foreground, ended with the test.
    varnish = spawn(varnishd, ['-F', '-j', 'none', '-f', vcl, '-a', `127.0.0.1:${port}`, '-n', join(workDir, 'n'), '-s', 'malloc,64m', '-p', 'default_grace=0'], {
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    varnish.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const ready = await until(
      () => viaVarnish('/healthz').catch(() => ({ status: 0, headers: {}, text: '' })),
      (answer) => answer.status === 200,
      15_000,
    );
    if (ready.value.status !== 200) throw new Error(`varnishd did not come up: ${stderr}`);
  }, 60_000);

  afterAll(async () => {
    if (varnish?.pid && varnish.exitCode === null) {
      const exited = new Promise((resolve) => varnish!.once('exit', resolve));
      varnish.kill('SIGTERM');
      await exited;
    }
    await first?.stop();
    await second?.stop();
    if (workDir) rmSync(workDir, { recursive: true, force: true });
  });

  it('serves a publication through one gateway fresh within 2 s, and keeps an unaffected page a hit', async () => {
    const pageA = await publishNew(admin, 'varnish-a', 'Edition one');
    await publishNew(admin, 'varnish-b', 'Page B');
    // Their own purges are past before Varnish keeps them: the cdn-purge consumer (on whichever
    // gateway holds it; on a loaded machine it may hear the events late) has sent them, and the
    // repeat 500 ms after each.
    expect(await first.tessera.consumers.settle()).toBe(true);
    await new Promise((resolve) => setTimeout(resolve, 1000));
    for (const path of ['/varnish-a', '/varnish-b']) {
      expect((await viaVarnish(path)).headers['x-cache']).toBe('MISS');
      const again = await viaVarnish(path);
      expect(again.headers['x-cache']).toBe('HIT');
      // The keys stay between the gateways and Varnish.
      expect(again.headers.xkey).toBeUndefined();
    }
    expect(titleOf((await viaVarnish('/varnish-a')).text)).toContain('Edition one');

    // Published through the second gateway: its own purge and the first's both reach Varnish.
    const editor = await second.admin();
    const next = await editor.rest('GET', `${api}/${pageA}`);
    await publishVersion(editor, next.body.latestVersionID, 'Edition two');
    const fresh = await until(
      () => viaVarnish('/varnish-a'),
      (answer) => titleOf(answer.text).includes('Edition two'),
      2000,
    );
    expect(titleOf(fresh.value.text)).toContain('Edition two');
    expect(fresh.ms).toBeLessThanOrEqual(2000);

    const b = await viaVarnish('/varnish-b');
    expect(b.headers['x-cache']).toBe('HIT');
    expect(titleOf(b.text)).toContain('Page B');
  }, 30_000);

  it('a menu change reaches every page showing the menu', async () => {
    const page = await publishNew(admin, 'varnish-menu', 'Menu page');
    // The publication's own purges may land after the first answer was cached.
    const cached = await until(
      () => viaVarnish('/varnish-menu'),
      (answer) => answer.headers['x-cache'] === 'HIT',
      2000,
    );
    expect(cached.value.headers['x-cache']).toBe('HIT');
    expect((await admin.rest('POST', '/api/tessera/menu/item', { locale: 'en-gb', label: 'Through Varnish', pageId: page, url: null })).status).toBe(200);
    const fresh = await until(
      () => viaVarnish('/varnish-b'),
      (answer) => answer.text.includes('Through Varnish'),
      2000,
    );
    expect(fresh.value.text).toContain('Through Varnish');
  }, 30_000);

  it('stops serving a file when it is un-shared, and one shown by a page when the page is unpublished', async () => {
    const sharp = (await import('sharp')).default;
    const jpeg = (colour: string) =>
      sharp({ create: { width: 64, height: 48, channels: 3, background: colour } })
        .jpeg()
        .toBuffer();
    const shared = (await admin.upload('POST', '/api/tessera/medialib/add-file', 'f', await jpeg('#aa3300'), 'shared.jpg', 'image/jpeg', { path: '/' })).body.file;
    const edit = (shareIt: boolean) => admin.rest('POST', '/api/tessera/medialib/edit-file', { id: shared.id, newPath: '/', newFileName: 'shared.jpg', shared: shareIt });
    expect((await edit(true)).status).toBe(200);
    const sharedPath = `/api/tessera/medialib/preview-image?imageID=${shared.id}`;
    // The share's own purge travels through the event feed and may land after the first answer was cached.
    const hit = await until(
      () => viaVarnish(sharedPath),
      (answer) => answer.headers['x-cache'] === 'HIT',
      2000,
    );
    expect([hit.value.status, hit.value.headers['x-cache']]).toEqual([200, 'HIT']);
    expect((await edit(false)).status).toBe(200);
    const gone = await until(
      () => viaVarnish(sharedPath),
      (answer) => answer.status === 404,
      2000,
    );
    expect(gone.value.status).toBe(404);

    const shown = (await admin.upload('POST', '/api/tessera/medialib/add-file', 'f', await jpeg('#0033aa'), 'shown.jpg', 'image/jpeg', { path: '/' })).body.file;
    const image = { hash: shown.hash, fileName: 'shown.jpg', altText: 'Shown', fileID: shown.id, cropParams: null };
    const page = await publishNew(admin, 'varnish-picture', 'Picture', [{ type: 'image', key: 'pic', props: { caption: 'Pic' }, __images: { image } }]);
    const shownPath = `/api/tessera/medialib/preview-image?imageID=${shown.id}`;
    // Likewise the publication's purge (it names the file) may land after the first answer was cached.
    const cached = await until(
      () => viaVarnish(shownPath),
      (answer) => answer.headers['x-cache'] === 'HIT',
      2000,
    );
    expect([cached.value.status, cached.value.headers['x-cache']]).toEqual([200, 'HIT']);
    expect((await admin.rest('POST', `${api}/${page}/unpublish`, {})).status).toBe(200);
    const unpublished = await until(
      () => viaVarnish(shownPath),
      (answer) => answer.status === 404,
      2000,
    );
    expect(unpublished.value.status).toBe(404);
    expect(
      (
        await until(
          () => viaVarnish('/varnish-picture'),
          (answer) => answer.status === 404,
          2000,
        )
      ).value.status,
    ).toBe(404);
  }, 30_000);

  it('never shares what is personal: a session cookie passes, the admin and the API are not cached', async () => {
    const cookie = admin.cookie!;
    await viaVarnish('/varnish-b');
    const signedIn = await viaVarnish('/varnish-b', { cookie });
    expect(signedIn.headers['x-cache']).toBe('MISS');
    for (const path of [`${api}/1`, '/cmsadmin/']) {
      await viaVarnish(path, { cookie });
      expect((await viaVarnish(path, { cookie })).headers['x-cache']).toBe('MISS');
      await viaVarnish(path);
      expect((await viaVarnish(path)).headers['x-cache']).toBe('MISS');
    }
    // A purge from outside the ACL would be refused; from here it is taken.
    const purged = await new Promise<number>((resolve, reject) => {
      const req = request(`${varnishUrl}/`, { method: 'PURGE', headers: { 'xkey-purge': 'nothing-here' } }, (res) => {
        res.resume();
        resolve(res.statusCode!);
      });
      req.on('error', reject);
      req.end();
    });
    expect(purged).toBe(200);
  }, 30_000);
});
