import { mkdtempSync, readFileSync, rmSync, writeFileSync, mkdirSync, copyFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startTestGateway, type TestGateway } from '@tessera/testing';
import { blobKey, createPage, createReusableBlock, publishPage, publishReusableBlock, storeVersion, systemContext, updateReusableBlock, type Ctx, type PageRecord } from '@tessera/schema';
import { seedDemo } from '../seed/seed-demo';
import { exportToDirectory } from './export-directory';
import { importFromDirectory } from './import-directory';

/*
 * Installation A (the demo, plus a reusable block shown by a page and drafts) is exported, the
 * database emptied (installation B: another installation id, and ids counted from 5000 so that
 * an id carried over unmapped would show), the export imported, compared, and imported again.
 */

const work = mkdtempSync(join(tmpdir(), 'tessera-transfer-'));
const full = join(work, 'full');
const publishedOnly = join(work, 'published');

interface Snapshot {
  pages: Array<{ locale: string; slug: string; title: string; type: string; published: boolean }>;
  html: Record<string, string>;
  menus: Record<string, unknown>;
  tags: Array<{ name: string; locale: string; slug: string }>;
  media: Array<{ directory: string; file_name: string; hash: string; default_alt_text: string }>;
  folders: string[];
  bytes: Record<string, string>;
  texts: Array<{ key: string; locale: string; value: unknown }>;
  lists: unknown[];
}

