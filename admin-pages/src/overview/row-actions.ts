import type { OverviewPageFieldsFragment } from '../generated/graphql';

/** The overview's row actions besides edit, which every signed-in user has. */
export type RowAction = 'duplicate' | 'translate' | 'delete';

/**
 * The row actions the user may take, by the rules the server enforces: duplicating and
 * translating create a page (create-page); whether this user may delete this page the server
 * says itself (`mayDelete`: a page on the site needs publish-page, one up for review its
 * requester or a reviewer).
 */
export function allowedRowActions(page: Pick<OverviewPageFieldsFragment, 'mayDelete'>, hasPermission: (name: string) => boolean): RowAction[] {
  const actions: RowAction[] = [];
  if (hasPermission('create-page')) actions.push('duplicate', 'translate');
  if (page.mayDelete) actions.push('delete');
  return actions;
}

/** The locales a copy may go to: any for a duplicate, those the page does not exist in yet for a translation. */
export function copyLocales(kind: 'duplicate' | 'translate', page: Pick<OverviewPageFieldsFragment, 'locale' | 'translations'>, availableLocales: string[]): string[] {
  if (kind === 'duplicate') return availableLocales;
  const taken = new Set([page.locale, ...page.translations.map((translation) => translation.locale)]);
  return availableLocales.filter((locale) => !taken.has(locale));
}
