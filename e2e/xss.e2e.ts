import type { BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import type { TestClient } from '@tessera/testing';
import { eventually, signIn, startE2E, type E2E } from './browser';
import { installDetector, interact, type Detector } from './xss-detector';
import { payloads, urlPayloads, type Payload } from './xss-payloads';

/**
 * Issue 12: every payload of xss-payloads.ts is stored through the real API (as the admin does,
 * with CSRF) in every text field that reaches HTML — page titles and slugs, SEO fields, block
 * texts, rich text, links, alt texts, media file names, menu labels and URLs, tags, site content
 * texts, the contact form — then the public site and the admin render them in Chromium. A
 * detector (xss-detector.ts) sees any payload run; a positive control proves it would.
 * Some payloads are refused with coded errors (V_12, V_13, V_15…): those are counted, not stored.
 */
let e2e: E2E;
let admin: TestClient;
let page: Page;
let detector: Detector;
let visitor: Page;
let visitorDetector: Detector;

/**
 * A context whose pages ignore the Content-Security-Policy: the gateway's CSP (script-src 'self')
 * would stop inline script anyway; without it, the test proves the escaping and sanitizing alone.
 */
async function openWorld(): Promise<{ context: BrowserContext; page: Page; detector: Detector }> {
  const context = await e2e.browser.newContext({ bypassCSP: true, viewport: { width: 1280, height: 860 } });
  context.setDefaultTimeout(15_000);
  const found = await installDetector(context);
  const opened = await context.newPage();
  opened.on('pageerror', (error) => console.warn(`[browser] ${error.message}`));
  return { context, page: opened, detector: found };
}
const stored: Record<string, number> = {};
const refused: Record<string, Record<string, number>> = {};
const pageIds: number[] = [];
let teamPageSlug = '';
let omnibusId = 0;
let rendered = 0;

function count(field: string, ok: boolean, code = '') {
  if (ok) stored[field] = (stored[field] ?? 0) + 1;
  else {
    refused[field] ??= {};
    refused[field][code] = (refused[field][code] ?? 0) + 1;
  }
}

/** A write; a refusal must be a coded error of the catalogue (and is returned, not thrown). */
async function write(method: string, path: string, body: unknown): Promise<{ ok: boolean; body: any; errors: Array<{ code: string; property: string | null }> }> {
  const reply = await admin.rest(method, path, body);
  if (reply.status === 200) return { ok: true, body: reply.body, errors: [] };
  const errors = reply.body?.Errors ?? [];
  if (errors.length === 0 || errors.some((e: { code: string }) => !/^[A-Z]{1,3}_\d{2}$/.test(e.code))) throw new Error(`${method} ${path}: ${reply.status} ${JSON.stringify(reply.body)}`);
  return { ok: false, body: reply.body, errors };
}

function getPath(target: any, path: string): unknown {
  return path.split('.').reduce((node, key) => (node === null || node === undefined ? undefined : node[key]), target);
}

function setPath(target: any, path: string, value: unknown): boolean {
  const keys = path.split('.');
  let node = target;
  for (const key of keys.slice(0, -1)) {
    if (node?.[key] === undefined) return false;
    node = node[key];
  }
  const last = keys[keys.length - 1];
  if (node === null || typeof node !== 'object' || !(last in node)) return false;
  node[last] = value;
  return true;
}

/** Safe stand-ins for refused values, by the field the error names. */
function safeValue(path: string): unknown {
  if (/seoKeywords\.\d+$/.test(path)) return 'safe';
  if (/linkedinUrl$/.test(path)) return null;
  if (/phone$/.test(path)) return '+31 20 123 4567';
  if (/href$/.test(path)) return 'https://example.com/';
  if (/body$|answer$/.test(path)) return '<p>safe</p>';
  return 'safe';
}

/**
 * Writes the body; each refused property is counted (by its field) and replaced by a safe value,
 * until the write is taken. Answers the reply's body.
 */
async function writeField(method: string, path: string, body: any, fieldOf: (property: string) => string): Promise<any> {
  for (let attempt = 0; attempt < 12; attempt++) {
    const reply = await write(method, path, body);
    if (reply.ok) return reply.body;
    if (process.env.XSS_DEBUG) console.log(path, JSON.stringify(reply.errors));
    for (const error of reply.errors) {
      const property = error.property ?? '';
      count(fieldOf(property), false, error.code);
      const current = getPath(body, property) as { href?: string; label?: string } | undefined;
      // A link is refused as a whole (V_13 for its URL): keep its label, make it a plain https link.
      const safe =
        current && typeof current === 'object' && 'href' in current ? { type: 'external', href: 'https://example.com/', label: error.code === 'V_13' ? current.label : 'safe' } : safeValue(property);
      const replaced = setPath(body, property, safe) || setPath(body, property.replace(/^value\./, ''), safeValue(property));
      if (!replaced) throw new Error(`cannot replace ${property} (${error.code}) in ${path}`);
    }
  }
  throw new Error(`${path} still refused`);
}

/** The field name of an error property: blocks.3.props.cta.href → "hero.cta.href". */
function fieldName(blocks: Array<{ type: string }>) {
  return (property: string) => {
    const match = property.match(/^blocks\.(\d+)\.(?:props|__images)\.(.+)$/);
    if (match) return `block ${blocks[Number(match[1])].type}.${match[2].replace(/\.\d+\./g, '.')}`;
    return `page ${property.replace(/\.\d+$/, '')}`;
  };
}

let image: { hash: string; fileID: number; fileName: string };

function blocksFor(p: Payload) {
  const text = p.text;
  const url = urlPayloads[p.n % urlPayloads.length];
  return [
    { type: 'hero', props: { title: text, subtitle: text, cta: { type: 'external', href: url, label: text } }, __images: { image: { ...image, altText: text, cropParams: null } } },
    { type: 'rich-text', props: { heading: text, body: text } },
    { type: 'rich-text', props: { body: `<p>${text}</p>` } },
    { type: 'quote', props: { quote: text, author: text, role: text } },
    { type: 'call-to-action', props: { title: text, text, primary: { type: 'external', href: url, label: text }, secondary: { type: 'internal', href: text, label: text } } },
    { type: 'image', props: { caption: text }, __images: { image: { ...image, altText: text, cropParams: null } } },
    { type: 'faq', props: { heading: text, items: [{ question: text, answer: text }] } },
    {
      type: 'image-text',
      props: { heading: text, body: `<p><a href="${url.replace(/"/g, '&quot;')}">link ${p.n}</a></p>`, link: { type: 'anchor', href: text, label: text } },
      __images: { image: { ...image, altText: text, cropParams: null } },
    },
  ];
}

/** The text fields blocksFor fills per page (link labels and alt texts included). */
const blockFieldsPerPage = 22;

/** Counts what a store kept of the blocks: every field that writeField did not count as refused. */
function countStored(refusedNow: number) {
  stored['block fields'] = (stored['block fields'] ?? 0) + blockFieldsPerPage - refusedNow;
}

function totalRefused(): number {
  return Object.entries(refused)
    .filter(([field]) => field.startsWith('block'))
    .reduce((sum, [, codes]) => sum + Object.values(codes).reduce((a, b) => a + b, 0), 0);
}

beforeAll(async () => {
  const setupStarted = Date.now();
  e2e = await startE2E();
  admin = await e2e.gateway.admin();
  ({ page, detector } = await openWorld());
  ({ page: visitor, detector: visitorDetector } = await openWorld());

  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: { r: 90, g: 120, b: 30 } } })
    .jpeg()
    .toBuffer();
  await write('POST', '/api/tessera/medialib/create-dir', { path: '/', folderName: 'xss' });
  const base = await admin.upload('POST', '/api/tessera/medialib/add-file', 'f', jpeg, 'base.jpg', 'image/jpeg', { path: '/xss' });
  if (base.status !== 200) throw new Error(JSON.stringify(base.body));
  image = { hash: base.body.file.hash, fileID: base.body.file.id, fileName: base.body.file.fileName };

  // Media: a file per payload, renamed to the payload and given it as default alt text.
  for (const p of payloads) {
    const added = await admin.upload('POST', '/api/tessera/medialib/add-file', 'f', jpeg, `xss-${p.n}.jpg`, 'image/jpeg', { path: '/xss' });
    if (added.status !== 200) throw new Error(JSON.stringify(added.body));
    const id = added.body.file.id;
    const renamed = await write('POST', '/api/tessera/medialib/edit-file', { id, newPath: '/xss', newFileName: `${p.text}.jpg`, defaultAltText: p.text });
    count('media file name', renamed.ok, renamed.errors[0]?.code);
    if (!renamed.ok) {
      const alt = await write('POST', '/api/tessera/medialib/edit-file', { id, newPath: '/xss', newFileName: `xss-${p.n}.jpg`, defaultAltText: p.text });
      count('media default alt text', alt.ok, alt.errors[0]?.code);
    } else count('media default alt text', true);
  }

  // Pages: one per payload, its title, slug, SEO fields and block texts the payload.
  for (const p of payloads) {
    const slugTry = await write('POST', '/api/tessera/page/create', { title: p.text, slug: p.text, type: 'content-page', locale: 'en-gb' });
    count('page slug', slugTry.ok, slugTry.errors[0]?.code);
    const created = slugTry.ok ? slugTry : await write('POST', '/api/tessera/page/create', { title: p.text, slug: `xss-${p.n}`, type: 'content-page', locale: 'en-gb' });
    if (!created.ok) throw new Error(`page ${p.n}: ${JSON.stringify(created.body)}`);
    count('page title', true);
    pageIds.push(created.body.pageID);
    const blocks = blocksFor(p);
    const before = totalRefused();
    await writeField(
      'POST',
      `/api/tessera/page/version/${created.body.pageVersionID}/store-and-publish`,
      { title: p.text, blocks, seoTitle: p.text, seoDescription: p.text, seoKeywords: [p.text, 'xss'] },
      fieldName(blocks),
    );
    countStored(totalRefused() - before);
  }

  // Tags: one per payload, all on the first page.
  const tagIds: number[] = [];
  for (const p of payloads) {
    const tag = await write('POST', '/api/tessera/tags', { name: p.text, isPrivate: p.n % 5 === 0 });
    count('tag name', tag.ok, tag.errors[0]?.code);
    if (tag.ok && p.n % 5 !== 0) tagIds.push(tag.body.Tag.id);
  }
  await write('PUT', `/api/tessera/tags/page/${pageIds[0]}`, { tagIds });

  // Menu: a label per payload; a URL payload as the link, else the payload's page.
  for (const [index, p] of payloads.entries()) {
    const url = urlPayloads[index % urlPayloads.length];
    const withUrl = await write('POST', '/api/tessera/menu/item', { locale: 'en-gb', label: p.text, url });
    count('menu url', withUrl.ok, withUrl.errors[0]?.code);
    if (!withUrl.ok) {
      const item = await write('POST', '/api/tessera/menu/item', { locale: 'en-gb', label: p.text, pageId: pageIds[index] });
      count('menu label', item.ok, item.errors[0]?.code);
    } else count('menu label', true);
  }

  // Site content: skills, certificates, team members, texts.
  const skillIds: number[] = [];
  for (const p of payloads) {
    const skill = await write('POST', '/api/tessera/site-content/skills', { name: p.text, active: true });
    count('skill name', skill.ok, skill.errors[0]?.code);
    if (skill.ok) skillIds.push(skill.body.Skill?.id ?? skill.body.id);
  }
  for (const p of payloads) {
    await writeField(
      'POST',
      '/api/tessera/site-content/certificates',
      { title: p.text, subtext: p.text, active: true, image: { ...image, altText: p.text, cropParams: null } },
      (property) => `certificate ${property}`,
    );
    count('certificate title/subtext/alt', true);
  }
  for (const p of payloads.filter((x) => x.n % 3 === 0)) {
    await writeField(
      'POST',
      '/api/tessera/site-content/team-members',
      {
        name: p.text,
        function: p.text,
        description: p.text,
        specialties: [p.text],
        quote: p.text,
        linkedinUrl: urlPayloads[p.n % urlPayloads.length],
        skills: skillIds.slice(0, 3),
        active: true,
        image: { ...image, altText: p.text, cropParams: null },
      },
      (property) => `team member ${property.replace(/\.\d+$/, '')}`,
    );
    count('team member texts', true);
  }
  const pick = (i: number) => payloads[i % payloads.length].text;
  const richText = (i: number) => pick(i);
  const texts: Array<[string, Record<string, unknown>]> = [
    ['footer', { text: richText(0), links: payloads.slice(0, 20).map((p, i) => ({ label: p.text, href: urlPayloads[i % urlPayloads.length] })) }],
    ['cookie-consent', { title: pick(1), message: richText(5), acceptLabel: pick(10).slice(0, 64), rejectLabel: pick(11).slice(0, 64), settingsLabel: pick(12).slice(0, 64) }],
    ['privacy-statement', { title: pick(13), body: payloads.map((p) => `<p>${p.text}</p>`).join('') }],
    ['cookie-statement', { title: pick(14), body: richText(17) }],
    ['training', { title: pick(20), intro: richText(21), items: payloads.slice(22, 30).map((p) => ({ title: p.text, text: p.text })) }],
    ['contact', { phone: pick(30), intro: richText(31) }],
  ];
  for (const [key, value] of texts) {
    await writeField('PUT', `/api/tessera/site-content/texts/${key}/en-gb`, { value }, (property) => `site text ${key}.${property.replace(/^value\./, '').replace(/\.\d+\./g, '.')}`);
    count(`site text ${key}`, true);
  }

  // The omnibus page: every payload in a rich text block (heading and body) and a quote block.
  const omnibusBlocks = payloads.flatMap((p) => [
    { type: 'rich-text', props: { heading: p.text, body: p.text } },
    { type: 'quote', props: { quote: p.text, author: p.text, role: p.text } },
  ]);
  const omnibus = await write('POST', '/api/tessera/page/create', { title: 'Omnibus', slug: 'xss-omnibus', type: 'content-page', locale: 'en-gb' });
  omnibusId = omnibus.body.pageID;
  await writeField('POST', `/api/tessera/page/version/${omnibus.body.pageVersionID}/store-and-publish`, { title: 'Omnibus', blocks: omnibusBlocks }, () => 'omnibus rich text');

  // A page showing the site content blocks and the contact form.
  const team = await write('POST', '/api/tessera/page/create', { title: 'Team', slug: 'xss-team', type: 'content-page', locale: 'en-gb' });
  teamPageSlug = 'xss-team';
  await writeField(
    'POST',
    `/api/tessera/page/version/${team.body.pageVersionID}/store-and-publish`,
    {
      title: 'Team',
      blocks: [
        { type: 'team-members', props: { heading: 'Team', memberIds: [] } },
        { type: 'skills', props: { heading: 'Skills' } },
        { type: 'certificates', props: { heading: 'Certificates' } },
        { type: 'contact-form', props: { heading: pick(40), intro: pick(41), successMessage: pick(42) } },
      ],
    },
    (property) => `team page ${property}`,
  );

  // The contact form: a visitor's payloads go to the admin by mail.
  await write('PUT', '/api/tessera/contact/settings', { recipientEmail: 'inbox@xss.test' });
  for (const p of payloads.slice(0, 3)) {
    const sent = await write('POST', '/api/tessera/contact/submit', {
      firstName: p.text.slice(0, 100),
      lastName: payloads[p.n + 10].text.slice(0, 100),
      email: 'visitor@example.com',
      phone: '+31 20 123 4567',
      message: payloads.map((x) => x.text).join('\n'),
      privacyAccepted: true,
      locale: 'en-gb',
    });
    count('contact form', sent.ok, sent.errors[0]?.code);
  }
  // Users: their names and job titles show in the admin's user list.
  for (const p of payloads.filter((x) => x.n % 4 === 0)) {
    const user = await write('POST', '/api/tessera/user', { email: `user${p.n}@xss.test`, role: 'editor', profile: { name: p.text, jobTitle: p.text } });
    count('user name/job title', user.ok, user.errors[0]?.code);
  }
  await write('POST', '/api/tessera/search/index-all-pages', {});
  await signIn(e2e, page);
  console.log(`setup through the API: ${Date.now() - setupStarted} ms`);
}, 300_000);

