import { request as httpRequest } from 'node:http';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';
import { startLibreTranslateStandIn, type LibreTranslateStandIn } from '@tessera/schema/src/translations/libre-translate.test-support';

/*
 * The translation workflow (issue 36) over HTTP: a translation knows the source version it was
 * made from and says when the source changed; the overview shows every locale's state; XLIFF 2.0
 * goes out and comes back as one new draft, refused whole when the file is hostile or was
 * changed outside its units; machine translation (a stand-in LibreTranslate) fills a draft.
 */
let gateway: TestGateway;
let admin: TestClient;
let engine: LibreTranslateStandIn;
let serial = 0;

beforeAll(async () => {
  engine = await startLibreTranslateStandIn();
  gateway = await startTestGateway({ machineTranslation: { url: engine.url, apiKey: 'test-key' } });
  admin = await gateway.admin();
  const locales = await admin.rest('PUT', '/api/tessera/settings', { availableLocales: ['en-gb', 'nl-nl', 'de-de', 'fr-fr'], defaultLocale: 'en-gb', customSlugLocales: [] });
  expect(locales.status).toBe(200);
});

afterAll(async () => {
  await gateway?.stop();
  await engine?.stop();
});

const blocks = (n: number) => [
  { type: 'quote', key: `quote-${n}`, props: { quote: `Fish & chips <${n}>\r\nline two`, author: 'Ann', role: '' } },
  { type: 'rich-text', key: `text-${n}`, props: { heading: `Heading ${n}`, body: `<p>Hello <strong>world</strong> ${n}</p>` } },
  { type: 'faq', key: `faq-${n}`, props: { heading: 'FAQ', items: [{ question: 'Why?', answer: '<p>Because.</p>' }] } },
];

async function latestVersionId(pageId: number): Promise<number> {
  const [row] = await gateway.sql<{ latest_version_id: number }>('select latest_version_id from page where id = ?', [pageId]);
  return row.latest_version_id;
}

async function store(pageId: number, content: Record<string, unknown>, publish = false): Promise<void> {
  const reply = await admin.rest('POST', `/api/tessera/page/version/${await latestVersionId(pageId)}/${publish ? 'store-and-publish' : 'store'}`, content);
  expect(reply.status).toBe(200);
}

/** A published English page and its German translation (created from it). */
async function sourceAndTranslation(options: { publishSource?: boolean } = {}): Promise<{ source: number; translation: number; n: number }> {
  const n = ++serial;
  const created = await admin.rest('POST', '/api/tessera/page/create', { title: `Source ${n}`, slug: `translated-${n}`, type: 'content-page', locale: 'en-gb' });
  expect(created.status).toBe(200);
  const source = created.body.pageID as number;
  await store(source, { title: `Source ${n}`, blocks: blocks(n), seoTitle: `SEO ${n}`, seoDescription: 'About this', seoKeywords: ['one', 'two'] }, options.publishSource ?? true);
  const translated = await admin.rest('POST', '/api/tessera/page/create-translation', { pageID: source, newLocale: 'de-de', title: `Quelle ${n}` });
  expect(translated.status).toBe(200);
  return { source, translation: translated.body.pageID as number, n };
}

async function translationSource(pageId: number, client = admin) {
  const reply = await client.gql(`query($id: Int!) { page(id: $id) { translationSource { sourcePageId sourceLocale madeFromVersion sourcePublishedVersion sourceChanged } } }`, { id: pageId });
  expect(reply.body.errors).toBeUndefined();
  return reply.body.data.page.translationSource;
}

async function versions(pageId: number) {
  return gateway.sql<{ number: number; title: string; blocks: any; seo_title: string | null; seo_keywords: string[] }>(
    'select number, title, blocks, seo_title, seo_keywords from page_version where page_id = ? order by number',
    [pageId],
  );
}

async function published(pageId: number): Promise<number | null> {
  const [row] = await gateway.sql<{ published_version_id: number | null }>('select published_version_id from page where id = ?', [pageId]);
  return row.published_version_id;
}

async function exported(query: string, client = admin): Promise<{ status: number; type: string | null; text: string }> {
  const response = await client.raw('GET', `/api/tessera/translations/xliff?${query}`);
  return { status: response.status, type: response.headers.get('content-type'), text: await response.text() };
}

const importXliff = (xml: string | Buffer, client = admin) =>
  client.upload('POST', '/api/tessera/translations/xliff', 'file', Buffer.isBuffer(xml) ? xml : Buffer.from(xml, 'utf8'), 'page.xlf', 'application/xliff+xml');

