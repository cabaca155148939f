import { checkContent } from '@tessera/content-model';
import type { TxCtx } from '../db/unit-of-work';
import { CodedError, isCodedError, type ErrorEntry } from '../errors/coded-error';
import { menuTreeRefusals, type MenuTreeEntry } from '../menus/replace-menu';
import { requireComplete } from '../pages/page-rules';
import { countOtherPagesTitled } from '../pages/title-duplicates';
import { checkReusableContent } from '../reusable-blocks/reusable-block-rules';
import type { ReleaseItem } from './release.entities';

/** One finding about an item: an error stops the release from publishing, a warning does not. */
export interface ReleaseItemCheck {
  code: string;
  property: string | null;
  severity: 'error' | 'warning';
}

const asErrors = (entries: readonly ErrorEntry[]): ReleaseItemCheck[] => entries.map((entry) => ({ code: entry.code, property: entry.property ?? null, severity: 'error' }));

/** The errors a check throws, as findings; anything else is not a finding and is thrown on. */
async function errorsOf(check: () => unknown): Promise<ReleaseItemCheck[]> {
  try {
    await check();
    return [];
  } catch (error) {
    if (isCodedError(error)) return asErrors(error.errors);
    throw error;
  }
}

/**
 * The full publish check of an item: what would refuse its publication now. A page version
 * passes the page's complete check (as publishPage), a block version the block's check (with
 * its media), a menu tree links only pages of its locale. An unpublication always may.
 */
export async function publishRefusals(tx: TxCtx, item: ReleaseItem): Promise<ReleaseItemCheck[]> {
  switch (item.kind) {
    case 'page-version':
      return errorsOf(() => requireComplete(tx, item.page!, item.pageVersion!));
    case 'reusable-block-version': {
      const block = item.reusableBlock!;
      const version = item.reusableBlockVersion!;
      return errorsOf(() => checkReusableContent(tx, tx, { type: block.type, props: version.props, __images: version.images, __files: version.files }));
    }
    case 'menu': {
      const refusal = await menuTreeRefusals(tx, item.menuLocale!, (item.menuTree ?? []) as MenuTreeEntry[]);
      return refusal ? asErrors(refusal.errors) : [];
    }
    default:
      return [];
  }
}

/** Everything the release screen shows about an item: the full publish check, then the content checks' warnings of a page version. */
export async function checksOf(tx: TxCtx, item: ReleaseItem): Promise<ReleaseItemCheck[]> {
  const checks = await publishRefusals(tx, item);
  if (item.kind === 'page-version') {
    const page = item.page!;
    const version = item.pageVersion!;
    for (const warning of checkContent(version, tx.services.config.blockTypes, { locale: page.locale })) checks.push({ code: warning.code, property: warning.path ?? null, severity: 'warning' });
    if ((await countOtherPagesTitled(tx.em, page.locale, version.title, page.id)) > 0) checks.push({ code: 'title-duplicate', property: 'title', severity: 'warning' });
  }
  return checks;
}

/**
 * The refusal of a release whose items do not all pass: V_07 on `items.{id}` for each failing
 * item, followed by that item's own errors under the same prefix, so the caller sees which.
 */
export function releaseRefusal(failing: ReadonlyArray<{ item: ReleaseItem; errors: ReleaseItemCheck[] }>): CodedError {
  return new CodedError(
    failing.flatMap(({ item, errors }) => [
      { code: 'V_07' as const, property: `items.${item.id}` },
      ...errors.map((error) => ({ code: error.code as ErrorEntry['code'], property: `items.${item.id}${error.property ? `.${error.property}` : ''}` })),
    ]),
  );
}
