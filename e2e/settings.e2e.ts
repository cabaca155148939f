import { eventually, expectText, screenshot, signIn, startE2E, type E2E } from './browser';

/** /cmsadmin/user/settings (admin-users remote): personal data and the password rules (SPEC §2, §5). */
let e2e: E2E;

beforeAll(async () => {
  e2e = await startE2E();
});

afterAll(async () => {
  await e2e?.stop();
});

test('the settings screen shows the password rules up front and saves a new name', async () => {
  const { page } = e2e;
  await signIn(e2e, page);
  await page.goto(e2e.url('/cmsadmin/user/settings'));
  await page.getByTestId('user-settings').waitFor();
  expect(await page.getByTestId('settings-name').inputValue()).toBe('Administrator');

  // The rules are there before anything is typed or submitted, none of them met yet.
  const rules = page.getByTestId('password-rules');
  await expectText(rules, 'Your password needs');
  const items = rules.locator('li');
  expect(await items.count()).toBe(4);
  expect(await items.evaluateAll((list) => list.map((item) => item.getAttribute('data-met')))).toEqual(['false', 'false', 'false', 'false']);
  for (const text of ['more than 8 and fewer than 255 characters', 'an uppercase letter', 'a special character', 'to match its confirmation']) {
    await expectText(rules, text);
  }
  expect(await page.getByTestId('error-list').count()).toBe(0);
  await screenshot(page, 'settings');

  // They follow the typing.
  await page.getByTestId('password-new').fill('Better-passw0rd!');
  await eventually(async () => expect(await page.getByTestId('password-rule-length').getAttribute('data-met')).toBe('true'));
  await page.getByTestId('password-confirm').fill('Better-passw0rd!');
  await eventually(async () => expect(await items.evaluateAll((list) => list.map((item) => item.getAttribute('data-met')))).toEqual(['true', 'true', 'true', 'true']));
  await page.getByTestId('password-new').fill('');
  await page.getByTestId('password-confirm').fill('');

  // A new name: announced, shown in the header at once, and kept.
  await page.getByTestId('settings-name').fill('Ada Administrator');
  await page.getByTestId('settings-save').click();
  await expectText(page.locator('.mantine-Notification-root'), 'Your personal data was saved.');
  await eventually(async () => expect(await page.getByTestId('signed-in-user').innerText()).toBe('Ada Administrator'));
  await page.reload();
  await page.getByTestId('user-settings').waitFor();
  expect(await page.getByTestId('settings-name').inputValue()).toBe('Ada Administrator');
  expect(await page.getByTestId('signed-in-user').innerText()).toBe('Ada Administrator');
});
