import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { inTransaction } from '../../db/unit-of-work';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { removePageFromMenus } from '../../menus/remove-page-from-menus';
import { mayDeletePage } from '../page-access';
import { eventPayload } from '../page-rules';
import { PageRepository } from '../page.repository';
import { Page, PageVersion } from '../page.entities';
import { endPublication } from '../publication';
import { filesShownBy } from '../file-usage';

/**
 * Deletes a page with its versions, requests and redirects in one transaction; the publication
 * module (publication.ts) lets go of its live version and open request. A published page is taken
 * off the site by this, so that needs publish-page; an open request is withdrawn, so that needs
 * its requester or a reviewer (page-access.ts). Menu items linking to it go; their children
 * move up to the removed item's place.
 */
export const deletePage = defineOperation({
  name: 'deletePage',
  access: 'signed-in',
  tokens: ['create-page'],
  input: z.object({ id: entityId() }),
  run: (ctx, { id }) =>
    inTransaction(ctx, async (tx) => {
      const { em } = tx;
      const page = await new PageRepository(em).getForUpdate(id);
      if (!mayDeletePage(ctx.viewer, page)) throw new CodedError('UM_01');
      // What it showed visitors stops being shown by it: those files' public answers are purged.
      const fileIds = [...(await filesShownBy(em, page.id)).keys()];
      const menuLocales = await removePageFromMenus(tx, page.id);
      page.latestVersion = null;
      await endPublication(tx, page);
      await em.nativeDelete(PageVersion, { page });
      await em.nativeDelete(Page, { id: page.id });
      recordAudit(tx, { action: 'page.deleted', subject: { type: 'page', id }, details: { slug: page.slug, locale: page.locale } });
      tx.emit('page.deleted', eventPayload(page, { menuChanged: menuLocales.length > 0, inMenu: false, fileIds }));
      return { pageID: id };
    }),
});