const contextOf = (gateway: TestGateway) => () => systemContext(gateway.tessera.orm.em.fork(), gateway.tessera.services);
const sitePath = (locale: string, slug: string) => `/${[locale === 'en-gb' ? '' : locale, slug === '/' ? '' : slug].filter(Boolean).join('/')}`;
/** Ids (of the page, in media URLs, and of the images), the CSRF token and form field ids differ; the rest of the HTML must be the same. */
const comparable = (html: string) =>
  html
    .replace(/get-page-file\/\d+\//g, 'get-page-file/ID/')
    .replace(/imageID=\d+/g, 'imageID=ID')
    .replace(/name="csrf-token" content="[^"]*"/g, 'name="csrf-token"')
    .replace(/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g, 'UUID');

async function snapshot(gateway: TestGateway): Promise<Snapshot> {
  const pages = await gateway.sql(`select locale, slug, title, type, published_version_id is not null as published from page order by locale, slug`);
  const html: Record<string, string> = {};
  const visitor = gateway.client();
  for (const page of pages.filter((p) => p.published)) {
    const reply = await visitor.raw('GET', sitePath(page.locale, page.slug));
    html[`${page.locale}:${page.slug}`] = `${reply.status} ${comparable(await reply.text())}`;
  }
  const menus: Record<string, unknown> = {};
  for (const locale of ['en-gb', 'nl-nl', 'de-de', 'fr-fr']) {
    menus[locale] = await gateway.sql(
      `with recursive tree as (
         select id, label, url, page_id, 0 as depth, lpad(position::text, 6, '0') as path from menu_item where locale = ? and parent_id is null
         union all select m.id, m.label, m.url, m.page_id, t.depth + 1, t.path || '/' || lpad(m.position::text, 6, '0') from menu_item m join tree t on m.parent_id = t.id)
       select t.label, t.url, t.depth, p.slug from tree t left join page p on p.id = t.page_id order by t.path`,
      [locale],
    );
  }
  const media = await gateway.sql(`select directory, file_name, hash, default_alt_text from media_file order by directory, file_name`);
  const bytes: Record<string, string> = {};
  for (const file of media) bytes[file.hash] = (await gateway.tessera.services.storage.get(blobKey(file.hash)))!.toString('base64');
  return {
    pages,
    html,
    menus,
    tags: await gateway.sql(`select t.name, p.locale, p.slug from page_tag pt join tag t on t.id = pt.tag_id join page p on p.id = pt.page_id order by 1, 2, 3`),
    media,
    folders: (await gateway.sql(`select path from media_directory order by path`)).map((row) => row.path),
    bytes,
    texts: await gateway.sql(`select key, locale, value from site_text order by key, locale`),
    lists: await gateway.sql(
      `select 'skill' as kind, name, active, position, null as image from skill
       union all select 'certificate', title, active, position, image->>'hash' from certificate
       union all select 'team-member', name, active, position, image->>'hash' from team_member order by 1, 2`,
    ),
  };
}

/** A reusable block (published, with a newer draft) shown by a page with a picture, a draft on top, and a page never published. */
async function addDrafts(ctx: () => Ctx, gateway: TestGateway): Promise<void> {
  const block = await createReusableBlock(ctx(), { name: 'Newsletter', type: 'rich-text', props: { heading: 'Newsletter', body: '<p>Sign up.</p>' } });
  await publishReusableBlock(ctx(), { id: block.id, versionID: block.versionID });
  await updateReusableBlock(ctx(), { id: block.id, versionID: block.versionID, name: 'Newsletter', props: { heading: 'Newsletter (soon)', body: '<p>Soon.</p>' } });
  const [home] = await gateway.sql(`select v.blocks from page p join page_version v on v.id = p.published_version_id where p.locale = 'en-gb' and p.type = 'landing-page' order by p.id limit 1`);
  const hero = (home.blocks as Array<{ type: string }>).find((b) => b.type === 'hero');
  const offers = await createPage(ctx(), { title: 'Offers', slug: 'offers', type: 'content-page', locale: 'en-gb' });
  const stored = await storeVersion(ctx(), { versionId: offers.pageVersionID, title: 'Offers', blocks: [hero, { type: 'reusable', props: { ref: block.id } }] });
  await publishPage(ctx(), { id: offers.pageID });
  await storeVersion(ctx(), { versionId: stored.pageVersionID, title: 'Offers (draft)', blocks: [{ type: 'reusable', props: { ref: block.id } }] });
  await createPage(ctx(), { title: 'Never published', slug: 'never-published', type: 'content-page', locale: 'en-gb' });
}

let before: Snapshot;
let gateway: TestGateway;
let sourceInstallation: string;

beforeAll(async () => {
  const a = await startTestGateway();
  try {
    const { tessera } = a;
    await seedDemo({ orm: tessera.orm, services: tessera.services, events: tessera.events, consumers: tessera.consumers, mail: tessera.mail, close: async () => undefined });
    await addDrafts(contextOf(a), a);
    before = await snapshot(a);
    sourceInstallation = (await exportToDirectory(contextOf(a)(), full, { publishedOnly: false })).sourceInstallation;
    await exportToDirectory(contextOf(a)(), publishedOnly, { publishedOnly: true });
  } finally {
    await a.stop();
  }
  gateway = await startTestGateway();
  for (const table of ['page', 'page_version', 'media_file', 'tag', 'menu_item', 'reusable_block', 'reusable_block_version']) {
    await gateway.sql(`select setval(pg_get_serial_sequence('${table}', 'id'), 5000)`);
  }
}, 240_000);

afterAll(async () => {
  await gateway?.stop();
  rmSync(work, { recursive: true, force: true });
});

const count = async (table: string) => Number((await gateway.sql(`select count(*) as n from ${table}`))[0].n);

describe('content export and import', () => {
  it('imports into another installation the same pages, HTML, menus, tags, texts and media, with ids mapped', async () => {
    const report = await importFromDirectory(contextOf(gateway), full);
    expect(report.refused).toEqual([]);
    expect(report.sourceInstallation).toBe(sourceInstallation);
    const after = await snapshot(gateway);
    expect(after.pages).toEqual(before.pages);
    expect(after.html).toEqual(before.html);
    expect(after.menus).toEqual(before.menus);
    expect(after.tags).toEqual(before.tags);
    expect(after.media).toEqual(before.media);
    expect(after.folders).toEqual(before.folders);
    expect(after.bytes).toEqual(before.bytes);
    expect(after.texts).toEqual(before.texts);
    expect(after.lists).toEqual(before.lists);

    // Media usage and reusable block references name B's rows (ids from 5000 on), with the same bytes.
    const usage = await gateway.sql(`select u.file_id, f.id as found from page_file_usage u left join media_file f on f.id = u.file_id`);
    expect(usage.length).toBeGreaterThan(0);
    expect(usage.every((row) => row.found !== null && row.file_id > 5000)).toBe(true);
    const refs = await gateway.sql(`select u.reusable_block_id, u.published, b.name from page_reusable_block_use u join reusable_block b on b.id = u.reusable_block_id`);
    expect(refs).toEqual(expect.arrayContaining([expect.objectContaining({ name: 'Newsletter', published: true })]));
    const [offers] = await gateway.sql(
      `select l.title as latest, p2.title as published from page p join page_version l on l.id = p.latest_version_id join page_version p2 on p2.id = p.published_version_id where p.slug = 'offers'`,
    );
    expect(offers).toEqual({ latest: 'Offers (draft)', published: 'Offers' });
    const [block] = await gateway.sql(
      `select l.props->>'heading' as latest, p.props->>'heading' as published from reusable_block b join reusable_block_version l on l.id = b.latest_version_id join reusable_block_version p on p.id = b.published_version_id`,
    );
    expect(block).toEqual({ latest: 'Newsletter (soon)', published: 'Newsletter' });
  }, 240_000);

  it('makes nothing new when the same export is imported again', async () => {
    const tables = [
      'page',
      'page_version',
      'media_file',
      'media_directory',
      'tag',
      'page_tag',
      'menu_item',
      'reusable_block',
      'reusable_block_version',
      'site_text',
      'skill',
      'certificate',
      'team_member',
      'transfer_mapping',
    ];
    const counts = async () => Object.fromEntries(await Promise.all(tables.map(async (table) => [table, await count(table)])));
    const first = await counts();
    const progress: number[] = [];
    const report = await importFromDirectory(contextOf(gateway), full, ({ records }) => progress.push(records));
    expect(report.created).toEqual({});
    expect(report.refused).toEqual([]);
    expect(report.existing.pages).toBe(before.pages.length);
    expect(await counts()).toEqual(first);
    // Progress is told once a record, counting up to every line of the export.
    const manifest = JSON.parse(readFileSync(join(full, 'manifest.json'), 'utf8'));
    const lines = Object.entries(manifest.counts as Record<string, number>).reduce((sum, [kind, n]) => (kind === 'page-versions' ? sum : sum + n), 0);
    expect(progress).toEqual(Array.from({ length: lines }, (_, i) => i + 1));
  }, 120_000);

  it('exports with --published-only no drafts: only published pages, each with its published version', () => {
    const pages = readFileSync(join(publishedOnly, 'pages.ndjson'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as PageRecord);
    expect(pages).toHaveLength(before.pages.filter((page) => page.published).length);
    expect(pages.every((page) => page.versions.length === 1 && page.versions[0].number === page.publishedVersion)).toBe(true);
    const offers = pages.find((page) => page.slug === 'offers')!;
    expect(offers.versions[0].title).toBe('Offers');
    expect(pages.some((page) => page.slug === 'never-published')).toBe(false);
    const blocks = readFileSync(join(publishedOnly, 'reusable-blocks.ndjson'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    expect(blocks.map((b) => [b.latest.props.heading, b.latestIsPublished])).toEqual([['Newsletter', true]]);
  });

  it('refuses hostile records with coded errors and imports only the valid ones', async () => {
    const hostile = join(work, 'hostile');
    mkdirSync(join(hostile, 'files'), { recursive: true });
    const manifest = JSON.parse(readFileSync(join(full, 'manifest.json'), 'utf8'));
    writeFileSync(join(hostile, 'manifest.json'), JSON.stringify({ ...manifest, sourceInstallation: 'hostile-source' }));
    const media = readFileSync(join(full, 'media.ndjson'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));
    const picture = media.find((file) => file.kind === 'image');
    copyFileSync(join(full, picture.bytes), join(hostile, picture.bytes));
    writeFileSync(
      join(hostile, 'media.ndjson'),
      [
        JSON.stringify({ ...picture, id: 1, fileName: 'escaped.jpg', bytes: '../../x' }),
        JSON.stringify({ ...picture, id: 2, fileName: 'not-these-bytes.jpg', hash: 'a'.repeat(64), bytes: `files/${'a'.repeat(64)}` }),
        JSON.stringify({ ...picture, id: 3, directory: '/', fileName: 'hostile-copy.jpg' }),
      ].join('\n'),
    );
    const page = (slug: string, blocks: unknown[]) =>
      JSON.stringify({
        id: 7,
        locale: 'en-gb',
        slug,
        type: 'content-page',
        translationGroup: '8a4f5c8e-3c57-4a0a-9a55-0f6f3f3f3f3f',
        publishedVersion: 1,
        tags: [],
        versions: [{ number: 1, title: slug, blocks, seoTitle: null, seoDescription: null, seoKeywords: [], seoImage: null, typeData: {} }],
      });
    const missingMedia = { type: 'image', props: { caption: 'x' }, __images: { image: { hash: picture.hash, fileName: 'a.jpg', altText: '', fileID: 424242, cropParams: null } } };
    writeFileSync(
      join(hostile, 'pages.ndjson'),
      [
        '{"id": 1, "locale": ',
        page('missing-media', [missingMedia]),
        page('too-long', [{ type: 'rich-text', props: { heading: 'x', body: `<p>${'x'.repeat(5 * 1024 * 1024)}</p>` } }]),
        JSON.stringify({ id: 8, locale: 'en-gb' }),
        page('welcome-hostile', [{ type: 'rich-text', props: { heading: 'Welcome', body: '<p>Hello.</p><script>alert(1)</script>' } }]),
      ].join('\n'),
    );
    writeFileSync(join(hostile, 'tags.ndjson'), `${JSON.stringify({ id: 1, name: 'cloud', isPrivate: false })}\n`);
    const pagesBefore = await count('page');
    const tagsBefore = await count('tag');
    const mediaBefore = await count('media_file');

    const report = await importFromDirectory(contextOf(gateway), hostile);
    expect(report.refused).toEqual([
      { file: 'media.ndjson', line: 1, code: 'V_12', property: 'bytes' },
      { file: 'media.ndjson', line: 2, code: 'V_17', property: 'bytes' },
      { file: 'pages.ndjson', line: 1, code: 'V_12' },
      { file: 'pages.ndjson', line: 2, code: 'V_12', property: 'versions.0.blocks.0.__images.image.fileID' },
      { file: 'pages.ndjson', line: 3, code: 'V_14' },
      { file: 'pages.ndjson', line: 4, code: 'V_01', property: 'slug' },
    ]);
    expect(report.created).toEqual({ media: 1, pages: 1 });
    // A tag of a name this installation has is that tag.
    expect(report.existing).toEqual({ tags: 1 });
    expect(await count('tag')).toBe(tagsBefore);
    expect(await count('page')).toBe(pagesBefore + 1);
    expect(await count('media_file')).toBe(mediaBefore + 1);
    const [welcome] = await gateway.sql(`select v.blocks from page p join page_version v on v.id = p.published_version_id where p.slug = 'welcome-hostile'`);
    expect(JSON.stringify(welcome.blocks)).not.toContain('<script>');
  }, 120_000);

  it('refuses an export without a readable manifest before changing anything', async () => {
    const empty = join(work, 'no-manifest');
    mkdirSync(empty);
    await expect(importFromDirectory(contextOf(gateway), empty)).rejects.toMatchObject({ errors: [{ code: 'V_12', property: 'manifest' }] });
  });
});
