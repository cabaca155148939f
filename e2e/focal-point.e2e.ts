import type { Page } from 'playwright-core';
import sharp from 'sharp';
import type { TestClient } from '@tessera/testing';
import { accessibilityProblems, eventually, expectText, screenshot, signIn, startE2E, type E2E } from './browser';

/**
 * An image's focal point in the media library's details (issue 24): a click on the picture sets
 * it and shows a marker, the number fields set it by keyboard, saving keeps it (edit-file), and
 * the texts are there in the four languages.
 */
let e2e: E2E;
let page: Page;
let admin: TestClient;
let fileId: number;

const api = '/api/tessera/medialib';

beforeAll(async () => {
  e2e = await startE2E();
  page = e2e.page;
  admin = await e2e.gateway.admin();
  const bytes = await sharp({ create: { width: 800, height: 400, channels: 3, background: { r: 40, g: 120, b: 90 } } })
    .png()
    .toBuffer();
  const uploaded = await admin.upload('POST', `${api}/add-file`, 'f', bytes, 'harbour.png', 'image/png', { path: '/' });
  fileId = uploaded.body.file.id;
  await signIn(e2e, page);
});

afterAll(async () => {
  await e2e?.stop();
});

async function focalPointOf(): Promise<{ x: number; y: number } | null> {
  const listed = await admin.rest('POST', `${api}/get-dir`, { path: '/' });
  return listed.body.files.find((file: { id: number }) => file.id === fileId).focalPoint;
}

async function openDetails(): Promise<void> {
  await page.goto(e2e.url('/cmsadmin/medialibrary'));
  await page.getByTestId('media-library').waitFor();
  await page.locator('[data-testid="media-file"][data-file-name="harbour.png"]').getByTestId('media-actions').click();
  await page.getByTestId('file-action-details').click();
  await page.getByTestId('focal-image').waitFor();
  await page.waitForFunction(() => (document.querySelector('[data-testid="focal-image"]') as HTMLImageElement | null)?.complete === true);
}

/** Waits until no dialog is open or closing (the modal root stays, hidden). */
const noDialog = () => page.locator('.mantine-Modal-overlay').waitFor({ state: 'detached' });

async function save(): Promise<void> {
  await page.getByTestId('details-save').click();
  await noDialog();
}

/** Each test starts from a known point (a retried test too). */
const setPoint = (focalPoint: { x: number; y: number } | null) => admin.rest('POST', `${api}/edit-file`, { id: fileId, newPath: '/', newFileName: 'harbour.png', focalPoint });

test('a click on the image sets the focal point, shows a marker, and saving keeps it', async () => {
  await setPoint(null);
  await openDetails();
  await expectText(page.getByTestId('focal-status'), 'No focal point: the middle of the image is kept in view.');
  expect(await page.getByTestId('focal-marker').count()).toBe(0);
  const box = (await page.getByTestId('focal-image').boundingBox())!;
  await page.getByTestId('focal-image').click({ position: { x: box.width * 0.25, y: box.height * 0.75 } });
  await page.getByTestId('focal-marker').waitFor();
  const status = await page.getByTestId('focal-status').innerText();
  const [, x, y] = /at ([\d.]+)% across, ([\d.]+)% down/.exec(status)!;
  expect(Math.abs(Number(x) - 25)).toBeLessThan(2);
  expect(Math.abs(Number(y) - 75)).toBeLessThan(2);
  // The marker sits where the click was.
  const marker = (await page.getByTestId('focal-marker').boundingBox())!;
  expect(Math.abs(marker.x + marker.width / 2 - (box.x + box.width * 0.25))).toBeLessThan(4);
  expect(Math.abs(marker.y + marker.height / 2 - (box.y + box.height * 0.75))).toBeLessThan(4);
  expect(await accessibilityProblems(page, ['[data-testid="file-details-modal"]'])).toEqual([]);
  await screenshot(page, 'focal-point-set');
  await save();
  await eventually(async () => {
    const saved = await focalPointOf();
    expect(Math.abs(saved!.x - 0.25)).toBeLessThan(0.02);
    expect(Math.abs(saved!.y - 0.75)).toBeLessThan(0.02);
  });
});

test('the number fields set it by keyboard, and clear removes it', async () => {
  await setPoint({ x: 0.25, y: 0.75 });
  await openDetails();
  await page.getByTestId('focal-marker').waitFor();
  const across = page.getByTestId('focal-x');
  await across.focus();
  await across.fill('10');
  const down = page.getByTestId('focal-y');
  await down.fill('40');
  await expectText(page.getByTestId('focal-status'), 'Focal point at 10% across, 40% down');
  await save();
  await eventually(async () => expect(await focalPointOf()).toEqual({ x: 0.1, y: 0.4 }));

  await openDetails();
  expect(await page.getByTestId('focal-x').inputValue()).toBe('10');
  await page.getByTestId('focal-clear').click();
  expect(await page.getByTestId('focal-marker').count()).toBe(0);
  await save();
  await eventually(async () => expect(await focalPointOf()).toBeNull());
});

const languages = [
  { language: 'nl', label: 'Focuspunt', clear: 'Focuspunt wissen', across: 'Horizontaal (%)' },
  { language: 'de', label: 'Fokuspunkt', clear: 'Fokuspunkt entfernen', across: 'Waagerecht (%)' },
  { language: 'fr', label: 'Point focal', clear: 'Effacer le point focal', across: 'Horizontal (%)' },
  { language: 'en', label: 'Focal point', clear: 'Clear focal point', across: 'Across (%)' },
];

test.each(languages)('its texts are there in $language', async ({ language, label, clear, across }) => {
  await page.evaluate((chosen) => localStorage.setItem('tessera.language', chosen), language);
  await openDetails();
  await expectText(page.getByTestId('focal-point'), label);
  await expectText(page.getByTestId('focal-clear'), clear);
  await expectText(page.getByTestId('focal-point'), across);
  await page.keyboard.press('Escape');
  await noDialog();
});