afterAll(async () => {
  console.log(
    [
      `payloads: ${payloads.length} (+${urlPayloads.length} URL forms)`,
      `stored: ${JSON.stringify(stored)}`,
      `refused: ${JSON.stringify(refused)}`,
      `screens rendered: ${rendered}`,
      `hits: ${JSON.stringify([...(detector?.hits ?? []), ...(visitorDetector?.hits ?? [])])}`,
    ].join('\n'),
  );
  await e2e?.stop();
});

/** Opens a path, lets it settle, interacts lightly; nothing may have run, nothing runnable left. */
async function render(target: Page, path: string, ready?: string, clickLinks = false): Promise<void> {
  const seen = target === visitor ? visitorDetector : detector;
  const at = e2e.url(path);
  const response = await target.goto(at);
  expect(response?.status()).toBe(200);
  if (ready) await target.getByTestId(ready).first().waitFor();
  await target.waitForLoadState('load');
  await target.waitForTimeout(150);
  await interact(target, target.url(), clickLinks);
  rendered++;
  expect(await seen.leftovers(target)).toEqual([]);
  expect(seen.hits).toEqual([]);
}

test('the detector sees a payload run (positive control)', async () => {
  const { page: control, context, detector: controlDetector } = await openWorld();
  try {
    await control.goto(e2e.url('/'));
    await control.evaluate(
      (html) => {
        document.body.innerHTML = html;
      },
      payloads.find((p) => p.name === 'img-onerror')!.text + payloads.find((p) => p.name === 'img-onerror-fetch')!.text + payloads.find((p) => p.name === 'alert-handler')!.text,
    );
    await eventually(() => expect(controlDetector.hits).toHaveLength(3), 5000);
    await control.setContent(`<a href="javascript:__xss(1000)">link 1000</a><p>${payloads.find((p) => p.name === 'title-via-handler')!.text}</p>`);
    await control.getByText('link 1000').click();
    await eventually(() => expect(controlDetector.hits).toHaveLength(4), 5000);
    expect(controlDetector.hits.join('\n')).toMatch(/__xss\(6\)/);
    expect(controlDetector.hits.join('\n')).toMatch(/xss-hit\?7/);
    expect(controlDetector.hits.join('\n')).toMatch(/dialog alert "17"/);
    expect(controlDetector.hits.join('\n')).toMatch(/__xss\(1000\)/);
    const leftovers = (await controlDetector.leftovers(control)).join('\n');
    expect(leftovers).toMatch(/javascript:__xss\(1000\)/);
    expect(leftovers).toMatch(/title "pwned16"/);
    expect(leftovers).toMatch(/onerror/);
  } finally {
    await context.close();
  }
});

