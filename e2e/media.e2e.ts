import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { eventually, expectText, screenshot, signIn, startE2E, type E2E } from './browser';

/**
 * The media library (admin-media remote) in Chromium against a real gateway: uploads with their
 * own progress and cancel, folders, moves by drag-and-drop and by dialog, search, crops through
 * Cropper.js and preview-crop, deletes that say where a file is used (SPEC §4, §5, §7). Then the
 * media picker, as the page editor will use it, on the built remote's standalone page.
 */
let e2e: E2E;
let page: Page;
let dir: string;
const files: Record<string, string> = {};

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'tessera-media-e2e-'));
  const write = (name: string, bytes: Buffer | string) => {
    files[name] = join(dir, name);
    writeFileSync(files[name], bytes);
  };
  write(
    'team.jpg',
    await sharp({ create: { width: 1200, height: 800, channels: 3, background: { r: 200, g: 90, b: 40 } } })
      .jpeg()
      .toBuffer(),
  );
  write(
    'logo.png',
    await sharp({ create: { width: 640, height: 480, channels: 4, background: { r: 20, g: 60, b: 160, alpha: 1 } } })
      .png()
      .toBuffer(),
  );
  write('drawing.svg', '<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>');
  write(
    'slow.png',
    await sharp({ create: { width: 32, height: 32, channels: 3, background: { r: 0, g: 0, b: 0 } } })
      .png()
      .toBuffer(),
  );
  write('notes.txt', 'Meeting notes: bring the brochure.\n');
  e2e = await startE2E();
  page = e2e.page;
  await signIn(e2e, page);
});

afterAll(async () => {
  await e2e?.stop();
  if (dir) rmSync(dir, { recursive: true, force: true });
});

const library = () => page.getByTestId('media-library');
const fileCard = (name: string, scope: Page | Locator = page) => scope.locator(`[data-testid="media-file"][data-file-name="${name}"]`);
const folderCard = (path: string, scope: Page | Locator = page) => scope.locator(`[data-testid="media-folder"][data-path="${path}"]`);
const uploadItem = (name: string, scope: Page | Locator = page) => scope.locator(`[data-testid="upload-item"][data-file-name="${name}"]`);
const notification = () => page.locator('.mantine-Notification-root');
/** Waits until no dialog is open or closing (its overlay would take the pointer). */
const noDialog = () => page.locator('.mantine-Modal-overlay').waitFor({ state: 'detached' });
const isUpload = (request: Request) => new URL(request.url()).pathname === '/graphql' && (request.headers()['content-type'] ?? '').startsWith('multipart/form-data');

async function openLibrary(path = '/'): Promise<void> {
  await page.goto(e2e.url(`/cmsadmin/medialibrary${path === '/' ? '' : `?path=${encodeURIComponent(path)}`}`));
  await library().waitFor();
}

async function fileAction(name: string, action: 'details' | 'move' | 'crop' | 'delete'): Promise<void> {
  await fileCard(name).getByTestId('media-actions').click();
  await page.getByTestId(`file-action-${action}`).click();
}

/** A drag by pointer, in steps, as a person does it (dnd-kit starts after a few pixels). */
async function drag(from: Locator, to: Locator): Promise<void> {
  const start = (await from.boundingBox())!;
  const end = (await to.boundingBox())!;
  await page.mouse.move(start.x + start.width / 2, start.y + start.height / 2);
  await page.mouse.down();
  await page.mouse.move(start.x + start.width / 2 + 10, start.y + start.height / 2 + 10, { steps: 5 });
  await page.mouse.move(end.x + end.width / 2, end.y + end.height / 2, { steps: 15 });
  await eventually(async () => expect(await to.getAttribute('data-drop-over')).toBe('true'));
  await page.mouse.up();
}

