import { captureLogLines, requestAsWritten, startTestGateway, type TestClient, type LogLine, type TestGateway } from '@tessera/testing';

/**
 * Paths no page can have (bad percent-encoding, bytes that are not UTF-8, control characters,
 * lone surrogates, dot segments, over-long paths and segments) get the locale's 404 page, or 414
 * when longer than any page path, logged at info: never a 500, and never a database read.
 */
let gateway: TestGateway;
let admin: TestClient;
const api = '/api/tessera/page';
const logLines: LogLine[] = [];

/** A request with the path sent exactly as written. */
const send = (method: string, path: string, headers: Record<string, string> = {}) => requestAsWritten(gateway.url, method, path, headers);

async function publishNotFoundPage(locale: string, text: string) {
  const created = await admin.rest('POST', `${api}/create`, { title: 'Not found', slug: '404', type: 'content-page', locale });
  expect(created.status).toBe(200);
  const published = await admin.rest('POST', `${api}/version/${created.body.pageVersionID}/store-and-publish`, {
    title: 'Not found',
    blocks: [{ type: 'rich-text', key: 'main', props: { body: `<p>${text}</p>` } }],
  });
  expect(published.status).toBe(200);
}

beforeAll(async () => {
  captureLogLines(logLines);
  gateway = await startTestGateway({ logLevel: 'info' });
  admin = await gateway.admin();
  await publishNotFoundPage('en-gb', 'English nothing here');
  await publishNotFoundPage('nl-nl', 'Dutch nothing here');
});

afterAll(async () => {
  await gateway?.stop();
  jest.restoreAllMocks();
});

const long = (length: number) => `/${'a'.repeat(length - 1)}`;

/** [path, the answer: the 404 page of a locale, or 414] */
const hostile: Array<[string, 'en-gb' | 'nl-nl' | 414]> = [
  ['/%00', 'en-gb'],
  ['/a%00b', 'en-gb'],
  ['/%00/about', 'en-gb'],
  ['/%ff%fe', 'en-gb'],
  ['/%ff', 'en-gb'],
  ['/%fe%ff%00%00', 'en-gb'],
  ['/%E0%A4%A', 'en-gb'],
  ['/%zz', 'en-gb'],
  ['/%', 'en-gb'],
  ['/a%2', 'en-gb'],
  ['/%c0%af', 'en-gb'],
  ['/%c0%80', 'en-gb'],
  ['/%ed%a0%80', 'en-gb'],
  ['/%ed%bf%bf/x', 'en-gb'],
  ['/%f4%90%80%80', 'en-gb'],
  ['/%f8%88%80%80%80', 'en-gb'],
  ['/%01', 'en-gb'],
  ['/a%1fb', 'en-gb'],
  ['/%7f', 'en-gb'],
  ['/%c2%80', 'en-gb'],
  ['/%0d%0aSet-Cookie:%20x=1', 'en-gb'],
  ['/%09', 'en-gb'],
  ['/%e2%80%ae', 'en-gb'],
  ['/%ef%bb%bf', 'en-gb'],
  ['/x%2fy', 'en-gb'],
  ['/x%5cy', 'en-gb'],
  ['/%2e%2e/%2e%2e/etc/passwd', 'en-gb'],
  ['/../../etc/passwd', 'en-gb'],
  ['/..%2f..%2fetc%2fpasswd', 'en-gb'],
  ['/%C3%A9t%C3%A9', 'en-gb'],
  ['/a%20b', 'en-gb'],
  ['/about%3Fx', 'en-gb'],
  ['/-about', 'en-gb'],
  ['/nl-nl/%00', 'nl-nl'],
  ['/nl-nl/%ff%fe', 'nl-nl'],
  ['/NL-NL/%ed%a0%80', 'nl-nl'],
  ['/nl-nl/a%00', 'nl-nl'],
  ['/nl-nl/de-de/x', 'nl-nl'],
  [`/nl-nl/${'x'.repeat(300)}`, 'nl-nl'],
  ['/zz-zz/%00', 'en-gb'],
  [`/${'x'.repeat(256)}`, 'en-gb'],
  [`/${'a/'.repeat(130)}`, 'en-gb'],
  [`/${'%00'.repeat(200)}`, 'en-gb'],
  ['/_preview/abc', 'en-gb'],
  ['/favicon.ico', 'en-gb'],
  ['/.well-known/security.txt', 'en-gb'],
  ['/sitemap-0.xml', 'en-gb'],
  ['/robots.txt/x', 'en-gb'],
  [long(8000), 414],
  [long(2000), 414],
  [`/nl-nl/${'%ff'.repeat(2000)}`, 414],
  [`/${'a/'.repeat(3000)}`, 414],
];

