import type { Page } from 'playwright-core';
import type { TestClient } from '@tessera/testing';
import { accessibilityProblems, choose, eventually, expectText, signIn, startE2E, type E2E } from './browser';

/**
 * The export and import screen (issue 35) in Chromium: an export started on the screen runs to
 * done with its progress bar; a running job's progress is polled as it moves and blocks a second
 * start; the finished export imported from its row (nothing new); the screen in German, French
 * and Dutch; axe finds nothing.
 */
let e2e: E2E;
let page: Page;
let admin: TestClient;

beforeAll(async () => {
  e2e = await startE2E();
  page = e2e.page;
  admin = await e2e.gateway.admin();
  await admin.rest('POST', '/api/tessera/page/create', { title: 'To export', slug: 'to-export', type: 'content-page', locale: 'en-gb' });
  await signIn(e2e, page);
});

afterAll(async () => {
  await e2e?.stop();
});

async function openScreen(): Promise<void> {
  await page.goto(e2e.url('/cmsadmin/transfer'));
  await page.getByTestId('transfer-screen').waitFor();
}

const jobRow = (id: number) => page.getByTestId(`transfer-job-${id}`);
const latestJobId = async () => Number((await e2e.gateway.sql('select max(id) as id from transfer_job'))[0].id);

test('an export started on the screen runs to done, with its progress bar', async () => {
  // Reached from the side navigation (the administrator may manage the settings).
  await page.goto(e2e.url('/cmsadmin/dashboard'));
  await page.getByRole('link', { name: 'Export and import' }).click();
  await page.getByTestId('transfer-screen').waitFor();
  expect(new URL(page.url()).pathname).toBe('/cmsadmin/transfer');
  await expectText(page.getByTestId('transfer-no-jobs'), 'No export or import has run yet.');
  expect(await accessibilityProblems(page, ['main'])).toEqual([]);
  await page.getByTestId('transfer-export-start').click();
  await page.getByTestId('transfer-jobs').waitFor();
  const id = await latestJobId();
  await eventually(async () => expect(await jobRow(id).getAttribute('data-status')).toBe('done'), 30_000);
  await expectText(page.getByTestId(`transfer-job-${id}-result`), 'records exported');
  expect(await page.getByTestId(`transfer-job-${id}-progress`).locator('[role="progressbar"]').getAttribute('aria-valuenow')).toBe('100');
  expect(await accessibilityProblems(page, ['main'])).toEqual([]);
  // Its download is a .tar.gz of the export.
  const href = await page.getByTestId(`transfer-job-${id}-download`).getAttribute('href');
  const download = await page.evaluate(async (url) => {
    const reply = await fetch(url!);
    return { status: reply.status, type: reply.headers.get('content-type'), bytes: (await reply.arrayBuffer()).byteLength };
  }, href);
  expect(download).toEqual({ status: 200, type: expect.stringContaining('application/gzip'), bytes: expect.any(Number) });
  expect(download.bytes).toBeGreaterThan(100);
});

test("a running job's progress is polled as it moves, and a second start waits for it", async () => {
  const [job] = await e2e.gateway.sql(
    `insert into transfer_job (kind, refusals, status, processed, total, created_at, started_at, updated_at, lease_owner, lease_until)
     values ('export', '[]', 'running', 40, 100, now(), now(), now(), 'another-gateway', now() + interval '1 hour') returning id`,
  );
  try {
    await openScreen();
    await expectText(page.getByTestId(`transfer-job-${job.id}-processed`), '40 of 100 records');
    expect(await page.getByTestId(`transfer-job-${job.id}-progress`).locator('[role="progressbar"]').getAttribute('aria-valuenow')).toBe('40');
    await page.getByTestId('transfer-busy').waitFor();
    expect(await page.getByTestId('transfer-export-start').isDisabled()).toBe(true);
    await e2e.gateway.sql(`update transfer_job set processed = 80 where id = ?`, [job.id]);
    await expectText(page.getByTestId(`transfer-job-${job.id}-processed`), '80 of 100 records');
    expect(await accessibilityProblems(page, ['main'])).toEqual([]);
  } finally {
    await e2e.gateway.sql(`update transfer_job set status = 'failed', error_code = 'V_12', lease_owner = null, lease_until = null where id = ?`, [job.id]);
  }
  await eventually(async () => expect(await jobRow(job.id).getAttribute('data-status')).toBe('failed'));
  expect(await page.getByTestId('transfer-export-start').isDisabled()).toBe(false);
});

test('a finished export is imported from its row: nothing new, its refused record shown with the reason', async () => {
  await openScreen();
  const [exported] = await e2e.gateway.sql(`select id from transfer_job where kind = 'export' and status = 'done' order by id limit 1`);
  const before = await latestJobId();
  await page.getByTestId(`transfer-job-${exported.id}-import`).click();
  await eventually(async () => expect(await latestJobId()).toBeGreaterThan(before));
  const id = await latestJobId();
  await eventually(async () => expect(await jobRow(id).getAttribute('data-status')).toBe('done'), 30_000);
  await expectText(page.getByTestId(`transfer-job-${id}-result`), '0 created');
  expect(await accessibilityProblems(page, ['main'])).toEqual([]);
  // Its page is here already under its slug: refused, and the screen says why.
  await page.getByTestId(`transfer-job-${id}-refusals`).click();
  await expectText(page.getByRole('dialog'), 'already exists');
  expect(await accessibilityProblems(page)).toEqual([]);
  await page.keyboard.press('Escape');
});

test('the screen speaks German, French and Dutch', async () => {
  await openScreen();
  await page.getByTestId('transfer-jobs').waitFor();
  for (const [language, title, start, done] of [
    ['Deutsch', 'Export und Import', 'Export starten', 'Fertig'],
    ['Français', 'Export et import', 'Lancer l’export', 'Terminé'],
    ['Nederlands', 'Exporteren en importeren', 'Export starten', 'Klaar'],
  ]) {
    await choose(page, 'language-switch', language);
    await expectText(page.getByTestId('transfer-screen').getByRole('heading', { level: 1 }), title);
    await expectText(page.getByTestId('transfer-export-start'), start);
    await eventually(async () => expect(await page.getByTestId('transfer-jobs').textContent()).toContain(done));
    expect(await accessibilityProblems(page, ['main'])).toEqual([]);
  }
  await choose(page, 'language-switch', 'English');
});
