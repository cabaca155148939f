import {
  createPage,
  deletePage,
  firstStartGreeting,
  hasAnyPage,
  inTransaction,
  latestVersionIdOf,
  publishPage,
  recordGreeting,
  setSiteText,
  siteSettings,
  systemContext,
  type Ctx,
  type TxCtx,
} from '@tessera/schema';
import type { TesseraData } from '../data';
import { greetingTexts } from './greeting-content';

/** One number for the advisory lock: gateways starting together greet once. */
const greetingLock = 0x7e55e7a;

function homeBlocks(ctx: Ctx, locale: string): unknown[] {
  const texts = greetingTexts(locale);
  const known = new Set(ctx.services.config.blockTypes.map((type) => type.id));
  const blocks = [
    { type: 'hero', props: { title: texts.title, subtitle: texts.heroSubtitle, theme: 'light' } },
    { type: 'rich-text', props: { heading: texts.heading, body: texts.body } },
  ];
  return blocks.filter((block) => known.has(block.type));
}

function pageTypeOf(ctx: Ctx): string {
  const types = ctx.services.config.pageTypes.map((type) => type.id);
  return types.includes('content-page') ? 'content-page' : types[0];
}

/**
 * On the first start of an empty installation (no page at all), makes what a site needs to show,
 * in one transaction and through the operations an editor uses: a published home page in the
 * default locale that says what Tessera is and links to /cmsadmin, and the privacy and cookie
 * statements of every offered locale, marked as to be edited. Recorded, so the dashboard knows
 * whether the home page was changed since. Returns whether it greeted; a database with content,
 * or a second start, gets nothing.
 */
export async function greetFirstStart(data: Pick<TesseraData, 'orm' | 'services'>): Promise<boolean> {
  return inTransaction(systemContext(data.orm.em.fork(), data.services), async (tx: TxCtx) => {
    await tx.em.execute(`select pg_advisory_xact_lock(${greetingLock})`);
    if (await hasAnyPage(tx.em)) return false;
    const settings = await siteSettings(tx);
    const locale = settings.defaultLocale;
    const texts = greetingTexts(locale);
    const home = await createPage(tx, { title: texts.title, slug: 'home', type: pageTypeOf(tx), locale, content: homeBlocks(tx, locale) });
    await publishPage(tx, { id: home.pageID });
    await recordGreeting(tx, { pageId: home.pageID, versionId: home.pageVersionID });
    for (const each of settings.availableLocales) {
      const statements = greetingTexts(each);
      await setSiteText(tx, { key: 'privacy-statement', locale: each, value: statements.privacy });
      await setSiteText(tx, { key: 'cookie-statement', locale: each, value: statements.cookie });
    }
    return true;
  });
}

/**
 * seed:demo fills an empty site: a site holding only the untouched greeting counts as empty,
 * and its home page goes (the demo writes its own, and its own statements over the greeting's).
 */
export async function removeUntouchedGreeting(data: Pick<TesseraData, 'orm' | 'services'>): Promise<void> {
  const ctx = systemContext(data.orm.em.fork(), data.services);
  const greeting = await firstStartGreeting(ctx);
  if (!greeting) return;
  const [{ count }] = await data.orm.em.fork().execute<{ count: string }[]>('select count(*) as count from page');
  if (Number(count) !== 1 || (await latestVersionIdOf(ctx.em, greeting.pageId)) !== greeting.versionId) return;
  await deletePage(ctx, { id: greeting.pageId });
}
