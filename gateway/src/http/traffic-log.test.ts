import { Writable } from 'node:stream';
import sharp from 'sharp';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';
import { logDefaults } from '../logger';

/**
 * Issue 31 item 11: health checks wrote ~100 MB a day per gateway while the cached answers
 * (pages from the HTML cache, kept renditions, both answered before Express) were never logged.
 * Passing health checks and cached answers are now debug lines, summed up at info once a
 * summary period (a minute by default, 300 ms here).
 */
interface Line {
  level: number;
  msg?: string;
  req?: { url?: string };
  res?: { statusCode?: number };
  periodS?: number;
  cached?: Record<string, number>;
  healthChecks?: Record<string, number>;
}

const lines: Line[] = [];
const destination = new Writable({
  write(chunk: Buffer, _encoding, done) {
    for (const text of chunk.toString('utf8').split('\n').filter(Boolean)) lines.push(JSON.parse(text));
    done();
  },
});
const summaryMs = 300;
const summary = 'answers without an access-log line (cached, passing health checks)';
let gateway: TestGateway;
let admin: TestClient;

beforeAll(async () => {
  gateway = await startTestGateway({ logLevel: 'info', log: { ...logDefaults, summaryMs, destination } });
  admin = await gateway.admin();
});

afterAll(async () => {
  await gateway?.stop();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The summary lines written from `from` on, added up, once `what` of them is `expected` (or after 5 s). */
async function summed(
  from: number,
  what: 'cached' | 'healthChecks',
  expected: Record<string, number>,
): Promise<{ cached: Record<string, number>; healthChecks: Record<string, number>; lines: Line[] }> {
  for (let waited = 0; waited < 5_000; waited += summaryMs) {
    await sleep(summaryMs);
    if (JSON.stringify(sum(from)[what]) === JSON.stringify(expected)) break;
  }
  // One more period: nothing more is counted afterwards.
  await sleep(summaryMs * 2);
  return sum(from);
}

function sum(from: number): { cached: Record<string, number>; healthChecks: Record<string, number>; lines: Line[] } {
  const written = lines.slice(from).filter((line) => line.msg === summary);
  const add = (into: Record<string, number>, counts: Record<string, number> = {}) => {
    for (const [key, n] of Object.entries(counts)) into[key] = (into[key] ?? 0) + n;
    return into;
  };
  return {
    cached: written.reduce((into, line) => add(into, line.cached), {} as Record<string, number>),
    healthChecks: written.reduce((into, line) => add(into, line.healthChecks), {} as Record<string, number>),
    lines: written,
  };
}

const accessLines = (from: number, path: string) => lines.slice(from).filter((line) => line.level >= 30 && line.req?.url?.startsWith(path));

describe('the access log', () => {
  it('writes no line at info for a passing health check, and counts them in the summary', async () => {
    const from = lines.length;
    for (let n = 0; n < 20; n += 1) {
      expect((await gateway.client().raw('GET', '/healthz')).status).toBe(200);
      expect((await gateway.client().raw('GET', '/readyz')).status).toBe(200);
    }
    const { healthChecks, lines: summaries } = await summed(from, 'healthChecks', { '/healthz 200': 20, '/readyz 200': 20 });
    expect(accessLines(from, '/healthz')).toEqual([]);
    expect(accessLines(from, '/readyz')).toEqual([]);
    expect(healthChecks).toEqual({ '/healthz 200': 20, '/readyz 200': 20 });
    expect(summaries.every((line) => line.level === 30 && typeof line.periodS === 'number')).toBe(true);
  });

  it('counts pages answered from the HTML cache, by status, and keeps the access-log line of the one rendered', async () => {
    const created = await admin.rest('POST', '/api/tessera/page/create', { title: 'Logged', slug: 'logged', type: 'content-page', locale: 'en-gb' });
    expect(created.status).toBe(200);
    const published = await admin.rest('POST', `/api/tessera/page/version/${created.body.pageVersionID}/store-and-publish`, {
      title: 'Logged',
      blocks: [{ type: 'rich-text', key: 'main', props: { heading: 'Logged', body: '<p>Logged</p>' } }],
    });
    expect(published.status).toBe(200);
    const visitor = gateway.client();
    const beforeFirst = lines.length;
    const first = await visitor.raw('GET', '/logged');
    expect(first.status).toBe(200);
    await sleep(summaryMs * 2);
    expect(accessLines(beforeFirst, '/logged')).toHaveLength(1);
    const from = lines.length;
    const etag = first.headers.get('etag')!;
    for (let n = 0; n < 5; n += 1) expect((await visitor.raw('GET', '/logged')).status).toBe(200);
    for (let n = 0; n < 3; n += 1) expect((await visitor.raw('GET', '/logged', { headers: { 'if-none-match': etag } })).status).toBe(304);
    const { cached } = await summed(from, 'cached', { 'page 200': 5, 'page 304': 3 });
    expect(cached).toEqual({ 'page 200': 5, 'page 304': 3 });
    // Answered before Express: no access-log line of their own.
    expect(accessLines(from, '/logged')).toEqual([]);
  });

  it('counts renditions answered from memory (kept files)', async () => {
    const png = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#406080' } })
      .png()
      .toBuffer();
    const uploaded = await admin.upload('POST', '/api/tessera/medialib/add-file', 'f', png, 'kept.png', 'image/png', { path: '/' });
    expect(uploaded.status).toBe(200);
    const file = uploaded.body.file as { id: number; fileName: string };
    expect((await admin.rest('POST', '/api/tessera/medialib/edit-file', { id: file.id, newPath: '/', newFileName: file.fileName, shared: true })).status).toBe(200);
    const url = `/api/tessera/medialib/preview-image?imageID=${file.id}&w=320&format=webp`;
    expect((await gateway.client().raw('GET', url)).status).toBe(200);
    await sleep(summaryMs * 2);
    const from = lines.length;
    for (let n = 0; n < 4; n += 1) expect((await gateway.client().raw('GET', url)).status).toBe(200);
    const { cached } = await summed(from, 'cached', { 'file 200': 4 });
    expect(cached).toEqual({ 'file 200': 4 });
  });

  it('still writes a line at info for every other request', async () => {
    const from = lines.length;
    expect((await gateway.client().raw('GET', '/api/tessera/no-such-route')).status).toBe(404);
    expect(accessLines(from, '/api/tessera/no-such-route')).toHaveLength(1);
  });
});
