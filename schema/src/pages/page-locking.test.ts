import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';
import { PageRepository } from './page.repository';
import { Page } from './page.entity';

/**
 * The locked read every page change starts from. The embedded database runs one transaction at
 * a time, so HTTP races there never interleave; this pins down what a waiting transaction on a
 * PostgreSQL server relies on: once it holds the lock it sees the committed row, even when an
 * older copy of the page is already in its identity map.
 */
let gateway: TestGateway;
let admin: TestClient;
const api = '/api/tessera/page';

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
});

afterAll(async () => {
  await gateway?.stop();
});

it('a locked read sees a reference another transaction cleared, over a copy loaded before', async () => {
  const created = await admin.rest('POST', `${api}/create`, { title: 'Locked', slug: 'locked', type: 'content-page', content: [{ type: 'rich-text', props: { body: '<p>Text</p>' } }], locale: 'en-gb' });
  const id: number = created.body.pageID;
  await admin.rest('POST', `${api}/${id}/request-publication`, { comment: 'x' });

  const em = gateway.tessera.orm.em.fork();
  const early = await em.findOneOrFail(Page, { id }, { populate: ['openRequest'] });
  expect(early.openRequest).not.toBeNull();

  // Meanwhile another transaction decides the request (as accept, reject or revoke do).
  await gateway.tessera.orm.em.fork().nativeUpdate(Page, { id }, { openRequest: null, title: 'Changed elsewhere' });

  const locked = await em.transactional((tx) => new PageRepository(tx).getForUpdate(id));
  expect(locked.openRequest).toBeNull();
  expect(locked.title).toBe('Changed elsewhere');
});