test('several files upload at once, one request each, each with its own progress bar', async () => {
  await openLibrary();
  await page.getByTestId('media-empty').waitFor();
  const uploads: Request[] = [];
  page.on('request', (request) => isUpload(request) && uploads.push(request));

  await page.getByTestId('media-upload-input').setInputFiles([files['team.jpg'], files['logo.png']]);
  await eventually(async () => expect(await page.getByTestId('upload-item').count()).toBe(2));
  for (const name of ['team.jpg', 'logo.png']) {
    await eventually(async () => expect(await uploadItem(name).getAttribute('data-status')).toBe('done'));
    const bar = uploadItem(name).getByRole('progressbar');
    expect(await bar.getAttribute('aria-valuenow')).toBe('100');
    expect(await bar.getAttribute('aria-label')).toBe(`Upload of ${name}`);
    expect(await uploadItem(name).getByTestId('upload-status').innerText()).toBe('Uploaded');
  }
  // One multipart request per file, with the headers every admin call carries.
  expect(uploads).toHaveLength(2);
  for (const request of uploads) {
    expect(request.headers()['x-requested-with']).toBe('XMLHttpRequest');
    expect(request.headers()['x-csrf-token']).toBeTruthy();
  }
  // Appended to the folder shown, without reading it again.
  await fileCard('team.jpg').waitFor();
  await fileCard('logo.png').waitFor();
  expect(await page.getByTestId('media-empty').count()).toBe(0);
  await screenshot(page, 'media-uploaded');

  // Really stored: after a reload both are listed, the image with its dimensions in the list view.
  await page.reload();
  await page.getByTestId('media-view').getByText('List').click();
  await page.getByTestId('media-table').waitFor();
  await expectText(fileCard('team.jpg'), '1200 × 800');
  await expectText(fileCard('logo.png'), '640 × 480');
  await page.getByTestId('media-view').getByText('Grid').click();
  await page.getByTestId('media-grid').waitFor();
});

test('a type the library does not keep is refused before sending; a cancelled upload says so; dropped files upload', async () => {
  await openLibrary();
  const uploads: Request[] = [];
  const listen = (request: Request) => isUpload(request) && uploads.push(request);
  page.on('request', listen);
  await page.getByTestId('media-upload-input').setInputFiles([files['drawing.svg']]);
  await eventually(async () => expect(await uploadItem('drawing.svg').getAttribute('data-status')).toBe('refused'));
  await expectText(uploadItem('drawing.svg'), 'This file type is not supported.');
  expect(uploads).toHaveLength(0);

  // Hold the upload at the network so it can be cancelled while under way.
  let held = false;
  await page.route('**/graphql', async (route) => {
    if (!isUpload(route.request())) return route.continue();
    held = true;
    await new Promise((resolve) => setTimeout(resolve, 5000));
    await route.continue().catch(() => undefined);
  });
  await page.getByTestId('media-upload-input').setInputFiles([files['slow.png']]);
  await eventually(() => expect(held).toBe(true));
  expect(await uploadItem('slow.png').getAttribute('data-status')).toBe('uploading');
  await uploadItem('slow.png').getByRole('button', { name: 'Cancel the upload of slow.png' }).click();
  await eventually(async () => expect(await uploadItem('slow.png').getAttribute('data-status')).toBe('cancelled'));
  await expectText(uploadItem('slow.png').getByTestId('upload-status'), 'Upload cancelled');
  await page.unroute('**/graphql');
  page.off('request', listen);

  await page.getByTestId('upload-clear').click();
  expect(await page.getByTestId('upload-queue').count()).toBe(0);

  // Files dropped onto the page from the desktop go to the folder shown.
  const dataTransfer = await page.evaluateHandle(() => {
    const transfer = new DataTransfer();
    transfer.items.add(new File(['Dropped from the desktop.\n'], 'dropped.txt', { type: 'text/plain' }));
    return transfer;
  });
  const zone = page.getByTestId('media-drop-zone');
  await zone.dispatchEvent('dragenter', { dataTransfer });
  await expectText(zone, 'Drop files to upload them to Media library');
  await zone.dispatchEvent('drop', { dataTransfer });
  await eventually(async () => expect(await uploadItem('dropped.txt').getAttribute('data-status')).toBe('done'));
  await fileCard('dropped.txt').waitFor();
  expect(await zone.getAttribute('data-active')).toBeNull();

  await page.reload();
  await fileCard('team.jpg').waitFor();
  await fileCard('dropped.txt').waitFor();
  expect(await fileCard('slow.png').count()).toBe(0);
  expect(await fileCard('drawing.svg').count()).toBe(0);
});