/** Database work for a request starts with a fork of the entity manager (the event bus, mail, forgot-password and schedule pollers fork too: not counted). */
function watchDatabase() {
  const em = gateway.tessera.orm.em;
  const fork = em.fork.bind(em);
  const watch = { asking: '', forks: [] as string[], stop: () => spy.mockRestore() };
  const spy = jest.spyOn(em, 'fork').mockImplementation((...args: Parameters<typeof em.fork>) => {
    if (!/event-bus|event-consumers|mail-outbox|account-link-requests|schedule-runner|poller/.test(new Error().stack ?? '')) watch.forks.push(watch.asking.slice(0, 60));
    return fork(...args);
  });
  return watch;
}

describe('a path no page can have', () => {
  it('gets the 404 page of its locale (414 when longer than any page path), for GET and HEAD, without a database read', async () => {
    // The 404 page of each locale is read once; after that, no hostile path reads anything.
    await send('GET', '/%00');
    await send('GET', '/nl-nl/%00');
    const database = watchDatabase();
    try {
      for (const [path, expected] of hostile) {
        for (const method of ['GET', 'HEAD']) {
          database.asking = `${method} ${path}`;
          const answer = await send(method, path);
          const shown = method === 'HEAD' ? '' : expected === 414 ? 'URI too long' : `${expected === 'en-gb' ? 'English' : 'Dutch'} nothing here`;
          expect({ method, path: path.slice(0, 60), status: answer.status, shows: answer.text.includes(shown), type: answer.headers['content-type'] }).toEqual({
            method,
            path: path.slice(0, 60),
            status: expected === 414 ? 414 : 404,
            shows: true,
            type: expected === 414 ? 'text/plain; charset=utf-8' : 'text/html; charset=utf-8',
          });
          if (method === 'HEAD') expect(answer.text).toBe('');
        }
      }
      expect(database.forks).toEqual([]);
    } finally {
      database.stop();
    }
  });

  it('is logged at info (the access log), never as an error', async () => {
    const from = logLines.length;
    for (const [path] of hostile) await send('GET', path);
    const lines = logLines.slice(from);
    const answered = lines.filter((line) => line.res);
    expect(answered.length).toBe(hostile.length);
    expect(answered.every((line) => line.level === 30 && (line.res!.statusCode === 404 || line.res!.statusCode === 414))).toBe(true);
    expect(lines.filter((line) => line.level >= 40)).toEqual([]);
  });

  it('under the API and the admin gets their own refusal, never a 500', async () => {
    const stackTrace = /\bat .+\(.+:\d+:\d+\)/;
    for (const prefix of ['/api/tessera', '/api/tessera/page', '/api/tessera/medialib/get-page-file/1/block_images_x/abc', '/cmsadmin', '/cmsadmin/remotes', '/graphql', '/healthz']) {
      for (const [path] of hostile) {
        for (const method of ['GET', 'HEAD']) {
          const answer = await send(method, `${prefix}${path}`);
          expect({ method, path: `${prefix}${path}`.slice(0, 80), server: answer.status >= 500 }).toEqual({ method, path: `${prefix}${path}`.slice(0, 80), server: false });
          expect(answer.text).not.toMatch(stackTrace);
        }
      }
    }
  });

  it('names the path when a route parameter is not percent-encoded UTF-8', async () => {
    for (const path of ['/cmsadmin/%ff', '/api/tessera/page/%ff%fe', '/api/tessera/page/version/fetch/%c0%af']) {
      const answer = await send('GET', path);
      expect({ path, status: answer.status, Errors: JSON.parse(answer.text).Errors }).toEqual({ path, status: 400, Errors: [{ property: 'path', code: 'V_12' }] });
    }
  });

  it('through the public page API is no page either (the 404 page, not looked up), never a 500', async () => {
    for (const slug of ['/%00', '/x/../cmsadmin', '/cmsadmin', '/nl-nl/api/tessera/user', '/x%2fy', '/-x', 'a'.repeat(600)]) {
      const reply = await admin.rest('POST', `${api}/get-by-slug`, { slug });
      const locale = slug.startsWith('/nl-nl/') ? 'Dutch' : 'English';
      expect({ slug: slug.slice(0, 20), status: reply.status, shows: JSON.stringify(reply.body).includes(`${locale} nothing here`) }).toEqual({ slug: slug.slice(0, 20), status: 404, shows: true });
    }
    // A NUL or a lone surrogate is refused where input is parsed, as in every other string.
    for (const slug of ['/\u0000', '/\ud800', '/nl-nl/\udfff']) {
      expect((await admin.rest('POST', `${api}/get-by-slug`, { slug })).body.Errors).toEqual([{ code: 'V_12', property: 'slug' }]);
    }
  });
});
