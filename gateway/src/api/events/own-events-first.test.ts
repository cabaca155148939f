import { Client } from 'pg';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';

/*
 * A change's answer goes out only after this gateway's listeners (the HTML cache, the site's
 * address index) have its events, even while an older transaction still runs: the event bus holds
 * back rows behind a running transaction, so one read at the commit is not enough. On the
 * PostgreSQL server this fails without the wait (checked); the embedded database runs one
 * transaction at a time, so there the publication simply waits for the other to end.
 */

const api = '/api/tessera/page';
let gateway: TestGateway;
let admin: TestClient;

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
});

afterAll(async () => {
  await gateway?.stop();
});

async function site(path: string) {
  const answer = await fetch(`${gateway.url}${path}`);
  return { status: answer.status, text: await answer.text() };
}

it('answers a publication after its events reached the site, though an older transaction was still open', async () => {
  // The site learns which addresses exist (an invented one costs no read afterwards).
  expect((await site('/not-yet-there')).status).toBe(404);
  await new Promise((resolve) => setTimeout(resolve, 200));
  expect((await site('/not-yet-there')).status).toBe(404);

  const created = await admin.rest('POST', `${api}/create`, { title: 'Held back', slug: 'not-yet-there', type: 'content-page', locale: 'en-gb' });
  expect(created.status).toBe(200);

  // Another writer's transaction, begun before the publication and still open while it commits.
  const other = new Client({ connectionString: process.env.TESSERA_TEST_DATABASE_URL });
  await other.connect();
  let releasedAt = 0;
  try {
    await other.query('begin');
    await other.query('select pg_current_xact_id()');
    const release = new Promise<void>((resolve) =>
      setTimeout(() => {
        releasedAt = Date.now();
        void other.query('commit').then(() => resolve());
      }, 500),
    );
    const published = await admin.rest('POST', `${api}/version/${created.body.pageVersionID}/store-and-publish`, {
      title: 'Held back',
      blocks: [{ type: 'rich-text', key: 'main', props: { heading: 'Held back', body: '<p>Held back</p>' } }],
    });
    const answeredAt = Date.now();
    expect(published.status).toBe(200);
    await release;
    expect(releasedAt).toBeGreaterThan(0);
    expect(answeredAt).toBeGreaterThanOrEqual(releasedAt);
    const page = await site('/not-yet-there');
    expect(page.status).toBe(200);
    expect(page.text).toContain('Held back');
  } finally {
    await other.end();
  }
});
