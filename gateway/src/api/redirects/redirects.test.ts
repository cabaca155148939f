import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * Redirects (issue 35): manual ones managed with manage-redirects (REST and GraphQL), listed with
 * the automatic ones slug changes left; served before the site's routing and its HTML cache, by
 * every gateway; imported from CSV with a report of the refused rows, exported as CSV.
 */
let gateway: TestGateway;
let admin: TestClient;
let serial = 0;

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
});

afterAll(async () => {
  await gateway?.stop();
});

beforeEach(async () => {
  await gateway.sql('delete from redirect');
});

async function personWith(permissions: string[]): Promise<TestClient> {
  const role = `only-${permissions.join('-') || 'nothing'}`;
  await gateway.sql(`insert into role (name, permissions, created_at) select ?, ?::jsonb, now() where not exists (select 1 from role where name = ?)`, [
    role,
    JSON.stringify(permissions.map((name) => ({ name }))),
    role,
  ]);
  return (await gateway.signedIn(role)).client;
}

const create = (body: Record<string, unknown>, client = admin) => client.rest('POST', '/api/tessera/redirects', body);

async function visit(path: string, base = gateway.url): Promise<{ status: number; location: string | null }> {
  const response = await fetch(`${base}${path}`, { redirect: 'manual' });
  await response.arrayBuffer();
  return { status: response.status, location: response.headers.get('location') };
}

async function publishedPage(slug: string, locale = 'en-gb'): Promise<number> {
  const reply = await admin.rest('POST', '/api/tessera/page/create', { title: `Redirect page ${++serial}`, slug, type: 'content-page', locale });
  expect(reply.status).toBe(200);
  const id = (reply.body as { pageID: number }).pageID;
  const stored = await admin.rest('POST', `/api/tessera/page/version/${(reply.body as { pageVersionID: number }).pageVersionID}/store-and-publish`, { title: `Redirect page ${serial}`, blocks: [] });
  expect(stored.status).toBe(200);
  return id;
}

function importCsv(csv: string | Buffer, client = admin) {
  return client.upload('POST', '/api/tessera/redirects/import', 'file', Buffer.isBuffer(csv) ? csv : Buffer.from(csv), 'redirects.csv', 'text/csv');
}

async function exportedCsv(client = admin): Promise<{ status: number; text: string; type: string | null }> {
  const response = await client.raw('GET', '/api/tessera/redirects/export');
  return { status: response.status, type: response.headers.get('content-type'), text: new TextDecoder('utf-8', { ignoreBOM: true }).decode(await response.arrayBuffer()) };
}

