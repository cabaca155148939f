import type { OverviewPageFieldsFragment } from '../generated/graphql';

/** The overview's row actions besides edit, which every signed-in user has. */
export type RowAction = 'duplicate' | 'translate' | 'delete';

/**
 * The row actions the user may take, by the rules the server enforces: duplicating and
 * translating create a page (create-page); deleting a published page takes it off the site
 * (publish-page), any other page anyone signed in may delete.
 */
export function allowedRowActions(page: Pick<OverviewPageFieldsFragment, 'publishedVersionID'>, hasPermission: (name: string) => boolean): RowAction[] {
  const actions: RowAction[] = [];
  if (hasPermission('create-page')) actions.push('duplicate', 'translate');
  if (page.publishedVersionID === null || hasPermission('publish-page')) actions.push('delete');
  return actions;
}

/** The locales a copy may go to: any for a duplicate, those the page does not exist in yet for a translation. */
export function copyLocales(kind: 'duplicate' | 'translate', page: Pick<OverviewPageFieldsFragment, 'locale' | 'translations'>, availableLocales: string[]): string[] {
  if (kind === 'duplicate') return availableLocales;
  const taken = new Set([page.locale, ...page.translations.map((translation) => translation.locale)]);
  return availableLocales.filter((locale) => !taken.has(locale));
}
