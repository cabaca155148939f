import { PageRepository } from '@tessera/schema/src/pages/page.repository';
import { startTestGateway, type TestGateway } from '@tessera/testing';

/**
 * A page view reads the page, then its translation group. A publication committed between the two
 * reads must not reach into the page already read (it showed a page published yet still
 * scheduled): translationsOf does not read the given pages again.
 */
let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway?.stop();
});

it('leaves the pages it was given as they were read when their rows change in between', async () => {
  const admin = await gateway.admin();
  const created = await admin.rest('POST', '/api/tessera/page/create', { title: 'Torn', slug: 'torn', type: 'content-page', locale: 'en-gb' });
  const stored = await admin.rest('POST', `/api/tessera/page/version/${created.body.pageVersionID}/store`, { title: 'Torn', blocks: [{ type: 'rich-text', key: 'm', props: { body: '<p>x</p>' } }] });
  const translation = await admin.rest('POST', '/api/tessera/page/create-translation', { pageID: created.body.pageID, newLocale: 'nl-nl', title: 'Gescheurd', slug: 'gescheurd' });
  expect(translation.status).toBe(200);
  const repository = new PageRepository(gateway.tessera.orm.em.fork());
  const page = await repository.get(created.body.pageID);
  expect(page.publishedVersion).toBeNull();
  // Another transaction publishes the page between the view's two reads.
  await gateway.sql('update page set published_version_id = ?, published_at = now() where id = ?', [stored.body.pageVersionID, created.body.pageID]);
  const translations = await repository.translationsOf([page]);
  expect(page.publishedVersion).toBeNull();
  expect(translations.get(page.id)?.map((other) => other.locale)).toEqual(['nl-nl']);
});