describe('managing', () => {
  it('needs manage-redirects: UM_01 with 401 signed out, 403 for an editor; the admin role has it', async () => {
    const anonymous = gateway.client();
    expect((await anonymous.rest('GET', '/api/tessera/redirects')).status).toBe(401);
    expect((await anonymous.rest('GET', '/api/tessera/redirects')).body.Errors).toEqual([{ code: 'UM_01', property: null }]);
    const editor = (await gateway.signedIn('editor')).client;
    for (const reply of [
      await editor.rest('GET', '/api/tessera/redirects'),
      await create({ fromPath: '/a', to: '/b' }, editor),
      await editor.rest('DELETE', '/api/tessera/redirects/1'),
      await importCsv('from,to\n/a,/b\n', editor),
      await editor.raw('GET', '/api/tessera/redirects/export').then(async (r) => ({ status: r.status, body: await r.json() })),
    ]) {
      expect(reply.status).toBe(403);
      expect(reply.body.Errors[0].code).toBe('UM_01');
    }
    const gql = await editor.gql('{ redirects { total } }');
    expect(gql.body.errors?.[0].extensions.code).toBe('UM_01');
    const manager = await personWith(['manage-redirects']);
    expect((await create({ fromPath: '/by-manager', to: '/somewhere' }, manager)).status).toBe(200);
    expect(await gateway.sql('select count(*)::int as n from redirect')).toEqual([{ n: 1 }]);
  });

  it('creates, updates and deletes, normalising the from path and splitting its locale prefix', async () => {
    const made = await create({ fromPath: '/NL-NL/Oude%20Pagina/?x=1', to: 'https://example.org/new?a=b', status: 302 });
    expect(made.status).toBe(200);
    const redirect = made.body.Redirect;
    expect(redirect).toMatchObject({ automatic: false, locale: 'nl-nl', fromPath: '/oude pagina', to: 'https://example.org/new?a=b', status: 302 });
    const updated = await admin.rest('PUT', `/api/tessera/redirects/${redirect.id}`, { fromPath: '/oude-pagina', to: '/nieuw', status: 301, locale: 'nl-nl' });
    expect(updated.status).toBe(200);
    expect(updated.body.Redirect).toMatchObject({ fromPath: '/oude-pagina', to: '/nieuw', status: 301 });
    const listed = await admin.rest('GET', '/api/tessera/redirects?search=oude');
    expect(listed.body.items.map((item: { fromPath: string }) => item.fromPath)).toEqual(['/oude-pagina']);
    expect((await admin.rest('DELETE', `/api/tessera/redirects/${redirect.id}`)).status).toBe(200);
    expect((await admin.rest('DELETE', `/api/tessera/redirects/${redirect.id}`)).body.Errors).toEqual([{ code: 'V_12', property: 'id' }]);
  });

  it('refuses bad input with codes and changes nothing', async () => {
    await publishedPage(`owned-${serial + 1}`);
    const ownedSlug = `owned-${serial}`;
    expect((await create({ fromPath: '/taken', to: '/elsewhere' })).status).toBe(200);
    const cases: Array<[Record<string, unknown>, { code: string; property: string }]> = [
      [{ to: '/b' }, { code: 'V_01', property: 'fromPath' }],
      [{ fromPath: '/a' }, { code: 'V_01', property: 'to' }],
      [
        { fromPath: 'no-slash', to: '/b' },
        { code: 'V_12', property: 'fromPath' },
      ],
      [
        { fromPath: '/a/../b', to: '/b' },
        { code: 'V_12', property: 'fromPath' },
      ],
      [
        { fromPath: `/${'x'.repeat(1100)}`, to: '/b' },
        { code: 'V_14', property: 'fromPath' },
      ],
      [
        { fromPath: '/a', to: 'javascript:alert(1)' },
        { code: 'V_13', property: 'to' },
      ],
      [
        { fromPath: '/a', to: '//evil.example' },
        { code: 'V_13', property: 'to' },
      ],
      [
        { fromPath: '/a', to: '/\\evil.example' },
        { code: 'V_13', property: 'to' },
      ],
      [
        { fromPath: '/a', to: `https://example.org/${'y'.repeat(2100)}` },
        { code: 'V_14', property: 'to' },
      ],
      [
        { fromPath: '/a', to: '/b', status: 307 },
        { code: 'V_12', property: 'status' },
      ],
      [
        { fromPath: '/a', to: '/b', locale: 'xx-yy' },
        { code: 'V_12', property: 'locale' },
      ],
      [
        { fromPath: '/taken', to: '/other' },
        { code: 'V_06', property: 'fromPath' },
      ],
      [
        { fromPath: '/self', to: '/self' },
        { code: 'V_07', property: 'to' },
      ],
      [
        { fromPath: '/elsewhere', to: '/taken' },
        { code: 'V_07', property: 'to' },
      ],
      [
        { fromPath: '/before', to: '/taken' },
        { code: 'V_07', property: 'to' },
      ],
      [
        { fromPath: '/cmsadmin/login', to: '/b' },
        { code: 'V_07', property: 'fromPath' },
      ],
      [
        { fromPath: `/${ownedSlug}`, to: '/b' },
        { code: 'V_07', property: 'fromPath' },
      ],
    ];
    for (const [body, error] of cases) {
      const reply = await create(body);
      expect({ body, status: reply.status, Errors: reply.body.Errors }).toEqual({ body, status: ['V_06', 'V_07'].includes(error.code) ? 409 : 422, Errors: [error] });
    }
    expect(await gateway.sql('select from_path from redirect')).toEqual([{ from_path: '/taken' }]);
  });

  it('lists the automatic redirects a slug change left, marked and after the manual ones', async () => {
    const id = await publishedPage(`renamed-${serial + 1}`);
    const before = `renamed-${serial}`;
    // What a slug change leaves (page-slug-change.ts), arranged behind the API.
    await gateway.sql(`update page set slug = ? where id = ?`, [`${before}-now`, id]);
    await gateway.sql('insert into page_redirect (locale, from_slug, page_id, created_at) values (?, ?, ?, now())', ['en-gb', before, id]);
    await create({ fromPath: `/${before}-manual`, to: '/x' });
    const listed = await admin.rest('GET', `/api/tessera/redirects?search=${before}`);
    expect(listed.body.items.map((item: { automatic: boolean; fromPath: string }) => [item.automatic, item.fromPath])).toEqual([
      [false, `/${before}-manual`],
      [true, `/${before}`],
    ]);
    const gql = await admin.gql('query($s: String) { redirects(search: $s, pageSize: 1, pageIndex: 1) { total items { automatic fromPath pageId } } }', { s: before });
    expect(gql.body.data.redirects).toEqual({ total: 2, items: [{ automatic: true, fromPath: `/${before}`, pageId: id }] });
  });
});

