import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';
import { main } from '../../../examples/graphql-client/src/main';

/**
 * The API consumers' example (examples/graphql-client, docs/graphql.md) run against a gateway:
 * it lists the published pages and reads one by its path, anonymously, with its generated types,
 * by POST and by automatic persisted queries; an unknown path prints the error's code; with an
 * API token it lists the drafts too.
 */
let gateway: TestGateway;
let admin: TestClient;
let endpoint: string;
const pages: Record<string, number> = {};

async function page(slug: string, locale: string, publish: boolean) {
  const created = await admin.rest('POST', '/api/tessera/page/create', { title: `Page ${slug}`, slug, type: 'content-page', locale });
  expect(created.status).toBe(200);
  const stored = await admin.rest('POST', `/api/tessera/page/version/${created.body.pageVersionID}/${publish ? 'store-and-publish' : 'store'}`, {
    title: `Title of ${slug}`,
    blocks: [
      { type: 'rich-text', key: 'intro', props: { heading: `About ${slug}`, body: `<p>${slug}</p>` } },
      { type: 'rich-text', key: 'more', props: { body: '<p>More</p>' } },
    ],
  });
  expect(stored.status).toBe(200);
  pages[slug] = created.body.pageID;
}

async function run(...args: string[]) {
  return runWith(undefined, ...args);
}

async function runWith(token: string | undefined, ...args: string[]) {
  const lines: string[] = [];
  const code = await main([endpoint, ...args], (line) => lines.push(line), token);
  return { code, lines };
}

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  endpoint = `${gateway.url}/graphql`;
  await page('about-us', 'en-gb', true);
  await page('over-ons', 'nl-nl', true);
  await page('draft-only', 'en-gb', false);
});

afterAll(async () => {
  await gateway?.stop();
});

describe('the GraphQL example client', () => {
  it('lists the published pages of every locale, and not the draft', async () => {
    const { code, lines } = await run('list');
    expect(code).toBe(0);
    expect(lines).toEqual([`${pages['about-us']} en-gb /about-us`, `${pages['over-ons']} nl-nl /nl-nl/over-ons`]);
  });

  it('reads a published page by its path, with its blocks and their headlines from the typed props', async () => {
    const { code, lines } = await run('read', '/nl-nl/over-ons');
    expect(code).toBe(0);
    expect(lines).toEqual(['200 nl-nl Title of over-ons', '  rich-text intro "About over-ons"', '  rich-text more']);
  });

  it('reads the same through automatic persisted queries (the hash first, then the query once)', async () => {
    const sent: string[] = [];
    const fetch = globalThis.fetch;
    const spy = jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      sent.push(`${init?.method} ${new URL(String(input)).searchParams.has('extensions') ? 'hash' : 'query'}`);
      return fetch(input, init);
    });
    try {
      const expected = { code: 0, lines: ['200 en-gb Title of about-us', '  rich-text intro "About about-us"', '  rich-text more'] };
      expect(await run('read', '/about-us', '--persisted')).toEqual(expected);
      expect(sent).toEqual(['GET hash', 'POST query']);
      // Registered now: the next run's GET by hash alone is answered.
      expect(await run('read', '/about-us', '--persisted')).toEqual(expected);
      expect(sent).toEqual(['GET hash', 'POST query', 'GET hash']);
    } finally {
      spy.mockRestore();
    }
  });

  it('prints the error code of a path no published page has', async () => {
    const { code, lines } = await run('read', '/draft-only');
    expect(code).toBe(1);
    expect(lines).toEqual([expect.stringMatching(/^error PM_01: /)]);
  });

  it('lists every page, drafts included, with an API token that holds create-page, and without one prints UM_01', async () => {
    const made = await admin.rest('POST', '/api/tessera/api-tokens', { name: 'example client', permissions: ['create-page'] });
    expect(made.status).toBe(200);
    const { code, lines } = await runWith(made.body.token, 'drafts');
    expect(code).toBe(0);
    expect(lines).toEqual([`${pages['about-us']} en-gb published about-us`, `${pages['over-ons']} nl-nl published over-ons`, `${pages['draft-only']} en-gb concept draft-only`]);

    expect(await runWith(undefined, 'drafts')).toEqual({ code: 1, lines: [expect.stringMatching(/^error UM_01: /)] });
    const tagsOnly = await admin.rest('POST', '/api/tessera/api-tokens', { name: 'tags only', permissions: ['manage-tags'] });
    expect(await runWith(tagsOnly.body.token, 'drafts')).toEqual({ code: 1, lines: [expect.stringMatching(/^error UM_01: /)] });
  });
});