/** Sets one unit's <target> in an exported document. */
function withTarget(xml: string, unit: string, target: string): string {
  const pattern = new RegExp(`(<unit id="${unit.replace(/[.]/g, '\\.')}"[^>]*><segment><source>[^<]*</source>)(<target>[^<]*</target>)?`);
  expect(pattern.test(xml)).toBe(true);
  return xml.replace(pattern, (_, head: string) => `${head}<target>${target}</target>`);
}

describe('source tracking', () => {
  it('a translation knows the source version it was made from, sees a newer published source, and can be marked up to date', async () => {
    const { source, translation } = await sourceAndTranslation();
    expect(await translationSource(source)).toBeNull();
    expect(await translationSource(translation)).toEqual({ sourcePageId: source, sourceLocale: 'en-gb', madeFromVersion: 2, sourcePublishedVersion: 2, sourceChanged: false });
    await store(source, { title: 'Source changed', blocks: blocks(99) }, false);
    expect((await translationSource(translation)).sourceChanged).toBe(false);
    await store(source, { title: 'Source changed', blocks: blocks(99) }, true);
    expect(await translationSource(translation)).toMatchObject({ madeFromVersion: 2, sourcePublishedVersion: 4, sourceChanged: true });
    const marked = await admin.gql(`mutation($id: Int!) { markTranslationUpToDate(pageId: $id) }`, { id: translation });
    expect(marked.body).toEqual({ data: { markTranslationUpToDate: true } });
    expect(await translationSource(translation)).toMatchObject({ madeFromVersion: 4, sourcePublishedVersion: 4, sourceChanged: false });
    const rest = await admin.rest('POST', `/api/tessera/translations/${source}/up-to-date`);
    expect(rest.status).toBe(409);
    expect(rest.body.Errors[0]).toEqual({ code: 'V_07', property: 'pageId' });
  });

  it('a group without a record takes the default locale’s page as the source', async () => {
    const { source, translation } = await sourceAndTranslation();
    await gateway.sql('update page set translation_source_page_id = null, translation_source_version = null where id = ?', [translation]);
    expect(await translationSource(translation)).toEqual({ sourcePageId: source, sourceLocale: 'en-gb', madeFromVersion: null, sourcePublishedVersion: 2, sourceChanged: false });
  });
});

describe('locale states', () => {
  it('the overview shows each locale: missing, draft, in-review, published and outdated, read for the whole list at once', async () => {
    const { source, translation, n } = await sourceAndTranslation();
    const french = await admin.rest('POST', '/api/tessera/page/create-translation', { pageID: source, newLocale: 'fr-fr', title: `Source fr ${n}` });
    await store(french.body.pageID, { title: `Source fr ${n}`, blocks: blocks(n) }, true);
    const dutch = await admin.rest('POST', '/api/tessera/page/create-translation', { pageID: source, newLocale: 'nl-nl', title: `Bron ${n}` });
    await store(dutch.body.pageID, { title: `Bron ${n}`, blocks: blocks(n) }, false);
    expect((await admin.rest('POST', `/api/tessera/page/${dutch.body.pageID}/request-publication`, { comment: 'please' })).status).toBe(200);
    await store(source, { title: `Source ${n}`, blocks: blocks(n + 1000) }, true);
    const states = async () => {
      const reply = await admin.gql(`{ pages(query: { pageSize: 100 }) { items { id localeStates { locale pageId state } } } }`);
      expect(reply.body.errors).toBeUndefined();
      return reply.body.data.pages.items.find((item: { id: number }) => item.id === source).localeStates;
    };
    expect(await states()).toEqual([
      { locale: 'en-gb', pageId: source, state: 'published' },
      { locale: 'nl-nl', pageId: dutch.body.pageID, state: 'in-review' },
      { locale: 'de-de', pageId: translation, state: 'draft' },
      { locale: 'fr-fr', pageId: french.body.pageID, state: 'outdated' },
    ]);
    expect((await admin.rest('POST', `/api/tessera/page/${french.body.pageID}/delete`)).status).toBe(200);
    expect((await states())[3]).toEqual({ locale: 'fr-fr', pageId: null, state: 'missing' });
  });
});