describe('serving', () => {
  it('answers 301 and 302 before the site, per locale or in every locale, even where a cached answer was', async () => {
    expect((await visit('/was-cached')).status).toBe(404);
    expect((await visit('/was-cached')).status).toBe(404);
    await create({ fromPath: '/was-cached', to: '/new-home' });
    expect(await visit('/was-cached')).toEqual({ status: 301, location: '/new-home' });
    expect(await visit('/Was-Cached/?utm=1')).toEqual({ status: 301, location: '/new-home' });
    expect(await visit('/nl-nl/was-cached')).toEqual({ status: 301, location: '/new-home' });
    await create({ fromPath: '/tijdelijk', to: 'https://example.org/x', status: 302, locale: 'nl-nl' });
    expect(await visit('/nl-nl/tijdelijk')).toEqual({ status: 302, location: 'https://example.org/x' });
    expect((await visit('/tijdelijk')).status).toBe(404);
    const head = await fetch(`${gateway.url}/was-cached`, { method: 'HEAD', redirect: 'manual' });
    expect(head.status).toBe(301);
    // A page published and cached, then unpublished: the redirect made afterwards wins.
    const id = await publishedPage(`moved-${serial + 1}`);
    const slug = `moved-${serial}`;
    expect((await visit(`/${slug}`)).status).toBe(200);
    expect((await visit(`/${slug}`)).status).toBe(200);
    expect((await admin.rest('POST', `/api/tessera/page/${id}/unpublish`)).status).toBe(200);
    await create({ fromPath: `/${slug}`, to: '/moved-here' });
    expect(await visit(`/${slug}`)).toEqual({ status: 301, location: '/moved-here' });
    // A deleted redirect stops at once.
    const [row] = await gateway.sql<{ id: number }>('select id from redirect where from_path = ?', ['/was-cached']);
    await admin.rest('DELETE', `/api/tessera/redirects/${row.id}`);
    expect((await visit('/was-cached')).status).toBe(404);
  });

  it('a second gateway on the same database serves a redirect made on the first', async () => {
    const second = await startTestGateway({ storage: gateway.storage }, { reset: false });
    try {
      expect((await visit('/across', second.url)).status).toBe(404);
      await create({ fromPath: '/across', to: '/there' });
      let answer = await visit('/across', second.url);
      for (let tries = 0; answer.status !== 301 && tries < 50; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        answer = await visit('/across', second.url);
      }
      expect(answer).toEqual({ status: 301, location: '/there' });
    } finally {
      await second.stop();
    }
  });
});

