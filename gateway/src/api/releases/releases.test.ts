import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';
import { releaseHelpers } from './releases.test-support';

/**
 * Content releases over HTTP (issue 36): compose a release of page versions, unpublications,
 * reusable block versions and menu trees; it publishes all in one transaction or nothing; one
 * release.published event; a rollback brings back exactly what was live; the preview is signed.
 */
let gateway: TestGateway;
let admin: TestClient;
let h: ReturnType<typeof releaseHelpers>;
const api = '/api/tessera/releases';

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  h = releaseHelpers(gateway, admin);
});

afterAll(async () => {
  await gateway?.stop();
});

const releaseEvents = (releaseId: number) => gateway.sql(`select payload from domain_event where type = 'release.published' and (payload->>'releaseId')::int = ?`, [releaseId]);
const pageEvents = (pageId: number, type: string) => gateway.sql(`select id from domain_event where type = ? and (payload->>'pageId')::int = ?`, [type, pageId]);

describe('composing a release', () => {
  it('an editor creates a release, adds page versions and an unpublication, and lists it with checks and who added what', async () => {
    const editor = await gateway.signedIn('editor');
    const a = await h.page('alpha');
    const b = await h.page('beta', { publish: true });
    const id = await h.release(editor.client, 'Spring launch');
    expect((await h.addPage(id, a.id, undefined, editor.client)).status).toBe(200);
    const added = await editor.client.rest('POST', `${api}/${id}/unpublications`, { pageId: b.id });
    expect(added.status).toBe(200);
    const release = added.body.Release;
    expect(release).toMatchObject({ name: 'Spring launch', status: 'open', itemCount: 2, createdBy: editor.id, canPublish: false, needsReview: true });
    expect(release.items).toEqual([
      expect.objectContaining({ kind: 'page-version', pageId: a.id, versionNumber: 2, latestVersionNumber: 2, changedSinceAdded: false, ok: true, addedBy: editor.id }),
      expect.objectContaining({ kind: 'unpublish-page', pageId: b.id, ok: true, checks: [] }),
    ]);
    // The content checks warn (no SEO description), they do not stop the release.
    expect(release.items[0].checks).toContainEqual({ code: 'seo-description-missing', property: 'seoDescription', severity: 'warning' });

    const listed = await admin.rest('GET', `${api}?status=open&pageSize=100`);
    expect(listed.body.rows.find((row: { id: number }) => row.id === id)).toMatchObject({ itemCount: 2, canPublish: true, needsReview: false });
    const ofPage = await admin.rest('GET', `${api}/of-page/${a.id}`);
    expect(ofPage.body.rows.map((row: { id: number }) => row.id)).toContain(id);

    // The same over GraphQL, as the admin asks it.
    const gql = await admin.gql(`query($id: Int!) { release(id: $id) { id name itemCount canPublish items { kind pageId versionNumber ok checks { code severity } } } }`, { id });
    expect(gql.body.errors).toBeUndefined();
    expect(gql.body.data.release).toMatchObject({ id, name: 'Spring launch', itemCount: 2, canPublish: true });
    // Webhooks may subscribe to the one event a release raises.
    expect((await admin.gql('{ webhookEventTypes }')).body.data.webhookEventTypes).toContain('release.published');
  });

  it('adding the same page again replaces its item; an item can be removed; one item per page', async () => {
    const a = await h.page('gamma');
    const id = await h.release();
    await h.addPage(id, a.id);
    const replaced = await admin.rest('POST', `${api}/${id}/unpublications`, { pageId: a.id });
    expect(replaced.body.Release.items).toEqual([expect.objectContaining({ kind: 'unpublish-page', pageId: a.id })]);
    const removed = await admin.rest('DELETE', `${api}/${id}/items/${replaced.body.Release.items[0].id}`);
    expect(removed.body.Release).toMatchObject({ itemCount: 0, items: [] });
  });

  it('shows "changed since added" when the page got a newer version, and refresh takes it', async () => {
    const a = await h.page('delta');
    const id = await h.release();
    await h.addPage(id, a.id);
    await h.store(a.id, 'delta two');
    const item = (await h.getRelease(id)).items[0];
    expect(item).toMatchObject({ versionNumber: 2, latestVersionNumber: 3, changedSinceAdded: true });
    const refreshed = await admin.rest('POST', `${api}/${id}/items/${item.id}/refresh`);
    expect(refreshed.body.Release.items[0]).toMatchObject({ versionNumber: 3, latestVersionNumber: 3, changedSinceAdded: false });
  });

  it('refuses hostile input with codes and changes nothing', async () => {
    const a = await h.page('epsilon');
    const id = await h.release();
    const refusals: Array<[string, string, unknown, number, string, string?]> = [
      ['POST', api, { name: 'x'.repeat(201) }, 422, 'V_14', 'name'],
      ['POST', api, { name: '   ' }, 422, 'V_01', 'name'],
      ['POST', api, { name: 'ok', description: 'y'.repeat(2001) }, 422, 'V_14', 'description'],
      ['POST', api, { name: 'ok', scheduledAt: '2001-01-01T00:00:00Z' }, 422, 'V_12', 'scheduledAt'],
      ['POST', api, { name: 'ok', scheduledAt: 'tomorrow' }, 422, 'V_12', 'scheduledAt'],
      ['POST', `${api}/${id}/pages`, { pageId: 999_999 }, 422, 'V_12', 'pageId'],
      ['POST', `${api}/${id}/pages`, { pageId: 'abc' }, 422, 'V_12', 'pageId'],
      ['POST', `${api}/${id}/pages`, { pageId: 99_999_999_999 }, 422, 'V_12', 'pageId'],
      ['POST', `${api}/${id}/pages`, { pageId: a.id, versionNumber: 99 }, 422, 'V_12', 'versionNumber'],
      ['POST', `${api}/${id}/reusable-blocks`, { reusableBlockId: 999_999 }, 422, 'V_12', 'reusableBlockId'],
      ['POST', `${api}/${id}/menus`, { locale: 'en-gb', items: [{ label: 'x', pageId: 999_999 }] }, 422, 'V_12', 'items.page.999999'],
      ['POST', `${api}/${id}/menus`, { locale: 'en-gb', items: 'not a tree' }, 422, 'V_12', 'items'],
      ['POST', `${api}/${id}/menus`, { locale: 'xx-xx', items: [] }, 422, 'V_12', 'locale'],
      ['POST', `${api}/999999/pages`, { pageId: a.id }, 404, 'V_12', 'id'],
      ['DELETE', `${api}/${id}/items/999999`, undefined, 422, 'V_12', 'itemId'],
      ['GET', `${api}/99999999999`, undefined, 404, 'V_12', 'id'],
    ];
    for (const [method, path, body, status, code, property] of refusals) {
      const reply = await admin.rest(method, path, body);
      expect({ path, body, status: reply.status, error: reply.body.Errors?.[0] }).toEqual({ path, body, status, error: { code, ...(property ? { property } : {}) } });
    }
    const deep = (depth: number): unknown => ({ label: 'x', url: 'https://example.com', children: depth > 0 ? [deep(depth - 1)] : [] });
    const tooDeep = await admin.rest('POST', `${api}/${id}/menus`, { locale: 'en-gb', items: [deep(20)] });
    expect(tooDeep.status).toBe(422);
    const tooMany = await admin.rest('POST', `${api}/${id}/menus`, { locale: 'en-gb', items: Array.from({ length: 501 }, () => ({ label: 'x', url: 'https://example.com' })) });
    expect(tooMany.body.Errors[0]).toMatchObject({ code: 'V_14' });
    expect((await h.getRelease(id)).itemCount).toBe(0);
  });

  it('holds at most 1000 items', async () => {
    const id = await h.release();
    const a = await h.page('zeta');
    // Arranged behind the API: a thousand items of one release.
    await gateway.sql(
      `insert into release_item (release_id, kind, target, menu_locale, menu_tree, added_at) select ?, 'menu', 'filler:' || n, null, '[]'::jsonb, now() from generate_series(1, 1000) as n`,
      [id],
    );
    const reply = await h.addPage(id, a.id);
    expect({ status: reply.status, Errors: reply.body.Errors }).toEqual({ status: 409, Errors: [{ code: 'V_07', property: 'items' }] });
    await gateway.sql(`delete from release_item where release_id = ?`, [id]);
  });
});

