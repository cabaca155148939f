import type { Page } from 'playwright-core';
import { addUsers, adminEmail, choose, eventually, expectText, screenshot, signIn, startE2E, type E2E } from './browser';

/** The users overview (admin-users remote): create through the form, the generic paged list and its search (SPEC §2, §9). */
let e2e: E2E;
let page: Page;

beforeAll(async () => {
  e2e = await startE2E();
  page = e2e.page;
  await signIn(e2e, page);
});

afterAll(async () => {
  await e2e?.stop();
});

const rows = () => page.getByTestId('list-row');
const pagerButton = (label: string) => page.getByTestId('pager').getByRole('button', { name: label, exact: true });

async function rowCount(expected: number): Promise<void> {
  await eventually(async () => expect(await rows().count()).toBe(expected));
}

test('a user created through the form is announced and appears in the list', async () => {
  await page.goto(e2e.url('/cmsadmin/users'));
  await page.getByTestId('users-overview').waitFor();
  await rowCount(1);
  await screenshot(page, 'users-overview');

  await page.getByTestId('users-add').click();
  const form = page.getByTestId('user-form');
  await form.waitFor();
  await page.getByTestId('user-form-name').fill('Nora Newcomer');
  await page.getByTestId('user-form-email').fill('nora@users.test');
  await page.getByTestId('user-form-job-title').fill('Copywriter');
  await eventually(async () => expect(await page.getByTestId('user-form-role').isEnabled()).toBe(true));
  await choose(page, 'user-form-role', 'Editor');
  expect(await page.getByTestId('user-form-role').inputValue()).toBe('Editor');
  await screenshot(page, 'user-form');
  await page.getByTestId('user-form-submit').click();

  await expectText(page.locator('.mantine-Notification-root'), 'The user was created and an activation link was sent.');
  await form.waitFor({ state: 'hidden' });
  await rowCount(2);
  const row = rows().filter({ hasText: 'nora@users.test' });
  await expectText(row, 'Nora Newcomer');
  await expectText(row, 'Editor');
  await expectText(row, 'Invited');
  // It is really stored: a reload lists it again.
  await page.reload();
  await rowCount(2);
  expect(await rows().filter({ hasText: 'nora@users.test' }).count()).toBe(1);
  // And the activation link went out.
  expect((await e2e.gateway.smtp.mailTo('nora@users.test')).length).toBe(1);
});

test('60 users page by 25 with previous, next and numbered buttons; search narrows the list', async () => {
  // The admin and Nora exist; 58 more make 60, sorted by name: "Administrator", "Nora…", "Pager user 01…58".
  await addUsers(
    e2e.gateway,
    Array.from({ length: 58 }, (_, i) => {
      const n = String(i + 1).padStart(2, '0');
      return { email: `pager${n}@users.test`, name: `Pager user ${n}`, role: i % 2 ? 'editor' : 'reviewer' };
    }),
  );
  await page.goto(e2e.url('/cmsadmin/users'));
  await page.getByTestId('users-overview').waitFor();
  await rowCount(25);
  expect(await rows().first().innerText()).toContain(adminEmail);

  const pager = page.getByTestId('pager');
  const numbers = await pager.getByRole('button', { name: /^Page \d+$/ }).allInnerTexts();
  expect(numbers).toEqual(['1', '2', '3']);
  expect(await pagerButton('Page 1').getAttribute('aria-current')).toBe('page');
  expect(await pagerButton('Page 2').getAttribute('aria-current')).toBeNull();
  expect(await pagerButton('Previous page').isDisabled()).toBe(true);
  expect(await pagerButton('Next page').isEnabled()).toBe(true);

  // Next: page 2, rows 26–50 ("Pager user 24" is the 26th name).
  await pagerButton('Next page').click();
  await eventually(async () => expect(await pagerButton('Page 2').getAttribute('aria-current')).toBe('page'));
  await eventually(async () => expect(await rows().first().innerText()).toContain('Pager user 24'));
  await rowCount(25);
  expect(await pagerButton('Page 1').getAttribute('aria-current')).toBeNull();

  // Page 3: the last 10.
  await pagerButton('Page 3').click();
  await eventually(async () => expect(await pagerButton('Page 3').getAttribute('aria-current')).toBe('page'));
  await rowCount(10);
  expect(await rows().first().innerText()).toContain('Pager user 49');
  expect(await rows().last().innerText()).toContain('Pager user 58');
  expect(await pagerButton('Next page').isDisabled()).toBe(true);
  await screenshot(page, 'users-page-3');

  // Previous twice: back on page 1.
  await pagerButton('Previous page').click();
  await eventually(async () => expect(await pagerButton('Page 2').getAttribute('aria-current')).toBe('page'));
  await rowCount(25);
  await pagerButton('Previous page').click();
  await eventually(async () => expect(await pagerButton('Page 1').getAttribute('aria-current')).toBe('page'));
  await eventually(async () => expect(await rows().first().innerText()).toContain(adminEmail));

  // The search opens from its icon and narrows the list; one page of results hides the pager.
  expect(await page.getByTestId('search-input').count()).toBe(0);
  await page.getByTestId('search-toggle').click();
  await page.getByTestId('search-input').fill('Pager user 1');
  await rowCount(10); // 10–19
  expect(await page.getByTestId('pager').count()).toBe(0);
  for (const text of await rows().allInnerTexts()) expect(text).toMatch(/Pager user 1\d/);

  await page.getByTestId('search-input').fill('pager07@');
  await rowCount(1);
  expect(await rows().first().innerText()).toContain('Pager user 07');

  await page.getByTestId('search-input').fill('nobody-has-this-name');
  await rowCount(0);
  await expectText(page.getByTestId('no-results'), 'No results found');

  // Clearing the search brings all 60 back, three pages of them.
  await page.getByTestId('search-input').fill('');
  await rowCount(25);
  await eventually(async () =>
    expect(
      await page
        .getByTestId('pager')
        .getByRole('button', { name: /^Page \d+$/ })
        .count(),
    ).toBe(3),
  );
  expect(await page.getByTestId('no-results').count()).toBe(0);
});