describe('import and export', () => {
  it('imports 10,000 generated rows and reports each refused row by line and code', async () => {
    const ownedSlug = `owned-import-${serial + 1}`;
    await publishedPage(ownedSlug);
    await create({ fromPath: '/existing', to: '/x' });
    const lines = ['from,to,status,locale'];
    for (let i = 0; i < 9_990; i += 1) lines.push(`/bulk/${i},/target/${i},${i % 2 ? 301 : 302},${i % 3 ? '' : 'nl-nl'}`);
    lines.push('/loop-a,/loop-b,301,'); // line 9992: taken
    lines.push('/loop-b,/loop-a,301,'); // 9993: loop
    lines.push('/self,/self,301,'); // 9994: loop
    lines.push('/chain-a,/bulk/1,301,'); // 9995: chain (leads to another redirect)
    lines.push('/target/2,/z,301,'); // 9996: chain (another redirect leads here)
    lines.push(`/${ownedSlug},/z,301,`); // 9997: owned (a published page)
    lines.push('/api/x,/z,301,'); // 9998: owned (reserved)
    lines.push('/bulk/5,/z,301,'); // 9999: duplicate in the file
    lines.push('/existing,/z,301,'); // 10000: duplicate of an existing one
    lines.push('=1+1,/z,301,'); // 10001: invalid (a formula is no path)
    const started = Date.now();
    const reply = await importCsv(`${lines.join('\r\n')}\r\n`);
    console.log(`importing 10,000 redirect rows took ${Date.now() - started} ms`);
    expect(reply.status).toBe(200);
    expect(reply.body.imported).toBe(9_991);
    expect(reply.body.refused).toEqual([
      { line: 9993, code: 'loop', property: null },
      { line: 9994, code: 'loop', property: null },
      { line: 9995, code: 'chain', property: null },
      { line: 9996, code: 'chain', property: null },
      { line: 9997, code: 'owned', property: null },
      { line: 9998, code: 'owned', property: null },
      { line: 9999, code: 'duplicate', property: null },
      { line: 10000, code: 'duplicate', property: null },
      { line: 10001, code: 'invalid', property: 'fromPath' },
    ]);
    expect(await gateway.sql('select count(*)::int as n from redirect')).toEqual([{ n: 9_992 }]);
    expect(await visit('/nl-nl/bulk/3')).toEqual({ status: 301, location: '/target/3' });
    expect(await visit('/bulk/4')).toEqual({ status: 302, location: '/target/4' });
  });

  it('exports CSV that imports again to the same redirects', async () => {
    await importCsv('from,to,status,locale\n/één,/twee,302,nl-nl\n/a,"https://example.org/?q=1,2",301,\n');
    const exported = await exportedCsv();
    expect(exported.status).toBe(200);
    expect(exported.type).toMatch(/^text\/csv/);
    expect(exported.text).toBe('\uFEFFfrom,to,status,locale\r\n/één,/twee,302,nl-nl\r\n/a,"https://example.org/?q=1,2",301,\r\n');
    const before = await gateway.sql('select locale, from_path, "to", status from redirect order by from_path');
    await gateway.sql('delete from redirect');
    const again = await importCsv(Buffer.from(exported.text));
    expect(again.body).toMatchObject({ imported: 2, refused: [] });
    expect(await gateway.sql('select locale, from_path, "to", status from redirect order by from_path')).toEqual(before);
  });

  it('refuses hostile files with a code and changes nothing; no exported cell runs as a formula', async () => {
    const tooLarge = await importCsv(Buffer.alloc(2 * 1024 * 1024 + 10, 'a'));
    expect({ status: tooLarge.status, Errors: tooLarge.body.Errors }).toEqual({ status: 413, Errors: [{ code: 'V_14', property: 'file' }] });
    const tooMany = await importCsv(['from,to', ...Array.from({ length: 10_001 }, (_, i) => `/m${i},/n`)].join('\n'));
    expect(tooMany.body.Errors).toEqual([{ code: 'V_14', property: 'file' }]);
    for (const bad of ['from,to\n"/unclosed,/b\n', 'not,a,header\n/a,/b\n', '', '\u0000\u0001binary']) {
      const reply = await importCsv(bad);
      expect({ bad, status: reply.status, Errors: reply.body.Errors }).toEqual({ bad, status: 422, Errors: [{ code: 'V_12', property: 'file' }] });
    }
    expect(await gateway.sql('select count(*)::int as n from redirect')).toEqual([{ n: 0 }]);
    const formulas = await importCsv('from,to\n/f,=cmd|calc\n/g,+1\n/h,@SUM(1)\n/i,-1\n');
    expect(formulas.body.imported).toBe(0);
    expect(formulas.body.refused.map((r: { code: string }) => r.code)).toEqual(['invalid', 'invalid', 'invalid', 'invalid']);
    await create({ fromPath: '/safe', to: 'https://example.org/=1' });
    const cells = (await exportedCsv()).text.replace(/^\uFEFF/, '').split(/\r\n|,/);
    expect(cells.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
  });
});