describe('who may publish', () => {
  it('an editor is refused with UM_01 on review (a reviewer publishes it); a visitor gets 401; a write without CSRF proof 403', async () => {
    const editor = await gateway.signedIn('editor');
    const a = await h.page('eta');
    const id = await h.release(editor.client);
    await h.addPage(id, a.id, undefined, editor.client);
    const refused = await editor.client.rest('POST', `${api}/${id}/publish`);
    expect({ status: refused.status, Errors: refused.body.Errors }).toEqual({ status: 403, Errors: [{ code: 'UM_01', property: 'review' }] });
    const visitor = await gateway.client().start();
    expect((await visitor.rest('POST', `${api}/${id}/publish`)).status).toBe(401);
    expect((await visitor.rest('GET', `${api}/${id}`)).status).toBe(401);
    const noProof = await gateway.admin();
    noProof.sendCsrf = false;
    expect((await noProof.rest('POST', `${api}/${id}/publish`)).status).toBe(403);
    expect((await h.pageState(a.id)).publishedVersionID).toBeNull();
    expect((await h.getRelease(id)).status).toBe('open');
  });

  it('a reviewer (publish-page) publishes a release of pages, but not one with a menu (manage-menu)', async () => {
    const reviewer = await gateway.signedIn('reviewer');
    const a = await h.page('theta');
    const id = await h.release();
    await h.addPage(id, a.id);
    await admin.rest('POST', `${api}/${id}/menus`, { locale: 'en-gb', items: [{ label: 'Theta', pageId: a.id }] });
    const refused = await reviewer.client.rest('POST', `${api}/${id}/publish`);
    expect(refused.status).toBe(403);
    const menuItem = (await h.getRelease(id)).items.find((item: { kind: string }) => item.kind === 'menu');
    await admin.rest('DELETE', `${api}/${id}/items/${menuItem.id}`);
    const published = await reviewer.client.rest('POST', `${api}/${id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.Release).toMatchObject({ status: 'published', publishedBy: reviewer.id });
  });
});

describe('publishing and rolling back', () => {
  it('a release with one failing item publishes nothing and names the item', async () => {
    const good = await h.page('iota');
    const bad = await h.page('kappa');
    const live = await h.page('lambda', { publish: true });
    const id = await h.release();
    await h.addPage(id, good.id);
    await h.addPage(id, bad.id);
    await admin.rest('POST', `${api}/${id}/unpublications`, { pageId: live.id });
    // The version no longer passes the full check (as after a change of the page type's rules).
    await gateway.sql(`update page_version set blocks = '[{"type":"rich-text","key":"main","props":{"body":"<p></p>"}}]'::jsonb where id = ?`, [bad.versionId]);
    const before = await gateway.sql(`select count(*)::int as n from domain_event`);
    const badItem = (await h.getRelease(id)).items.find((item: { pageId: number }) => item.pageId === bad.id);
    expect(badItem).toMatchObject({ ok: false });
    expect(badItem.checks.some((check: { severity: string }) => check.severity === 'error')).toBe(true);

    const reply = await admin.rest('POST', `${api}/${id}/publish`);
    expect(reply.status).toBe(409);
    expect(reply.body.Errors[0]).toEqual({ code: 'V_07', property: `items.${badItem.id}` });
    expect(reply.body.Errors.slice(1).every((error: { property: string }) => error.property.startsWith(`items.${badItem.id}.`))).toBe(true);
    expect((await h.pageState(good.id)).publishedVersionID).toBeNull();
    expect((await h.pageState(live.id)).publishedVersionID).toBe(live.versionId);
    expect((await h.visit(live.slug)).status).toBe(200);
    expect(await gateway.sql(`select count(*)::int as n from domain_event`)).toEqual(before);
    expect((await h.getRelease(id)).status).toBe('open');
  });

  it('publishes every item at once: the HTML changes, one release.published event; a rollback restores exactly what was live', async () => {
    const changed = await h.page('mu one', { publish: true });
    await h.store(changed.id, 'mu two');
    const fresh = await h.page('nu new');
    const retired = await h.page('xi retired', { publish: true });
    expect((await h.visit(changed.slug)).html).toContain('mu one');
    expect((await h.visit(fresh.slug)).status).toBe(404);

    const id = await h.release();
    await h.addPage(id, changed.id);
    await h.addPage(id, fresh.id);
    await admin.rest('POST', `${api}/${id}/unpublications`, { pageId: retired.id });
    const published = await admin.rest('POST', `${api}/${id}/publish`);
    expect(published.status).toBe(200);
    expect(published.body.Release).toMatchObject({ status: 'published', publishedBy: expect.any(Number) });
    expect(published.body.Release.items.map((item: { previousVersionNumber: number | null }) => item.previousVersionNumber)).toEqual([2, null, 2]);

    expect((await h.visit(changed.slug)).html).toContain('mu two');
    expect((await h.visit(fresh.slug)).html).toContain('nu new');
    expect((await h.visit(retired.slug)).status).toBe(404);
    const events = await releaseEvents(id);
    expect(events).toHaveLength(1);
    expect(events[0].payload).toMatchObject({ releaseId: id, items: 3, pageIds: [changed.id, fresh.id, retired.id] });
    expect(await pageEvents(changed.id, 'page.published')).toHaveLength(2);
    expect(await pageEvents(retired.id, 'page.unpublished')).toHaveLength(1);
    // Published once: it is not published again.
    expect((await admin.rest('POST', `${api}/${id}/publish`)).body.Errors).toEqual([{ code: 'V_07', property: 'status' }]);
    expect((await admin.rest('DELETE', `${api}/${id}`)).body.Errors).toEqual([{ code: 'V_07', property: 'status' }]);

    const rolledBack = await admin.rest('POST', `${api}/${id}/rollback`);
    expect(rolledBack.status).toBe(200);
    expect(rolledBack.body.Release.status).toBe('rolled-back');
    expect((await h.pageState(changed.id)).publishedVersionID).toBe(changed.versionId);
    expect((await h.pageState(fresh.id)).publishedVersionID).toBeNull();
    expect((await h.pageState(retired.id)).publishedVersionID).toBe(retired.versionId);
    expect((await h.visit(changed.slug)).html).toContain('mu one');
    expect((await h.visit(fresh.slug)).status).toBe(404);
    expect((await h.visit(retired.slug)).html).toContain('xi retired');
    expect(await releaseEvents(id)).toHaveLength(1);
    expect((await admin.rest('POST', `${api}/${id}/rollback`)).body.Errors).toEqual([{ code: 'V_07', property: 'status' }]);
  });

  it('releases a reusable block version and a menu tree, and rolls them back', async () => {
    const a = await h.page('omicron', { publish: true });
    const created = await admin.rest('POST', '/api/tessera/reusable-blocks', { name: `Quote ${a.id}`, type: 'quote', props: { quote: 'First words', author: 'Ada' }, __images: {}, __files: {} });
    expect(created.status).toBe(200);
    const blockId = created.body.ReusableBlock.id as number;
    const latest = async () => (await admin.rest('GET', `/api/tessera/reusable-blocks/${blockId}`)).body;
    expect((await admin.rest('POST', `/api/tessera/reusable-blocks/${blockId}/publish`, { versionID: (await latest()).versionID })).status).toBe(200);
    const saved = await admin.rest('PUT', `/api/tessera/reusable-blocks/${blockId}`, {
      versionID: (await latest()).versionID,
      name: `Quote ${a.id}`,
      props: { quote: 'Second words', author: 'Ada' },
      __images: {},
      __files: {},
    });
    expect(saved.status).toBe(200);
    const menuBefore = (await admin.rest('GET', '/api/tessera/menu/en-gb')).body.items;

    const id = await h.release();
    expect((await admin.rest('POST', `${api}/${id}/reusable-blocks`, { reusableBlockId: blockId })).body.Release.items[0]).toMatchObject({
      kind: 'reusable-block-version',
      versionNumber: 2,
      ok: true,
    });
    const tree = [{ label: 'Omicron', pageId: a.id, children: [{ label: 'Elsewhere', url: 'https://example.com/' }] }];
    expect((await admin.rest('POST', `${api}/${id}/menus`, { locale: 'en-gb', items: tree })).status).toBe(200);
    expect((await admin.rest('POST', `${api}/${id}/publish`)).status).toBe(200);

    const publishedBlockVersion = async () =>
      (await gateway.sql(`select v.number from reusable_block b join reusable_block_version v on v.id = b.published_version_id where b.id = ?`, [blockId]))[0].number;
    expect(await publishedBlockVersion()).toBe(2);
    const menu = (await admin.rest('GET', '/api/tessera/menu/en-gb')).body.items;
    expect(menu.map((item: { label: string }) => item.label)).toEqual(['Omicron']);
    expect(menu[0].children.map((item: { label: string }) => item.label)).toEqual(['Elsewhere']);

    expect((await admin.rest('POST', `${api}/${id}/rollback`)).status).toBe(200);
    expect(await publishedBlockVersion()).toBe(1);
    const restored = (await admin.rest('GET', '/api/tessera/menu/en-gb')).body.items;
    const labels = (items: Array<{ label: string; children: unknown[] }>): unknown => items.map((item) => [item.label, labels(item.children as never)]);
    expect(labels(restored)).toEqual(labels(menuBefore));
  });
});

describe('the preview', () => {
  it('is a signed, time-limited address that is never cached and refused without its signature', async () => {
    const a = await h.page('pi preview');
    const id = await h.release();
    await h.addPage(id, a.id);
    const { body } = await admin.gql(`query($id: Int!) { releasePreviewUrl(id: $id) }`, { id });
    const url = new URL(body.data.releasePreviewUrl);
    expect(url.pathname).toBe(`${api}/${id}/preview`);
    const index = await fetch(`${gateway.url}${url.pathname}${url.search}`);
    expect(index.status).toBe(200);
    expect(index.headers.get('cache-control')).toContain('no-store');
    const html = await index.text();
    const link = html.match(/href="([^"]+)"/)![1].replace(/&#38;/g, '&');
    const pagePreview = await fetch(`${gateway.url}${link}`);
    expect(pagePreview.status).toBe(200);
    expect(pagePreview.headers.get('cache-control')).toContain('no-store');
    expect(await pagePreview.text()).toContain('pi preview');
    // The page itself is still not on the site.
    expect((await h.visit(a.slug)).status).toBe(404);

    const tampered = new URLSearchParams(url.search);
    tampered.set('expires', String(Number(tampered.get('expires')) + 60));
    expect((await fetch(`${gateway.url}${url.pathname}?${tampered}`)).status).toBe(403);
    expect((await fetch(`${gateway.url}${url.pathname}`)).status).toBe(422);
    expect((await fetch(`${gateway.url}${api}/${id + 1}/preview${url.search}`)).status).toBe(403);
  });
});