test('stored payloads are counted: many kept as text, dangerous markup refused with coded errors', () => {
  expect(payloads.length).toBeGreaterThanOrEqual(50);
  expect(stored['page title']).toBe(payloads.length);
  expect((stored['tag name'] ?? 0) + Object.values(refused['tag name'] ?? {}).reduce((a, b) => a + b, 0)).toBe(payloads.length);
  expect(stored['menu label']).toBe(payloads.length);
  expect(refused['page slug']).toEqual({ V_12: payloads.length });
});

test('the public site runs none of them: every page, the team page', async () => {
  // Links made from payloads are clicked on a few pages (the menu's are on every page).
  for (const p of payloads) {
    await render(visitor, `/xss-${p.n}`, undefined, [2, 18, 60].includes(p.n));
    // The payload is there, as text: in the title (its SEO title) and on the page (its heading).
    expect(await visitor.title()).toContain(p.text.replace(/\s+/g, ' ').trim());
    expect(await visitor.locator('.hero').innerText()).toContain(p.text);
  }
  await render(visitor, `/${teamPageSlug}`, undefined, true);
  await render(visitor, '/xss-omnibus');
  await render(visitor, '/privacyverklaring');
  await render(visitor, '/cookieverklaring');
}, 300_000);

test('the public search runs none of them: each payload searched for', async () => {
  await render(visitor, '/zoeken?q=xss');
  for (const p of payloads) await render(visitor, `/zoeken?q=${encodeURIComponent(p.text)}`);
}, 300_000);

