import type { DraftPage } from '@tessera/read-model';
import type { TesseraConfig } from '@tessera/content-model';
import type { SiteData } from '../data/site-data';
import type { PageModel } from '../render/page-model';
import { pageModelOf, readSettings } from './load-page';
import { pageTypeOf } from './load-preview';

/**
 * An unsaved draft (checked by the operation that hands it over) as its page would show it: the
 * same frame, site content and image sizes as a stored version's preview, read as a visitor
 * reads them (the draft itself is the only thing the editor's permissions let through).
 */
export async function loadDraft(data: SiteData, config: TesseraConfig, draft: DraftPage): Promise<PageModel> {
  const { defaultLocale } = await readSettings(data);
  const { page, version } = draft;
  const model = await pageModelOf(data, {
    status: 200,
    page,
    defaultLocale,
    version: { ...version, pageID: page.id },
    pageType: pageTypeOf(config, page.type, version.typeData),
    preview: true,
  });
  return { ...model, livePreview: true };
}
