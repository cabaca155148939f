import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * What a visitor and a screen reader find on the public site (issue 24): exactly one h1 on a
 * content page (its title, or a first hero's title), one search in the header (a box, no second
 * link), the search page's one named search landmark, its language filter by name and its count
 * in the plural forms of the language.
 */
let gateway: TestGateway;
let admin: TestClient;

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
});

afterAll(async () => {
  await gateway?.stop();
});

async function publish(slug: string, title: string, blocks: unknown[]): Promise<string> {
  const created = await admin.rest('POST', '/api/tessera/page/create', { title, slug, type: 'content-page', locale: 'en-gb' });
  expect(created.status).toBe(200);
  const stored = await admin.rest('POST', `/api/tessera/page/version/${created.body.pageVersionID}/store-and-publish`, { title, blocks });
  expect(stored.status).toBe(200);
  const answer = await fetch(`${gateway.url}/${slug}`);
  expect(answer.status).toBe(200);
  return answer.text();
}

const h1s = (html: string) => [...html.matchAll(/<h1[^>]*>(.*?)<\/h1>/g)].map((match) => match[1]);
const searchLandmarks = (html: string) => html.match(/role="search"/g)?.length ?? 0;

describe('headings', () => {
  it('shows the title of a content page as its one h1', async () => {
    const html = await publish('opening-hours', 'Opening hours', [{ type: 'rich-text', key: 'main', props: { heading: 'Weekdays', body: '<p>Nine to five.</p>' } }]);
    expect(h1s(html)).toEqual(['Opening hours']);
  });

  it('leaves the h1 to a first hero, which already renders one', async () => {
    const html = await publish('welcome', 'Welcome page', [
      { type: 'hero', key: 'top', props: { title: 'Welcome to the garden' } },
      { type: 'hero', key: 'second', props: { title: 'And more' } },
    ]);
    expect(h1s(html)).toEqual(['Welcome to the garden']);
  });
});

describe('search', () => {
  it('offers one search in the header: a named box, no second link', async () => {
    const html = await publish('contact-us', 'Contact us', []);
    expect(html).not.toContain('site-search-link');
    expect(searchLandmarks(html)).toBe(1);
    expect(html).toMatch(/<form class="site-search" role="search" aria-label="Search"/);
  });

  it('has one named search landmark on /zoeken, languages by name and counts in plural forms', async () => {
    const answer = await fetch(`${gateway.url}/zoeken`);
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(searchLandmarks(html)).toBe(1);
    expect(html).toMatch(/<form class="search-page__form" role="search" aria-label="Search"/);
    expect(html).toMatch(/<option value="en-gb"[^>]*>British English<\/option>/);
    expect(html).toMatch(/<option value="nl-nl"[^>]*>Dutch \(Netherlands\)<\/option>/);
    const forms = html.match(/data-results-count="([^"]*)"/)?.[1].replace(/&quot;/g, '"');
    expect(JSON.parse(forms!)).toEqual({ one: '{total} result', other: '{total} results' });
  });
});