describe('XLIFF', () => {
  it('exports one page, imports an edited target as one new draft that changes only that unit, and publishes nothing', async () => {
    const { source, translation, n } = await sourceAndTranslation();
    const before = await versions(translation);
    const file = await exported(`pageIds=${source}&targetLocale=de-de`);
    expect(file.status).toBe(200);
    expect(file.type).toBe('application/xliff+xml; charset=utf-8');
    expect(file.text).toContain('<xliff xmlns="urn:oasis:names:tc:xliff:document:2.0"');
    expect(file.text).toContain('srcLang="en-GB" trgLang="de-DE"');
    expect(file.text).toContain(`<file id="page-${source}" original="pages/${source}/versions/2">`);
    expect(file.text).toContain(`<unit id="b:text-${n}:body" tsr:format="html"><segment><source>&lt;p&gt;Hello &lt;strong&gt;world&lt;/strong&gt; ${n}&lt;/p&gt;</source>`);
    expect(file.text).toContain(`<unit id="b:quote-${n}:quote"><segment><source>Fish &amp; chips &lt;${n}&gt;&#13;\nline two</source><target>Fish &amp; chips &lt;${n}&gt;&#13;\nline two</target>`);
    expect(file.text).toContain('<unit id="seo:keywords:1">');
    expect(file.text).not.toMatch(/<unit id="[^"]*theme/);

    const edited = withTarget(file.text, `b:faq-${n}:items.0.answer`, '&lt;p&gt;Weil.&lt;/p&gt;');
    const report = await importXliff(edited);
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ Success: true, pages: [{ pageId: translation, locale: 'de-de', versionNumber: before.length + 1 }], refused: [] });
    const after = await versions(translation);
    expect(after).toHaveLength(before.length + 1);
    const [previous, latest] = [before[before.length - 1], after[after.length - 1]];
    expect(latest.blocks[2].props.items[0].answer).toBe('<p>Weil.</p>');
    latest.blocks[2].props.items[0].answer = previous.blocks[2].props.items[0].answer;
    expect(JSON.stringify(latest.blocks)).toBe(JSON.stringify(previous.blocks));
    expect(latest.blocks[0].props.quote).toBe(`Fish & chips <${n}>\r\nline two`);
    expect([latest.title, latest.seo_title, latest.seo_keywords]).toEqual([previous.title, previous.seo_title, previous.seo_keywords]);
    expect(await published(translation)).toBeNull();
  });

  it('sanitizes imported rich text and checks it against the block schema', async () => {
    const { source, translation, n } = await sourceAndTranslation();
    const file = (await exported(`pageIds=${source}&targetLocale=de-de`)).text;
    const hostile = await importXliff(withTarget(file, `b:text-${n}:body`, '&lt;p&gt;Hallo&lt;script&gt;alert(1)&lt;/script&gt;&lt;/p&gt;'));
    expect(hostile.status).toBe(200);
    expect((await versions(translation)).at(-1)!.blocks[1].props.body).toBe('<p>Hallo</p>');
    const tooLong = await importXliff(withTarget(file, `b:quote-${n}:author`, 'x'.repeat(500)));
    expect(tooLong.body.pages).toEqual([]);
    expect(tooLong.body.refused[0]).toMatchObject({ code: 'V_14' });
  });

  it('refuses units that are not the page’s, source texts changed outside their units and malformed files, changing nothing', async () => {
    const { source, translation, n } = await sourceAndTranslation();
    const file = (await exported(`pageIds=${source}&targetLocale=de-de`)).text;
    const count = (await versions(translation)).length;
    const unknownUnit = file.replace(`<unit id="b:quote-${n}:author">`, `<unit id="b:quote-${n}:theme">`);
    const reply = await importXliff(unknownUnit);
    expect(reply.body.pages).toEqual([]);
    expect(reply.body.refused).toEqual([{ code: 'V_12', property: 'id', unit: `page-${source}/b:quote-${n}:theme` }]);
    const alteredSource = file.replace('<source>Ann</source>', '<source>Anna</source>');
    expect((await importXliff(alteredSource)).body.refused).toEqual([{ code: 'V_12', property: 'source', unit: `page-${source}/b:quote-${n}:author` }]);
    for (const broken of [file.replace('</xliff>', ''), file.replace('&amp;', '&nbsp;'), file.replace('<source>Ann', '<source><ph id="1"/>Ann'), '<xliff/>', 'not xml']) {
      const refused = await importXliff(broken);
      expect(refused.status).toBe(422);
      expect(refused.body.Errors).toEqual([{ code: 'V_12', property: 'file' }]);
    }
    expect(await versions(translation)).toHaveLength(count);
    const gql = await admin.gqlUpload(
      `mutation($file: Upload!) { importXliff(file: $file) { pages { pageId } refused { code property unit } } }`,
      {},
      'file',
      Buffer.from(alteredSource),
      'page.xlf',
      'application/xliff+xml',
    );
    expect(gql.body.data.importXliff).toEqual({ pages: [], refused: [{ code: 'V_12', property: 'source', unit: `page-${source}/b:quote-${n}:author` }] });
  });

  it('fills only an existing translation: a file for a locale the page has no translation in is refused', async () => {
    const { source } = await sourceAndTranslation();
    const file = (await exported(`pageIds=${source}&targetLocale=fr-fr`)).text;
    const reply = await importXliff(file.replace('<source>Ann</source>', '<source>Ann</source><target>Anne</target>'));
    expect(reply.body).toMatchObject({ pages: [], refused: [{ code: 'PM_01', property: 'trgLang', unit: `page-${source}` }] });
    // Nor is a source filled back from its own translation.
    const back = await sourceAndTranslation();
    const backwards = (await exported(`pageIds=${back.translation}&targetLocale=en-gb`)).text;
    expect((await importXliff(backwards)).body).toMatchObject({ pages: [], refused: [{ code: 'V_12', property: 'trgLang', unit: `page-${back.translation}` }] });
  });

  it('imports through GraphQL as over REST', async () => {
    const { source, translation, n } = await sourceAndTranslation();
    const file = (await exported(`pageIds=${source}&targetLocale=de-de`)).text;
    const reply = await admin.gqlUpload(
      `mutation($file: Upload!) { importXliff(file: $file) { pages { pageId locale versionNumber } refused { code } } }`,
      {},
      'file',
      Buffer.from(withTarget(file, `b:quote-${n}:author`, 'Anne')),
      'page.xlf',
      'application/xliff+xml',
    );
    expect(reply.body.data.importXliff).toEqual({ pages: [{ pageId: translation, locale: 'de-de', versionNumber: 2 }], refused: [] });
    expect((await versions(translation)).at(-1)!.blocks[0].props.author).toBe('Anne');
  });

  it('refuses a DOCTYPE or entity before parsing: XXE and billion laughs cost nothing', async () => {
    const { source, translation } = await sourceAndTranslation();
    const file = (await exported(`pageIds=${source}&targetLocale=de-de`)).text;
    const xxe = file
      .replace('<xliff ', '<!DOCTYPE xliff [<!ENTITY x SYSTEM "file:///etc/passwd">]>\n<xliff ')
      .replace('<source>Ann</source><target>Ann</target>', '<source>Ann</source><target>&x;</target>');
    const laughs =
      '<?xml version="1.0"?>\n<!DOCTYPE lolz [<!ENTITY lol "lol">' +
      Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i === 0 ? '' : i};`.repeat(10)}">`).join('') +
      ']>\n<xliff>&lol9;</xliff>';
    for (const hostile of [xxe, laughs]) {
      const started = Date.now();
      const reply = await importXliff(hostile);
      expect(Date.now() - started).toBeLessThan(2000);
      expect(reply.status).toBe(422);
      expect(reply.body.Errors).toEqual([{ code: 'V_12', property: 'file' }]);
    }
    expect(JSON.stringify(await versions(translation))).not.toContain('root:');
  });

  /** 100 MB of multipart upload, written as fast as the gateway takes it; resolves with the answer. */
  function uploadHundredMegabytes(declareLength: boolean): Promise<{ status: number | null; body: any }> {
    const head = Buffer.from('--boundary\r\nContent-Disposition: form-data; name="file"; filename="big.xlf"\r\nContent-Type: application/xliff+xml\r\n\r\n');
    const tail = Buffer.from('\r\n--boundary--\r\n');
    const chunk = Buffer.alloc(1024 * 1024, 'a');
    const url = new URL('/api/tessera/translations/xliff', gateway.url);
    return new Promise((resolve) => {
      let sentMb = 0;
      let answered = false;
      const request = httpRequest(url, {
        method: 'POST',
        headers: {
          'content-type': 'multipart/form-data; boundary=boundary',
          cookie: admin.cookie!,
          'x-requested-with': 'XMLHttpRequest',
          'x-csrf-token': admin.csrf!,
          ...(declareLength ? { 'content-length': String(head.length + 100 * chunk.length + tail.length) } : {}),
        },
      });
      request.on('response', (response) => {
        answered = true;
        const parts: Buffer[] = [];
        response.on('data', (part: Buffer) => parts.push(part));
        response.on('end', () => resolve({ status: response.statusCode ?? null, body: JSON.parse(Buffer.concat(parts).toString() || 'null') }));
      });
      request.on('error', () => {
        if (!answered) resolve({ status: null, body: null });
      });
      const write = () => {
        while (!answered && sentMb < 100) {
          sentMb += 1;
          if (!request.write(chunk)) return void request.once('drain', write);
        }
        if (!answered) request.end(tail);
      };
      request.write(head);
      write();
    });
  }

  it('cuts a 100 MB upload off at 10 MB: at once when it says its size, without keeping the rest when it does not', async () => {
    const started = Date.now();
    const declared = await uploadHundredMegabytes(true);
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(declared.status).toBe(413);
    expect(declared.body.Errors).toEqual([{ code: 'ML_01', property: 'file' }]);
    // Chunked (no length): the gateway reads the rest to answer it, but keeps none of it (the gateway runs in this process).
    const held = () => process.memoryUsage().heapUsed + process.memoryUsage().arrayBuffers;
    const before = held();
    let most = before;
    const watch = setInterval(() => (most = Math.max(most, held())), 5);
    const chunked = await uploadHundredMegabytes(false);
    clearInterval(watch);
    expect(chunked.status).toBe(413);
    expect(chunked.body.Errors).toEqual([{ code: 'ML_01', property: 'file' }]);
    expect(most - before).toBeLessThan(40 * 1024 * 1024);
    expect(Date.now() - started).toBeLessThan(20_000);
  });

  it('exports several pages as one document, one <file> each; a translation page is refused as a source of another locale mix', async () => {
    const first = await sourceAndTranslation();
    const second = await sourceAndTranslation({ publishSource: false });
    const file = await exported(`pageIds=${first.source},${second.source}&targetLocale=fr-fr`);
    expect(file.status).toBe(200);
    expect(file.text.match(/<file /g)).toHaveLength(2);
    expect(file.text).toContain(`original="pages/${second.source}/versions/2"`);
    expect(file.text).not.toContain('<target>');
    const mixed = await exported(`pageIds=${first.source},${first.translation}&targetLocale=fr-fr`);
    expect(mixed.status).toBe(422);
    const gql = await admin.gql(`query($ids: [Int!]) { exportXliff(pageIds: $ids, targetLocale: "de-de") }`, { ids: [first.source] });
    expect(gql.body.data.exportXliff).toContain(`original="pages/${first.source}/versions/2"`);
  });

  it('exports a release’s source pages in the versions the release holds', async () => {
    const { source, translation } = await sourceAndTranslation();
    await store(source, { title: 'Next', blocks: blocks(500) });
    const release = await admin.gql(`mutation { createRelease(name: "Launch ${serial}") { id } }`);
    expect(release.body.errors).toBeUndefined();
    const releaseId = release.body.data.createRelease.id;
    for (const [pageId, versionNumber] of [
      [source, 3],
      [translation, 1],
    ]) {
      const added = await admin.gql(`mutation($r: Int!, $p: Int!, $v: Int) { addPageVersionToRelease(releaseId: $r, pageId: $p, versionNumber: $v) { id } }`, {
        r: releaseId,
        p: pageId,
        v: versionNumber,
      });
      expect(added.body.errors).toBeUndefined();
    }
    const file = await exported(`releaseId=${releaseId}&targetLocale=fr-fr`);
    expect(file.status).toBe(200);
    expect(file.text.match(/<file /g)).toHaveLength(1);
    expect(file.text).toContain(`original="pages/${source}/versions/3"`);
    expect(file.text).toContain('<source>Heading 500</source>');
  });
});

