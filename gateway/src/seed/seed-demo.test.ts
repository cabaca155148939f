import { startTestGateway, type TestGateway } from '@tessera/testing';
import { seedDemo } from './seed-demo';

let gateway: TestGateway;

beforeAll(async () => {
  gateway = await startTestGateway();
});

afterAll(async () => {
  await gateway.stop();
});

describe('seed:demo', () => {
  it('fills an empty site with published pages in four locales, menus, tags, team and texts', async () => {
    const { tessera } = gateway;
    const { pages } = await seedDemo({ orm: tessera.orm, services: tessera.services, events: tessera.events, consumers: tessera.consumers, mail: tessera.mail, close: async () => undefined });
    expect(pages).toBeGreaterThanOrEqual(20);

    const [counts] = await tessera.orm.em.fork().execute<Record<string, string>[]>(
      `select (select count(*) from page where published_version_id is not null) as published,
              (select count(distinct locale) from page) as locales,
              (select count(*) from skill) as skills, (select count(*) from team_member) as team,
              (select count(*) from certificate) as certificates, (select count(*) from page_tag) as tagged,
              (select count(*) from site_text) as texts, (select count(*) from media_file) as media,
              (select count(distinct file_id) from page_file_usage where published) as "usedMedia"`,
    );
    expect(Number(counts.published)).toBe(pages);
    expect(Number(counts.locales)).toBe(4);
    expect(Number(counts.skills)).toBeGreaterThan(0);
    expect(Number(counts.team)).toBeGreaterThan(0);
    expect(Number(counts.certificates)).toBeGreaterThan(0);
    expect(Number(counts.tagged)).toBeGreaterThan(0);
    expect(Number(counts.texts)).toBe(24);
    expect(Number(counts.media)).toBe(4);
    expect(Number(counts.usedMedia)).toBe(4);

    const visitor = gateway.client();
    const home = await visitor.rest('GET', '/api/tessera/page/get-by-slug-query?slug=/');
    expect(home.status).toBe(200);
    expect(home.body.page.pageVersion.blocks.map((b: { type: string }) => b.type)).toContain('hero');
    const dutch = await visitor.rest('GET', '/api/tessera/page/get-by-slug-query?slug=/nl-nl/over-ons');
    expect(dutch.body.page).toMatchObject({ locale: 'nl-nl', slug: 'over-ons', pageVersion: { title: 'Over ons' } });
    const missing = await visitor.rest('GET', '/api/tessera/page/get-by-slug-query?slug=/de-de/gibt-es-nicht');
    expect(missing.status).toBe(404);
    expect(missing.body.page.pageVersion.title).toBe('Seite nicht gefunden');
    const hero = home.body.page.pageVersion.blocks.find((b: { type: string }) => b.type === 'hero');
    const picture = hero.__images.image;
    const served = await visitor.raw('GET', `/api/tessera/medialib/get-page-file/${home.body.page.pageVersion.pageID}/block_images_${hero.key}/${picture.hash}/${picture.fileName}?w=640&format=webp`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'image/webp']);
    const longRead = await visitor.rest('GET', '/api/tessera/page/get-by-slug-query?slug=/news/moving-to-the-cloud-long-read');
    expect(longRead.body.page.pageVersion.blocks).toHaveLength(20);
    const menu = await visitor.rest('GET', '/api/tessera/menu/fr-fr');
    expect(menu.body.items.map((i: { label: string }) => i.label)).toEqual(['À propos', 'Services', 'Contact', 'LinkedIn']);

    await expect(seedDemo({ orm: tessera.orm, services: tessera.services, events: tessera.events, consumers: tessera.consumers, mail: tessera.mail, close: async () => undefined })).rejects.toThrow(
      /already has pages/,
    );
  }, 180_000); // some two hundred operations on the one embedded backend: 11 s alone, once over 60 s late in a loaded full run
});
