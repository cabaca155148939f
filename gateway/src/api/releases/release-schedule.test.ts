import { ReleaseRunner } from '@tessera/schema';
import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';
import { releaseHelpers, until } from './releases.test-support';

/**
 * Scheduled releases (issue 36): they publish once in the cluster, however many gateways race
 * for them, with the permissions of the one who scheduled them; a failing one publishes nothing
 * and goes to `failed` with its codes, its scheduler mailed.
 */
let gateway: TestGateway;
let admin: TestClient;
let h: ReturnType<typeof releaseHelpers>;
const api = '/api/tessera/releases';

beforeAll(async () => {
  gateway = await startTestGateway({ schedulePollMs: 100 });
  admin = await gateway.admin();
  h = releaseHelpers(gateway, admin);
});

afterAll(async () => {
  await gateway?.stop();
});

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();
const makeDue = (id: number) => gateway.sql(`update release set scheduled_at = now() - interval '1 second' where id = ?`, [id]);

async function scheduled(client: TestClient, pageIds: number[]) {
  const created = await client.rest('POST', api, { name: `Scheduled ${pageIds.join(',')}`, scheduledAt: inMinutes(60) });
  expect(created.body.Release).toMatchObject({ status: 'scheduled' });
  const id = created.body.Release.id as number;
  for (const pageId of pageIds) expect((await h.addPage(id, pageId, undefined, client)).status).toBe(200);
  return id;
}

describe('scheduled releases', () => {
  it('two gateways (and more runners) racing a due release publish it once', async () => {
    const pages = await Promise.all([1, 2, 3].map((n) => h.page(`race ${n}`)));
    const id = await scheduled(
      admin,
      pages.map((page) => page.id),
    );
    const second = await startTestGateway({ storage: gateway.storage, schedulePollMs: 60_000 }, { reset: false });
    try {
      const runners = [1, 2].map(() => new ReleaseRunner({ orm: gateway.tessera.orm, services: gateway.tessera.services, pollMs: 60_000 }));
      await makeDue(id);
      await Promise.all([...runners.map((runner) => runner.runDue()), second.tessera.releases.runDue(), gateway.tessera.releases.runDue()]);
      const release = await until(
        () => h.getRelease(id),
        (value) => value.status === 'published',
      );
      expect(release.status).toBe('published');
      expect(await gateway.sql(`select id from domain_event where type = 'release.published' and (payload->>'releaseId')::int = ?`, [id])).toHaveLength(1);
      for (const page of pages) {
        expect(await gateway.sql(`select id from audit_log where subject_type = 'page' and subject_id = ? and action = 'page.published'`, [String(page.id)])).toHaveLength(1);
        expect((await h.visit(page.slug)).status).toBe(200);
      }
    } finally {
      await second.stop();
    }
  });

  it('a due release whose check fails publishes nothing, goes to failed with its codes, and its scheduler is mailed', async () => {
    const reviewer = await gateway.signedIn('reviewer');
    const good = await h.page('scheduled good');
    const bad = await h.page('scheduled bad');
    const id = await scheduled(reviewer.client, [good.id, bad.id]);
    await gateway.sql(`update page_version set blocks = '[{"type":"rich-text","key":"main","props":{"body":"<p></p>"}}]'::jsonb where id = ?`, [bad.versionId]);
    await makeDue(id);
    const release = await until(
      () => h.getRelease(id),
      (value) => value.status === 'failed',
    );
    const badItem = release.items.find((item: { pageId: number }) => item.pageId === bad.id);
    expect(release.failure).toMatch(new RegExp(`^V_07 \\(items\\.${badItem.id}\\)`));
    expect((await h.pageState(good.id)).publishedVersionID).toBeNull();
    const mails = await until(
      async () => gateway.smtp.received.filter((mail) => mail.to.includes(reviewer.email) && mail.raw.includes('Scheduled release failed')),
      (found) => found.length > 0,
    );
    expect(mails).toHaveLength(1);
    // A failed release can be corrected and published by hand.
    await gateway.sql(`delete from release_item where id = ?`, [badItem.id]);
    expect((await reviewer.client.rest('POST', `${api}/${id}/publish`)).body.Release).toMatchObject({ status: 'published', failure: null });
  });

  it('a release scheduled by an editor fails at its time with UM_01 (review), publishing nothing', async () => {
    const editor = await gateway.signedIn('editor');
    const page = await h.page('editor scheduled');
    const id = await scheduled(editor.client, [page.id]);
    await makeDue(id);
    const release = await until(
      () => h.getRelease(id),
      (value) => value.status === 'failed',
    );
    expect(release.failure).toBe('UM_01 (review)');
    expect((await h.pageState(page.id)).publishedVersionID).toBeNull();
  });
});