test('a new folder is added; a file dragged onto it moves there; a dialog moves and renames', async () => {
  await openLibrary();
  await page.getByTestId('media-new-folder').click();
  await page.getByTestId('new-folder-name').fill('Team');
  await page.getByTestId('new-folder-submit').click();
  await expectText(notification(), 'The folder Team was created.');
  await folderCard('/Team').waitFor();

  // A name the folder already has is refused by the server, said in the dialog (ML_03).
  await page.getByTestId('media-new-folder').click();
  await page.getByTestId('new-folder-name').fill('team');
  await page.getByTestId('new-folder-submit').click();
  const newFolder = page.getByRole('dialog', { name: 'New folder' });
  await expectText(newFolder.getByTestId('media-action-failed'), 'The folder could not be created.');
  await expectText(newFolder.getByTestId('error-list'), 'Already exists in this folder.');
  await newFolder.getByRole('button', { name: 'Cancel' }).click();
  await noDialog();

  // Drag-and-drop with @dnd-kit: the file's handle onto the folder card.
  await drag(fileCard('team.jpg').getByTestId('drag-handle'), page.getByTestId('folder-drop-target').filter({ has: folderCard('/Team') }));
  await expectText(notification().filter({ hasText: 'team.jpg' }), 'team.jpg was moved to Team.');
  await eventually(async () => expect(await fileCard('team.jpg').count()).toBe(0));
  await screenshot(page, 'media-after-drag');

  // The dialog: logo.png goes into Team as brand.png, the folder chosen by walking into it.
  await fileAction('logo.png', 'move');
  const dialog = page.getByRole('dialog', { name: 'Move or rename logo.png' });
  await dialog.waitFor();
  await page.getByTestId('move-name').fill('brand.png');
  await dialog.getByRole('button', { name: 'Go into Team' }).click();
  await expectText(page.getByTestId('move-summary'), 'New place: /Team/brand.png');
  await screenshot(page, 'media-move-dialog');
  await page.getByTestId('move-submit').click();
  await expectText(notification().filter({ hasText: 'logo.png' }), 'logo.png was moved to Team and renamed to brand.png.');
  await eventually(async () => expect(await fileCard('logo.png').count()).toBe(0));

  // Into the folder: both are there; the breadcrumbs and the address follow.
  await folderCard('/Team').getByRole('button', { name: 'Open folder Team' }).click();
  await fileCard('team.jpg').waitFor();
  await fileCard('brand.png').waitFor();
  await expectText(page.getByTestId('media-crumb-current'), 'Team');
  expect(new URL(page.url()).searchParams.get('path')).toBe('/Team');
  await page.getByTestId('media-crumb').filter({ hasText: 'Media library' }).click();
  await folderCard('/Team').waitFor();
  expect(new URL(page.url()).searchParams.get('path')).toBeNull();
});

test('search finds files in the folder and below; changing folder clears it', async () => {
  await openLibrary();
  await page.getByTestId('media-search').fill('bran');
  await eventually(async () => expect(await page.getByTestId('media-search-summary').innerText()).toBe('Files found for “bran”: 1'));
  const result = fileCard('brand.png', page.getByTestId('media-search-results'));
  await expectText(result, '/Team');
  await screenshot(page, 'media-search');

  await page.getByTestId('media-search').fill('nothing-like-this');
  await expectText(page.getByTestId('media-no-results'), 'No file in this folder or below has “nothing-like-this” in its name.');

  // In the folder Team, then back to the root: the search term and the results are gone.
  await page.getByTestId('media-search').fill('team');
  await eventually(async () => expect(await page.getByTestId('media-search-summary').innerText()).toBe('Files found for “team”: 1'));
  await page.goto(e2e.url('/cmsadmin/medialibrary?path=%2FTeam'));
  await page.getByTestId('media-search').fill('a');
  await eventually(async () => expect(await page.getByTestId('media-search-summary').innerText()).toBe('Files found for “a”: 2'));
  await page.getByTestId('media-crumb').click();
  await folderCard('/Team').waitFor();
  expect(await page.getByTestId('media-search').inputValue()).toBe('');
  expect(await page.getByTestId('media-search-results').count()).toBe(0);
});

