import { z } from 'zod';
import { inTransaction } from '../../db/unit-of-work';
import { defineOperation } from '../../operations/define-operation';
import { menuTreeInput, menuTreeRefusals } from '../../menus/replace-menu';
import { requireLocale } from '../../settings/site-settings';
import { localeInput } from '../../validation/parse-input';
import { editableRelease, putItem, releaseAnswer } from '../release-items';
import { releaseId, targetOf } from '../release-rules';

/**
 * Adds a locale's whole menu tree (`items`: entries of `{ label, pageId | url, children }`) to
 * the release; publishing puts it in place of the locale's menu. Needs manage-menu, as editing
 * the menu does.
 */
export const addMenuToRelease = defineOperation({
  name: 'addMenuToRelease',
  access: 'manage-menu',
  input: z.object({ releaseId: releaseId(), locale: localeInput(), items: menuTreeInput() }),
  async run(ctx, input) {
    await requireLocale(ctx, input.locale);
    return inTransaction(ctx, async (tx) => {
      const release = await editableRelease(tx, input.releaseId);
      const refusal = await menuTreeRefusals(tx, input.locale, input.items);
      if (refusal) throw refusal;
      await putItem(tx, release, targetOf.menu(input.locale), { kind: 'menu', menuLocale: input.locale, menuTree: input.items });
      return releaseAnswer(tx, release);
    });
  },
});
