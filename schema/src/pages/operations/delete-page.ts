import { z } from 'zod';
import { recordAudit } from '../../audit/record-audit';
import { authorize } from '../../auth/authorize';
import { defineOperation } from '../../operations/define-operation';
import { entityId } from '../../validation/parse-input';
import { removePageFromMenus } from '../../menus/remove-page-from-menus';
import { eventPayload } from '../page-rules';
import { PageRepository } from '../page.repository';
import { PageVersion } from '../page-version.entity';
import { PublicationRequest } from '../publication-request.entity';
import { Page } from '../page.entity';

/**
 * Deletes a page with its versions, requests and redirects in one transaction. A published page
 * is taken off the site by this, so that needs publish-page. Menu items linking to it go; their
 * children move up to the removed item's place.
 */
export const deletePage = defineOperation({
  name: 'deletePage',
  access: 'signed-in',
  input: z.object({ id: entityId() }),
  async run(ctx, { id }) {
    const { page, menuLocales } = await ctx.em.transactional(async (em) => {
      const locked = await new PageRepository(em).getForUpdate(id);
      if (locked.publishedVersion) authorize(ctx, 'publish-page');
      const menuLocales = await removePageFromMenus(em, locked.id);
      locked.latestVersion = null;
      locked.publishedVersion = null;
      locked.openRequest = null;
      await em.flush();
      await em.nativeDelete(PublicationRequest, { page: locked });
      await em.nativeDelete(PageVersion, { page: locked });
      await em.nativeDelete(Page, { id: locked.id });
      recordAudit({ ...ctx, em }, { action: 'page.deleted', subject: { type: 'page', id }, details: { slug: locked.slug, locale: locked.locale } });
      await em.flush();
      return { page: locked, menuLocales };
    });
    await ctx.services.events.emit('page.deleted', eventPayload(page, { menuChanged: menuLocales.length > 0 }));
    for (const locale of menuLocales) await ctx.services.events.emit('menu.changed', { locale });
    return { pageID: id };
  },
});