test('an image is cropped with Cropper.js, previewed by preview-crop, and kept as a new image', async () => {
  await openLibrary('/Team');
  await fileAction('team.jpg', 'crop');
  const editor = page.getByTestId('crop-editor');
  await page.locator('[data-testid="crop-editor"][data-ready="true"]').waitFor();
  // The whole image is the first crop.
  await eventually(async () => expect(await page.getByTestId('crop-result-size').innerText()).toBe('1200 × 800 pixels'));

  const previewAsked = page.waitForRequest((request) => {
    const url = new URL(request.url());
    const asked = Object.fromEntries(url.searchParams);
    return url.pathname === '/api/tessera/medialib/preview-crop' && asked.x === '100' && asked.y === '50' && asked.width === '400' && asked.height === '300' && asked.w === '480';
  });
  // The box first shrinks, then moves (Cropper keeps it inside the image).
  await page.getByTestId('crop-width').fill('400');
  await page.getByTestId('crop-height').fill('300');
  await page.getByTestId('crop-x').fill('100');
  await page.getByTestId('crop-y').fill('50');
  await eventually(async () => expect(await page.getByTestId('crop-result-size').innerText()).toBe('400 × 300 pixels'));
  const preview = new URL((await previewAsked).url());
  expect(Object.fromEntries(preview.searchParams)).toMatchObject({ x: '100', y: '50', width: '400', height: '300', rotate: '0', scaleX: '1', scaleY: '1' });
  await page.locator('[data-testid="crop-preview"][data-loaded="true"]').waitFor();
  expect(await editor.getByTestId('crop-preview').getAttribute('src')).toContain('/api/tessera/medialib/preview-crop?imageID=');
  await screenshot(page, 'media-crop');

  const fullCrop = page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === '/api/tessera/medialib/preview-crop' && url.searchParams.get('width') === '400' && !url.searchParams.has('w');
  });
  await page.getByTestId('crop-save').click();
  const cut = await fullCrop;
  expect([cut.status(), cut.headers()['content-type']]).toEqual([200, 'image/jpeg']);
  await eventually(async () => expect(await uploadItem('team-crop.jpg').getAttribute('data-status')).toBe('done'));
  await fileCard('team-crop.jpg').waitFor();

  // The new image is the crop: 400 × 300, in Team, a JPEG.
  await fileAction('team-crop.jpg', 'details');
  await expectText(page.getByTestId('detail-dimensions'), '400 × 300');
  await expectText(page.getByTestId('detail-type'), 'image/jpeg');
  await expectText(page.getByTestId('detail-path'), '/Team');
  await page.getByTestId('details-alt-text').fill('Our team at work');
  await page.getByTestId('details-save').click();
  await expectText(notification().filter({ hasText: 'team-crop.jpg was saved' }), 'The file team-crop.jpg was saved.');
});

test('the media picker browses, uploads, crops and answers a block image or a block file', async () => {
  // The remote exposes ./MediaPicker to the page editor…
  const manifest = await page.evaluate(() => fetch('/cmsadmin/remotes/admin-media/mf-manifest.json').then((response) => response.json()));
  expect(manifest.exposes.map((exposed: { name: string }) => exposed.name).sort()).toEqual(['MediaLibrary', 'MediaPicker']);
  // …which no admin screen opens yet: the built remote's own page mounts it, as the editor will.
  await page.goto(e2e.url('/cmsadmin/remotes/admin-media/index.html#/media-picker-demo'));
  await page.getByTestId('picker-demo').waitFor();

  // A file slot: upload through the picker; the new file is chosen and taken as a block file.
  await page.getByTestId('demo-pick-file').click();
  const picker = page.getByTestId('media-picker-browser');
  await picker.waitFor();
  await folderCard('/Team', picker).waitFor();
  await page.getByTestId('picker-upload-input').setInputFiles([files['notes.txt']]);
  await eventually(async () => expect(await uploadItem('notes.txt', picker).getAttribute('data-status')).toBe('done'));
  await expectText(page.getByTestId('picker-selection'), 'Chosen: notes.txt');
  await page.getByTestId('picker-select').click();
  await picker.waitFor({ state: 'detached' });
  const asFile = JSON.parse(await page.getByTestId('demo-picked').innerText());
  expect(asFile).toEqual({ hash: expect.stringMatching(/^[0-9a-f]{64}$/), fileName: 'notes.txt', fileID: expect.any(Number) });

  // An image slot: documents are not offered; into Team, choose, crop, use.
  await page.getByTestId('demo-pick-image').click();
  await picker.waitFor();
  await folderCard('/Team', picker).waitFor();
  expect(await fileCard('notes.txt', picker).count()).toBe(0);
  await folderCard('/Team', picker).getByRole('button', { name: 'Open folder Team' }).click();
  await fileCard('team.jpg', picker).getByRole('button', { name: 'Choose team.jpg' }).click();
  expect(await fileCard('team.jpg', picker).getByRole('button', { name: 'Choose team.jpg' }).getAttribute('aria-pressed')).toBe('true');
  await screenshot(page, 'media-picker');
  // "Use this file" takes it whole; cropping is a choice of its own.
  await page.getByTestId('picker-crop').click();
  await page.locator('[data-testid="crop-editor"][data-ready="true"]').waitFor();
  await page.getByTestId('crop-rotate-right').click();
  await page.getByTestId('crop-width').fill('200');
  await page.getByTestId('crop-height').fill('100');
  await eventually(async () => expect(await page.getByTestId('crop-result-size').innerText()).toBe('200 × 100 pixels'));
  await page.getByTestId('picker-use-crop').click();
  await page.getByTestId('media-picker-crop').waitFor({ state: 'detached' });

  const asImage = JSON.parse(await page.getByTestId('demo-picked').innerText());
  expect(asImage).toEqual({
    hash: expect.stringMatching(/^[0-9a-f]{64}$/),
    fileName: 'team.jpg',
    altText: '',
    fileID: expect.any(Number),
    cropParams: { x: expect.any(Number), y: expect.any(Number), width: 200, height: 100, rotate: 90, scaleX: 1, scaleY: 1 },
  });
  // The editor shows it through preview-crop with those params, as the site will.
  const shown = new URL((await page.getByTestId('demo-picked-image').getAttribute('src'))!, e2e.gateway.url);
  expect(shown.pathname).toBe('/api/tessera/medialib/preview-crop');
  expect(Object.fromEntries(shown.searchParams)).toMatchObject({ imageID: String(asImage.fileID), width: '200', height: '100', rotate: '90', w: '640' });
  await eventually(async () => expect(await page.getByTestId('demo-picked-image').evaluate((image: HTMLImageElement) => image.naturalWidth)).toBe(200));
  expect(await page.getByTestId('demo-picked-image').evaluate((image: HTMLImageElement) => image.naturalHeight)).toBe(100);
});

