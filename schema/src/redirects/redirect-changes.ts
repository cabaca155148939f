import { supportedLocales } from '@tessera/content-model';
import type { Ctx } from '../context';
import type { TxCtx } from '../db/unit-of-work';
import { publishedPageAddresses } from '../pages/redirect-facts';
import { siteSettings } from '../settings/site-settings';
import { isReservedFrom, RedirectSet, slugOfFrom, type RedirectRow } from './redirect-rules';
import { RedirectRepository } from './redirect.repository';

/** The most addresses an event names one by one; past it the event empties the whole HTML cache. */
const maxNamedPaths = 500;

/** Which of these rows take an address the site answers itself: a reserved path or a published page's. */
export async function ownedRows(ctx: Pick<Ctx, 'em'>, rows: readonly RedirectRow[]): Promise<Set<RedirectRow>> {
  const published = await publishedPageAddresses(
    ctx.em,
    rows.map((row) => slugOfFrom(row.fromPath)),
  );
  const owned = new Set<RedirectRow>();
  for (const row of rows) {
    const slug = slugOfFrom(row.fromPath);
    const locales = row.locale ? [row.locale] : supportedLocales;
    if (isReservedFrom(row.fromPath) || locales.some((locale) => published.has(`${locale}|${slug}`))) owned.add(row);
  }
  return owned;
}

/** The site's redirects as one set (all but `exceptId`), to check changes against. */
export async function redirectSetOf(tx: TxCtx, exceptId?: number): Promise<RedirectSet> {
  const repository = new RedirectRepository(tx.em);
  await repository.lockSet();
  const { defaultLocale } = await siteSettings(tx);
  const set = new RedirectSet(defaultLocale);
  for (const row of await repository.rows()) if (row.id !== exceptId) set.add(row);
  return set;
}

/**
 * Tells every gateway that the redirects changed (each reloads its table), and empties the
 * cached answers at the addresses these rows answer (here, in every gateway and in the CDN), so
 * no cached page or 404 shadows a new redirect and no cached redirect outlives a deleted one.
 */
export function announceChange(tx: TxCtx, rows: readonly RedirectRow[]): void {
  const paths = rows.flatMap((row) => (row.locale ? [row.locale] : supportedLocales).map((locale) => ({ locale, path: row.fromPath })));
  tx.emit('redirects.changed', paths.length <= maxNamedPaths ? { paths } : {});
}
