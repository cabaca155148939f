import {
  createCertificate,
  createMenuItem,
  createPage,
  createSkill,
  createTag,
  createTeamMember,
  createTranslation,
  publishPage,
  setPageTags,
  setSiteText,
  storeVersion,
  systemContext,
  type Ctx,
} from '@tessera/schema';
import type { TesseraData } from '../data';
import { demoArticles, demoLocales, demoLongRead, demoPages, type DemoLocale } from './demo-content';
import { seedDemoMedia, type DemoMedia } from './demo-media';
import { removeUntouchedGreeting } from './greeting';
import { demoCertificates, demoSiteTexts, demoSkills, demoTeam } from './demo-site-content';

/** Stores localized content on a fresh page and publishes it. */
async function fill(ctx: () => Ctx, pageVersionID: number, content: { title: string; blocks: unknown[]; seoDescription: string; typeData?: Record<string, unknown> }, pageID: number) {
  await storeVersion(ctx(), {
    versionId: pageVersionID,
    title: content.title,
    blocks: content.blocks,
    seoTitle: content.title,
    seoDescription: content.seoDescription,
    seoKeywords: ['consultancy', 'cloud', 'security'],
    typeData: content.typeData ?? {},
  });
  await publishPage(ctx(), { id: pageID });
}

/**
 * Puts the demo pictures in the page's image slots (heroes, image blocks) and, on the services
 * page, a download of the brochure: the media library's files in use, as an editor would place them.
 */
function withMedia(pageKey: string, blocks: Array<{ type: string; props: Record<string, unknown> }>, media: DemoMedia): unknown[] {
  const pictures = { home: media.images.office, about: media.images.team, services: media.images.cloud } as Record<string, DemoMedia['images']['office'] | undefined>;
  const picture = pictures[pageKey];
  const takesPicture = (block: { type: string }) => ['hero', 'image', 'image-text'].includes(block.type);
  const placed: unknown[] = blocks.map((block) => (picture && takesPicture(block) ? { ...block, __images: { image: picture } } : block));
  // A page without a block for it gets the picture in an image block of its own, after the first block.
  if (picture && !blocks.some(takesPicture)) placed.splice(1, 0, { type: 'image', props: { caption: picture.altText }, __images: { image: picture } });
  if (pageKey !== 'services') return placed;
  return [...placed, { type: 'file-download', props: { title: 'Services brochure', description: 'Everything we offer on one page (PDF).' }, __files: { file: media.brochure } }];
}

/**
 * Fills an empty installation with the Northwind Advisory demo: pages in four locales (home,
 * about, services, contact, careers, 404), news articles, menus, tags, skills, certificates,
 * team and site texts, all through the same operations the admin uses. Refuses to run twice
 * (the untouched home page of the first start's greeting does not count: it makes way).
 */