test('delete says where a file is used; a folder with a used file is refused with its pages and site content', async () => {
  // A published page shows team.jpg.
  const admin = await e2e.gateway.admin();
  const listed = await admin.rest('POST', '/api/tessera/medialib/get-dir', { path: '/Team' });
  const team = listed.body.files.find((file: { fileName: string }) => file.fileName === 'team.jpg');
  const created = await admin.rest('POST', '/api/tessera/page/create', { title: 'Meet the team', slug: 'meet-the-team', type: 'content-page', locale: 'en-gb' });
  const image = { hash: team.hash, fileName: team.fileName, altText: 'Team', fileID: team.id, cropParams: null };
  const stored = await admin.rest('POST', `/api/tessera/page/version/${created.body.pageVersionID}/store-and-publish`, {
    title: 'Meet the team',
    blocks: [{ type: 'hero', key: 'top', props: { title: 'Hello' }, __images: { image } }],
  });
  expect(stored.status).toBe(200);
  // A team member shows it too (site content, not a page).
  const member = await admin.rest('POST', '/api/tessera/site-content/team-members', { name: 'Rosalind Franklin', image });
  expect(member.status).toBe(200);

  await openLibrary('/Team');
  await fileAction('team.jpg', 'delete');
  const dialog = page.getByRole('dialog');
  await expectText(dialog.getByTestId('delete-usage'), 'Pages that use this file (1)');
  await expectText(dialog.getByTestId('used-page'), 'Meet the team');
  await expectText(dialog.getByTestId('used-page'), 'published');
  await expectText(dialog.getByTestId('delete-usage-site-content'), 'Rosalind Franklin');
  await expectText(dialog.getByTestId('delete-usage-site-content'), 'shown on the site');
  expect(await page.getByTestId('delete-confirm').isDisabled()).toBe(true);
  await screenshot(page, 'media-delete-used');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // The folder: the server refuses (ML_04) and names the page.
  await page.getByTestId('media-crumb').click();
  await folderCard('/Team').getByTestId('media-actions').click();
  await page.getByTestId('folder-action-delete').click();
  await expectText(dialog, 'Delete the folder Team with everything in it?');
  await page.getByTestId('delete-confirm').click();
  await expectText(dialog.getByTestId('media-action-failed'), 'Team could not be deleted.');
  await expectText(dialog.getByTestId('error-list'), 'This file is used by pages or site content; remove it from them first.');
  await expectText(dialog.getByTestId('delete-refused-pages'), 'Meet the team');
  await expectText(dialog.getByTestId('delete-refused-site-content'), 'Team member');
  await expectText(dialog.getByTestId('delete-refused-site-content'), 'Rosalind Franklin');
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // An unused file found by a search: deleted, and the search is repeated (SPEC §4).
  await page.getByTestId('media-search').fill('notes');
  await eventually(async () => expect(await page.getByTestId('media-search-summary').innerText()).toBe('Files found for “notes”: 1'));
  await fileAction('notes.txt', 'delete');
  await expectText(dialog.getByTestId('delete-usage'), 'No page or site content uses this file.');
  await page.getByTestId('delete-confirm').click();
  await expectText(notification().filter({ hasText: 'notes.txt' }), 'notes.txt was deleted.');
  await expectText(page.getByTestId('media-no-results'), 'No file in this folder or below has “notes” in its name.');
  expect(await page.getByTestId('media-search').inputValue()).toBe('notes');
});