describe('machine translation', () => {
  it('fills a new draft of the translation from its source through the configured engine, and never publishes', async () => {
    const { translation, n } = await sourceAndTranslation();
    await admin.rest('POST', `/api/tessera/page/${translation}/publish`);
    const publishedBefore = await published(translation);
    expect((await admin.gql('{ machineTranslationAvailable }')).body.data).toEqual({ machineTranslationAvailable: true });
    engine.requests.length = 0;
    const reply = await admin.gql(`mutation($id: Int!) { machineTranslatePage(pageId: $id) }`, { id: translation });
    expect(reply.body.errors).toBeUndefined();
    const latest = (await versions(translation)).at(-1)!;
    expect(reply.body.data.machineTranslatePage).toBe(latest.number);
    expect(latest.title).toBe(`[de] SOURCE ${n}`);
    expect(latest.blocks[1].props.body).toBe(`<p>HELLO <strong>WORLD</strong> ${n}</p>`);
    expect(latest.blocks[0].props.author).toBe('[de] ANN');
    expect(engine.requests.map((r) => [r.source, r.target, r.format, r.api_key])).toEqual([
      ['en', 'de', 'text', 'test-key'],
      ['en', 'de', 'html', 'test-key'],
    ]);
    expect(await published(translation)).toBe(publishedBefore);
  });

  it('a failing or hostile engine changes nothing or is sanitized', async () => {
    const { translation } = await sourceAndTranslation();
    const count = (await versions(translation)).length;
    engine.answer = () => ({ status: 500, body: { error: 'down' } });
    const failed = await admin.rest('POST', `/api/tessera/translations/${translation}/machine-translate`);
    expect(failed.status).toBe(503);
    expect(failed.body.Errors[0].code).toBe('G_02');
    engine.answer = (request) => ({ body: { translatedText: request.q.slice(1) } });
    expect((await admin.rest('POST', `/api/tessera/translations/${translation}/machine-translate`)).status).toBe(503);
    expect(await versions(translation)).toHaveLength(count);
    engine.answer = (request) => ({ body: { translatedText: request.q.map((text) => (request.format === 'html' ? `${text}<img src=x onerror=alert(1)>` : text)) } });
    expect((await admin.rest('POST', `/api/tessera/translations/${translation}/machine-translate`)).status).toBe(200);
    expect(JSON.stringify((await versions(translation)).at(-1)!.blocks)).not.toContain('onerror');
    engine.answer = null;
  });
});