export async function seedDemo(data: Pick<TesseraData, 'orm' | 'services'> & Partial<TesseraData>): Promise<{ pages: number }> {
  const ctx = () => systemContext(data.orm.em.fork(), data.services);
  await removeUntouchedGreeting(data);
  const [{ count }] = await data.orm.em.fork().execute<{ count: string }[]>('select count(*) as count from page');
  if (Number(count) > 0) throw new Error('this installation already has pages: seed:demo only fills an empty site');

  const media = await seedDemoMedia(ctx);
  const pageIds: Record<string, Partial<Record<DemoLocale, number>>> = {};
  for (const page of demoPages) {
    pageIds[page.key] = {};
    const source = await createPage(ctx(), { title: page.title['en-gb'], slug: page.slug['en-gb'], type: page.type, locale: 'en-gb' });
    for (const locale of demoLocales) {
      const created = locale === 'en-gb' ? source : await createTranslation(ctx(), { pageID: source.pageID, newLocale: locale, title: page.title[locale], slug: page.slug[locale] });
      await fill(
        ctx,
        created.pageVersionID,
        { title: page.title[locale], blocks: withMedia(page.key, page.blocks(locale), media), seoDescription: page.seoDescription[locale], typeData: page.typeData?.(locale) },
        created.pageID,
      );
      pageIds[page.key][locale] = created.pageID;
    }
  }

  const tagIds: Record<string, number> = {};
  for (const name of ['Cloud', 'Security', 'Data', 'Company news']) tagIds[name] = (await createTag(ctx(), { name, isPrivate: false })).id;
  tagIds.review = (await createTag(ctx(), { name: 'Check facts', isPrivate: true })).id;

  let articles = 0;
  for (const [index, article] of demoArticles.entries()) {
    const blocks = (i: 0 | 1) => [{ type: 'rich-text', props: { heading: article.title[i], body: article.body[i] } }];
    const typeData = (i: 0 | 1) => ({ author: 'Sanne Jansen', publishDate: article.date, summary: article.summary[i] });
    const en = await createPage(ctx(), { title: article.title[0], slug: article.slug[0], type: 'article', locale: 'en-gb', content: blocks(0), typeData: typeData(0) });
    await fill(ctx, en.pageVersionID, { title: article.title[0], blocks: blocks(0), seoDescription: article.summary[0], typeData: typeData(0) }, en.pageID);
    const nl = await createTranslation(ctx(), { pageID: en.pageID, newLocale: 'nl-nl', title: article.title[1], slug: article.slug[1] });
    await fill(ctx, nl.pageVersionID, { title: article.title[1], blocks: blocks(1), seoDescription: article.summary[1], typeData: typeData(1) }, nl.pageID);
    const tags = [index === 1 ? tagIds.Security : tagIds.Cloud, tagIds['Company news']];
    await setPageTags(ctx(), { pageId: en.pageID, tagIds: tags });
    await setPageTags(ctx(), { pageId: nl.pageID, tagIds: tags });
    articles += 2;
  }

  // The long read (20 blocks), in English and Dutch.
  const longRead = { ...media.images, brochure: media.brochure };
  const longTypeData = (i: 0 | 1) => ({ author: 'Sanne Jansen', publishDate: demoLongRead.date, summary: demoLongRead.summary[i] });
  const longEn = await createPage(ctx(), { title: demoLongRead.title[0], slug: demoLongRead.slug[0], type: 'article', locale: 'en-gb' });
  await fill(ctx, longEn.pageVersionID, { title: demoLongRead.title[0], blocks: demoLongRead.blocks(0, longRead), seoDescription: demoLongRead.summary[0], typeData: longTypeData(0) }, longEn.pageID);
  const longNl = await createTranslation(ctx(), { pageID: longEn.pageID, newLocale: 'nl-nl', title: demoLongRead.title[1], slug: demoLongRead.slug[1] });
  await fill(ctx, longNl.pageVersionID, { title: demoLongRead.title[1], blocks: demoLongRead.blocks(1, longRead), seoDescription: demoLongRead.summary[1], typeData: longTypeData(1) }, longNl.pageID);
  await setPageTags(ctx(), { pageId: longEn.pageID, tagIds: [tagIds.Cloud] });
  articles += 2;

  const skillIds: Record<string, number> = {};
  for (const [position, name] of demoSkills.entries()) skillIds[name] = (await createSkill(ctx(), { name, position })).id;
  for (const [position, certificate] of demoCertificates.entries()) await createCertificate(ctx(), { ...certificate, position });
  for (const [position, member] of demoTeam.entries()) {
    await createTeamMember(ctx(), {
      name: member.name,
      function: member.function,
      description: `${member.name} works at Northwind Advisory as ${member.function.toLowerCase()}.`,
      specialties: member.specialties,
      linkedinUrl: `https://www.linkedin.com/in/${member.name.toLowerCase().replace(/[^a-z]+/g, '-')}`,
      quote: member.quote,
      skills: member.skills.map((skill) => skillIds[skill]),
      position,
    });
  }

  for (const locale of demoLocales) {
    for (const [key, value] of Object.entries(demoSiteTexts)) await setSiteText(ctx(), { key, locale, value: value(locale) });
    const item = async (key: string, label: string, parentId?: number) => (await createMenuItem(ctx(), { locale, label, pageId: pageIds[key][locale], parentId })).id;
    const labels = {
      about: demoPages.find((p) => p.key === 'about')!.title[locale],
      services: demoPages.find((p) => p.key === 'services')!.title[locale],
      careers: demoPages.find((p) => p.key === 'careers')!.title[locale],
      contact: demoPages.find((p) => p.key === 'contact')!.title[locale],
    };
    const about = await item('about', labels.about);
    await item('careers', labels.careers, about);
    await item('services', labels.services);
    await item('contact', labels.contact);
    await createMenuItem(ctx(), { locale, label: 'LinkedIn', url: 'https://www.linkedin.com/company/northwind-advisory' });
  }
  return { pages: demoPages.length * demoLocales.length + articles };
}
