import type { Page } from 'playwright-core';
import sharp from 'sharp';
import type { TestClient } from '@tessera/testing';
import { signIn, startE2E, type E2E } from './browser';
import { installDetector, type Detector } from './xss-detector';

/**
 * Issue 12, hostile uploads through the media library's upload endpoint (POST
 * /api/tessera/medialib/add-file, multipart `path` + `f`): an HTML file, an SVG with script, a
 * JPEG/HTML polyglot and files with lying extensions. Each is refused with ML_05 (the type comes
 * from the bytes, never the name), or — when its bytes are a real image or plain text — served so
 * that a browser cannot run it: the right type, `nosniff`, a sandboxing CSP, `attachment` for
 * what is not shown inline, and images re-encoded (whatever was appended is gone). Chromium then
 * opens each stored file's URL, ignoring CSP so the other headers alone must hold, and nothing runs.
 * Files the SPEC allows (JPEG, PNG, GIF, PDF, plain text) still go in.
 */
let e2e: E2E;
let admin: TestClient;
let page: Page;
let detector: Detector;
let jpeg: Buffer;

const script = '<script>__xss(1)</script><img src=x onerror="__xss(2)">';
const html = Buffer.from(`<!doctype html><html><body>${script}</body></html>`);

beforeAll(async () => {
  e2e = await startE2E();
  admin = await e2e.gateway.admin();
  jpeg = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: 10, g: 150, b: 90 } } })
    .jpeg()
    .toBuffer();
  const context = await e2e.browser.newContext({ bypassCSP: true });
  detector = await installDetector(context);
  page = await context.newPage();
  await signIn(e2e, page);
});

afterAll(async () => {
  await e2e?.stop();
});

async function upload(bytes: Buffer, fileName: string, type: string) {
  return admin.upload('POST', '/api/tessera/medialib/add-file', 'f', bytes, fileName, type, { path: '/' });
}

/** A JPEG whose comment segment (COM, right after SOI) holds HTML, with more HTML appended after EOI. */
function polyglot(): Buffer {
  const comment = Buffer.from(`<html>${script}</html>`);
  const length = Buffer.alloc(2);
  length.writeUInt16BE(comment.length + 2);
  return Buffer.concat([jpeg.subarray(0, 2), Buffer.from([0xff, 0xfe]), length, comment, jpeg.subarray(2), Buffer.from(`<html><body>${script}</body></html>`)]);
}

describe('refused by their bytes, with ML_05', () => {
  it.each([
    ['an HTML file', html, 'page.html', 'text/html'],
    ['an SVG with script and onload', Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" onload="__xss(3)"><script>__xss(4)</script></svg>`), 'logo.svg', 'image/svg+xml'],
    ['an SVG behind an XML declaration', Buffer.from(`<?xml version="1.0"?>\n<svg xmlns="http://www.w3.org/2000/svg" onload="__xss(5)"/>`), 'logo.svg', 'image/svg+xml'],
    ['HTML named photo.jpg', html, 'photo.jpg', 'image/jpeg'],
    ['HTML after a byte-order mark, named notes.txt', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), html]), 'notes.txt', 'text/plain'],
    ['XHTML named doc.pdf', Buffer.from(`<html xmlns="http://www.w3.org/1999/xhtml">${script}</html>`), 'doc.pdf', 'application/pdf'],
  ])('%s', async (_, bytes, fileName, type) => {
    const reply = await upload(bytes, fileName, type);
    expect([reply.status, reply.body.Errors?.map((e: { code: string }) => e.code)]).toEqual([415, ['ML_05']]);
    const listed = await admin.rest('POST', '/api/tessera/medialib/get-dir', { path: '/' });
    expect(listed.body.files.map((file: { fileName: string }) => file.fileName)).not.toContain(fileName);
  });
});

describe('stored, but served so that nothing runs', () => {
  /** Opens the URL in Chromium (CSP ignored); answers the response's headers and the document's type. */
  async function open(path: string) {
    const response = await page.goto(e2e.url(path));
    await page.waitForLoadState('load');
    await page.waitForTimeout(200);
    expect(await detector.leftovers(page)).toEqual([]);
    expect(detector.hits).toEqual([]);
    return { headers: response!.headers(), documentType: await page.evaluate(() => document.contentType) };
  }

  it.each([
    ['a JPEG/HTML polyglot', () => polyglot(), 'polyglot.jpg'],
    ['a JPEG/HTML polyglot named .html', () => polyglot(), 'polyglot.html'],
    ['a JPEG named page.html', () => jpeg, 'page.html'],
  ])('%s is an image: re-encoded, image/jpeg, nosniff, sandboxed', async (_, bytes, fileName) => {
    const reply = await upload(bytes(), fileName, 'text/html');
    expect(reply.status).toBe(200);
    expect(reply.body.file).toMatchObject({ fileName });
    const id = reply.body.file.id;
    const raw = await admin.raw('GET', `/api/tessera/medialib/preview-image?imageID=${id}`);
    const served = Buffer.from(await raw.arrayBuffer());
    expect(raw.headers.get('content-type')).toBe('image/jpeg');
    expect(raw.headers.get('x-content-type-options')).toBe('nosniff');
    expect(raw.headers.get('content-security-policy')).toMatch(/sandbox/);
    expect(served.includes('<script')).toBe(false);
    expect(served.includes('<html')).toBe(false);
    for (const path of [`/api/tessera/medialib/preview-image?imageID=${id}`, `/api/tessera/medialib/preview-image?imageID=${id}&w=320&format=webp`]) {
      const opened = await open(path);
      expect(opened.headers['x-content-type-options']).toBe('nosniff');
      expect(opened.documentType).toMatch(/^image\//);
    }
  });

  it('plain text with markup inside is text/plain, an attachment, nosniff', async () => {
    const reply = await upload(Buffer.from(`Meeting notes\n${script}\n`), 'notes.html', 'text/html');
    expect(reply.status).toBe(200);
    const raw = await admin.raw('GET', `/api/tessera/medialib/preview-image?imageID=${reply.body.file.id}`);
    expect(raw.headers.get('content-type')).toBe('text/plain; charset=utf-8');
    expect(raw.headers.get('content-disposition')).toMatch(/^attachment;/);
    expect(raw.headers.get('x-content-type-options')).toBe('nosniff');
    expect(raw.headers.get('content-security-policy')).toMatch(/sandbox/);
    // Chromium downloads it rather than showing it.
    const download = page.waitForEvent('download');
    await page.goto(e2e.url(`/api/tessera/medialib/preview-image?imageID=${reply.body.file.id}`)).catch(() => undefined);
    expect((await download).suggestedFilename()).toBe('notes.html');
    expect(detector.hits).toEqual([]);
  });

  it('files the SPEC allows still go in: JPEG, PNG, GIF, PDF', async () => {
    const png = await sharp({ create: { width: 8, height: 8, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 1 } } })
      .png()
      .toBuffer();
    const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 0, g: 0, b: 0 } } })
      .gif()
      .toBuffer();
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
    for (const [bytes, name, kind, type] of [
      [jpeg, 'ok.jpg', 'image', 'image/jpeg'],
      [png, 'ok.png', 'image', 'image/png'],
      [gif, 'ok.gif', 'gif', 'image/gif'],
      [pdf, 'ok.pdf', 'document', 'application/pdf'],
    ] as const) {
      const reply = await upload(bytes, name, 'application/octet-stream');
      expect([reply.status, reply.body.file?.kind, reply.body.file?.contentType]).toEqual([200, kind, type]);
    }
  });
});