test('the admin runs none of them: dashboard, overview, editor with preview, media, menu, tags, site content', async () => {
  await render(page, '/cmsadmin/dashboard');
  await render(page, '/cmsadmin/page-overview/content-page', 'page-overview');
  await render(page, '/cmsadmin/medialibrary?path=%2Fxss', 'media-library');
  await render(page, '/cmsadmin/menu-structure?locale=en-gb');
  await render(page, '/cmsadmin/tags', 'tags-screen');
  await page.getByTestId('tags-tab-private').click();
  await page.waitForTimeout(300);
  expect(detector.hits).toEqual([]);
  await render(page, '/cmsadmin/users');
  for (const screen of ['skills', 'certificates', 'team-members', 'texts']) await render(page, `/cmsadmin/site-content/${screen}`);
  const started = Date.now();
  // The omnibus page holds every payload in rich text and plain text blocks; every sixth payload
  // page is opened with its settings, SEO and preview (the editor is the slow screen).
  await render(page, `/cmsadmin/page/${omnibusId}`, 'page-editor');
  const sampled = pageIds.filter((_, index) => index % 6 === 0);
  for (const id of sampled) {
    const index = pageIds.indexOf(id);
    // Within the admin (as its own links do), so the shell and remotes load once.
    {
      await page.evaluate((path) => {
        history.pushState(null, '', path);
        dispatchEvent(new PopStateEvent('popstate'));
      }, `/cmsadmin/page/${id}`);
      await page.locator(`[data-testid="page-editor"][data-page-id="${id}"]`).waitFor();
      await interact(page, page.url());
    }
    expect(await page.getByTestId('editor-title').innerText()).toBe(payloads[index].text);
    for (const tab of ['settings', 'seo']) {
      await page.getByTestId(`editor-tab-${tab}`).click();
      await page.waitForTimeout(100);
    }
    if ((await page.getByTestId('editor-preview-toggle').getAttribute('aria-pressed')) !== 'true') await page.getByTestId('editor-preview-toggle').click();
    await page.getByTestId('editor-preview-frame').waitFor();
    await page.frameLocator('[data-testid="editor-preview-frame"]').locator('body').waitFor();
    await page.waitForTimeout(200);
    expect(await detector.leftovers(page)).toEqual([]);
    expect(detector.hits).toEqual([]);
  }
  console.log(`editor: omnibus and ${sampled.length} pages in ${Date.now() - started} ms`);
}, 600_000);