describe('side by side', () => {
  it('aligns the source’s and the translation’s blocks by key', async () => {
    const { source, translation, n } = await sourceAndTranslation();
    await store(translation, { title: `Quelle ${n}`, blocks: [blocks(n)[1], { type: 'quote', key: 'only-here', props: { quote: 'Nur hier' } }, blocks(n)[0]] });
    const reply = await admin.gql(`query($id: Int!) { translationView(pageId: $id) { sourcePageId sourceLocale sourceVersion pageId locale version rows { key blockType source translation } } }`, {
      id: translation,
    });
    expect(reply.body.errors).toBeUndefined();
    const view = reply.body.data.translationView;
    expect(view).toMatchObject({ sourcePageId: source, sourceLocale: 'en-gb', sourceVersion: 2, pageId: translation, locale: 'de-de' });
    expect(view.rows.map((row: any) => [row.key, row.source !== null, row.translation !== null])).toEqual([
      ['page', true, true],
      [`quote-${n}`, true, true],
      [`text-${n}`, true, true],
      ['only-here', false, true],
      [`faq-${n}`, true, false],
    ]);
  });
});

describe('access', () => {
  it('needs a session (401), create-page (403) and the CSRF proof', async () => {
    const { source, translation } = await sourceAndTranslation();
    const anonymous = gateway.client();
    expect((await anonymous.rest('GET', `/api/tessera/translations/${translation}`)).status).toBe(401);
    expect((await anonymous.raw('GET', `/api/tessera/translations/xliff?pageIds=${source}&targetLocale=de-de`)).status).toBe(401);
    await gateway.sql(`insert into role (name, permissions, created_at) select 'only-nothing', '[]'::jsonb, now() where not exists (select 1 from role where name = 'only-nothing')`);
    const nobody = (await gateway.signedIn('only-nothing')).client;
    for (const reply of [
      await nobody.rest('POST', `/api/tessera/translations/${translation}/up-to-date`),
      await nobody.rest('POST', `/api/tessera/translations/${translation}/machine-translate`),
      await importXliff('<xliff/>', nobody),
      await nobody.raw('GET', `/api/tessera/translations/xliff?pageIds=${source}&targetLocale=de-de`).then(async (r) => ({ status: r.status, body: await r.json() })),
    ]) {
      expect(reply.status).toBe(403);
      expect(reply.body.Errors[0].code).toBe('UM_01');
    }
    const file = (await exported(`pageIds=${source}&targetLocale=de-de`)).text;
    const count = (await versions(translation)).length;
    admin.sendCsrf = false;
    try {
      expect((await importXliff(file)).status).toBe(403);
      expect((await admin.rest('POST', `/api/tessera/translations/${translation}/machine-translate`)).status).toBe(403);
    } finally {
      admin.sendCsrf = true;
    }
    expect(await versions(translation)).toHaveLength(count);
  });
});
