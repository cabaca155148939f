import { startTestDomain, type TestDomain } from '../test-support';
import { createPage } from './operations/create-page';
import { requestPublication } from './operations/request-publication';
import { PageRepository } from './page.repository';
import { Page } from './page.entities';

/**
 * The locked read every page change starts from. The embedded database runs one transaction at
 * a time, so HTTP races there never interleave; this pins down what a waiting transaction on a
 * PostgreSQL server relies on: once it holds the lock it sees the committed row, even when an
 * older copy of the page is already in its identity map.
 */
let domain: TestDomain;

beforeAll(async () => {
  domain = await startTestDomain();
});

afterAll(async () => {
  await domain?.stop();
});

it('a locked read sees a reference another transaction cleared, over a copy loaded before', async () => {
  const { ctx: editor } = await domain.as('editor');
  const created = await createPage(editor, { title: 'Locked', slug: 'locked', type: 'content-page', content: [{ type: 'rich-text', props: { body: '<p>Text</p>' } }], locale: 'en-gb' });
  const id = created.pageID;
  await requestPublication(editor, { id, comment: 'x' });

  const em = domain.orm.em.fork();
  const early = await em.findOneOrFail(Page, { id }, { populate: ['openRequest'] });
  expect(early.openRequest).not.toBeNull();

  // Meanwhile another transaction decides the request (as accept, reject or revoke do).
  await domain.orm.em.fork().nativeUpdate(Page, { id }, { openRequest: null, title: 'Changed elsewhere' });

  const locked = await em.transactional((tx) => new PageRepository(tx).getForUpdate(id));
  expect(locked.openRequest).toBeNull();
  expect(locked.title).toBe('Changed elsewhere');
});