/** The decoded text/html part of a raw MIME message (quoted-printable or base64). */
function htmlPart(raw: string): string {
  const parts = raw.split(/\r?\n--[^\r\n]+\r?\n/);
  const part = parts.find((candidate) => /content-type:\s*text\/html/i.test(candidate.split(/\r?\n\r?\n/)[0]));
  if (!part) throw new Error(`no HTML part in ${raw}`);
  const [head, ...rest] = part.split(/\r?\n\r?\n/);
  const body = rest.join('\n\n').replace(/\r?\n--[^\r\n]*--\s*$/, '');
  if (/content-transfer-encoding:\s*base64/i.test(head)) return Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  if (/content-transfer-encoding:\s*quoted-printable/i.test(head)) {
    const bytes = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
    return Buffer.from(bytes, 'latin1').toString('utf8');
  }
  return body;
}

test('mails: the contact mail is plain text, activation mails render harmlessly, the submissions list is JSON', async () => {
  const mails = await e2e.gateway.smtp.mailTo('inbox@xss.test', 10_000, 3);
  expect(mails.length).toBeGreaterThanOrEqual(1);
  for (const mail of mails) {
    // Plain text only: nothing a visitor typed is ever rendered as HTML, in a mail client either.
    expect(mail.raw).toMatch(/content-type:\s*text\/plain/i);
    expect(mail.raw).not.toMatch(/content-type:\s*text\/html/i);
  }
  // The activation mails of the users named by payloads have an HTML part: rendered in Chromium.
  for (const p of payloads.filter((x) => x.n % 4 === 0)) {
    const [mail] = await e2e.gateway.smtp.mailTo(`user${p.n}@xss.test`);
    const html = htmlPart(mail.raw);
    await page.goto(e2e.url('/robots.txt'));
    await page.setContent(html);
    await page.waitForTimeout(100);
    rendered++;
    expect(await page.locator('p').first().innerText()).toContain(p.text.replace(/\s+/g, ' ').trim());
    expect(await detector.leftovers(page)).toEqual([]);
    expect(detector.hits).toEqual([]);
  }
  const reply = await page.goto(e2e.url('/api/tessera/contact/submissions'));
  expect(reply?.headers()['content-type']).toMatch(/^application\/json/);
  await page.waitForTimeout(200);
  expect(await detector.leftovers(page)).toEqual([]);
  expect(detector.hits).toEqual([]);
});
