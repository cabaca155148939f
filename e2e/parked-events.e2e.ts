import type { Page } from 'playwright-core';
import { inTransaction, systemContext } from '@tessera/schema';
import type { TestClient } from '@tessera/testing';
import { accessibilityProblems, eventually, expectText, screenshot, signIn, startE2E, type E2E } from './browser';

/**
 * Parked events on the search index screen in Chromium against the real gateway (issue 21): a
 * publication the search index keeps failing on (its engine down) is set aside after its
 * attempts and shown with the task, the change, the attempts, the last error and when; once the
 * engine is back, Retry indexes it (the list empties, a visitor's search finds the page). An event
 * of another task is discarded after a confirmation. Both actions are audited; the screen is
 * axe-clean with the list shown.
 */
let e2e: E2E;
let page: Page;
let admin: TestClient;
let searchDown = true;

beforeAll(async () => {
  e2e = await startE2E({ consumers: { leaseMs: 2_000, maxAttempts: 2, retryBaseMs: 50, retryMaxMs: 100 } });
  page = e2e.page;
  admin = await e2e.gateway.admin();
  const search = e2e.gateway.tessera.services.search;
  const sync = search.sync.bind(search);
  jest.spyOn(search, 'sync').mockImplementation(async (pageId) => {
    if (searchDown) throw new Error('search engine answered 503 Service Unavailable');
    return sync(pageId);
  });
  e2e.gateway.tessera.consumers.register('e2e-webhook', (event) => {
    if (event.payload.marker === 'webhook') throw new Error('webhook endpoint refused the call (410 Gone)');
  });
  await signIn(e2e, page);
});

afterAll(async () => {
  jest.restoreAllMocks();
  await e2e?.stop();
});

const parkedCount = async (consumer: string) => Number((await e2e.gateway.sql<{ n: string }>(`select count(*)::text as n from parked_event where consumer = ? and state = 'parked'`, [consumer]))[0].n);

async function visitorFinds(term: string): Promise<number> {
  const visitor = await e2e.gateway.client().start();
  const reply = await visitor.rest('POST', '/api/tessera/search/search', { term, locales: ['en-gb'] });
  return reply.body.total as number;
}

describe('parked events on the search index screen', () => {
  test('a publication the index failed on is shown and retried; another task’s event is discarded', async () => {
    const created = await admin.rest('POST', '/api/tessera/page/create', { title: 'Kestrel nesting boxes', slug: `kestrel-boxes-${Date.now()}`, type: 'content-page', locale: 'en-gb' });
    expect(created.status).toBe(200);
    const published = await admin.rest('POST', `/api/tessera/page/version/${created.body.pageVersionID}/store-and-publish`, { title: 'Kestrel nesting boxes', blocks: [] });
    expect(published.status).toBe(200);
    await inTransaction(systemContext(e2e.gateway.tessera.orm.em.fork(), e2e.gateway.tessera.services), async (tx) => {
      tx.emit('settings.changed', { marker: 'webhook' });
    });
    await eventually(async () => {
      expect(await parkedCount('search-index')).toBe(1);
      expect(await parkedCount('e2e-webhook')).toBe(1);
    }, 15_000);
    expect(await visitorFinds('kestrel')).toBe(0);

    await page.goto(e2e.url('/cmsadmin/'));
    await page.getByTestId('nav-/search-index').click();
    await page.waitForURL((url) => url.pathname === '/cmsadmin/search-index');
    await page.getByTestId('parked-events-table').waitFor();
    await expectText(page.getByTestId('parked-events-total'), 'Waiting: 2');
    const indexRow = page.locator('[data-testid="parked-event"]', { hasText: 'search-index' });
    await expectText(indexRow, 'page.published');
    await expectText(indexRow, `Page ${created.body.pageID}`);
    await expectText(indexRow.getByTestId('parked-event-error'), 'search engine answered 503 Service Unavailable');
    expect(await indexRow.locator('td').nth(2).textContent()).toBe('2');
    expect(await indexRow.textContent()).not.toMatch(/\bat .*\.ts:\d+/);
    expect(await accessibilityProblems(page, ['main'])).toEqual([]);
    await screenshot(page, 'search-index-parked-events');

    // The engine is back: Retry indexes the page, and the event leaves the list.
    searchDown = false;
    await indexRow.getByTestId('parked-event-retry').click();
    await eventually(async () => expect(await page.locator('[data-testid="parked-event"]', { hasText: 'search-index' }).count()).toBe(0), 15_000);
    await eventually(async () => expect(await visitorFinds('kestrel')).toBe(1), 5_000);

    // Discard asks first; cancelling keeps the event.
    const webhookRow = page.locator('[data-testid="parked-event"]', { hasText: 'e2e-webhook' });
    await webhookRow.getByTestId('parked-event-discard').click();
    await page.locator('[data-testid="confirm-discard-modal"] [role="dialog"]').waitFor();
    await page.keyboard.press('Escape');
    await page.locator('.mantine-Modal-overlay').waitFor({ state: 'detached' });
    expect(await parkedCount('e2e-webhook')).toBe(1);
    await webhookRow.getByTestId('parked-event-discard').click();
    await page.getByTestId('confirm-discard').click();
    await page.getByTestId('parked-events-none').waitFor();
    await expectText(page.getByTestId('parked-events-total'), 'Waiting: 0');
    expect(await parkedCount('e2e-webhook')).toBe(0);
    expect(await accessibilityProblems(page, ['main'])).toEqual([]);

    const audit = await e2e.gateway.sql<{ action: string; actor_email: string }>(`select action, actor_email from audit_log where action like 'event.%' order by id`);
    expect(audit).toEqual([
      { action: 'event.retry-requested', actor_email: 'admin@example.com' },
      { action: 'event.discarded', actor_email: 'admin@example.com' },
    ]);
  });
});
