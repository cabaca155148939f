import { PreviewPageDocument, PreviewVersionDocument, PreviewViewerDocument } from '../generated/graphql';
import type { PageModel } from '../render/page-model';
import type { TesseraConfig } from '@tessera/content-model';
import type { PageReads } from '@tessera/read-model';
import type { SiteData } from '../data/site-data';
import { linked, pageModelOf, readSettings } from './load-page';

export type PreviewLoad = { kind: 'page'; model: PageModel } | { kind: 'refused'; status: 401 | 403 };

/**
 * A draft version as its page would show it, for an editor with create-page (the reads run with
 * their session, so the API's own access rules apply as well).
 */
export async function loadPreview(data: SiteData, config: TesseraConfig, versionId: number): Promise<PreviewLoad> {
  if (data.pages) return loadPreviewRead(data, data.pages, config, versionId);
  const { me } = await data.execute(PreviewViewerDocument);
  if (!me) return { kind: 'refused', status: 401 };
  if (!me.role.permissions.some((permission) => permission.name === 'create-page')) return { kind: 'refused', status: 403 };
  const { pageVersion: version } = await data.execute(PreviewVersionDocument, { versionId });
  const { page, settings } = await data.execute(PreviewPageDocument, { pageID: version.pageID });
  const model = await pageModelOf(data, { status: 200, page, defaultLocale: settings.defaultLocale, version, pageType: pageTypeOf(config, page.type, version.typeData), preview: true });
  return { kind: 'page', model };
}

/** Through the read model: the version with its page and translations in one statement. */
async function loadPreviewRead(data: SiteData, pages: PageReads, config: TesseraConfig, versionId: number): Promise<PreviewLoad> {
  const { defaultLocale } = await readSettings(data);
  const read = await pages.preview(versionId, defaultLocale);
  if (read.kind === 'refused') return read;
  const { page, version } = read;
  const model = await pageModelOf(data, { status: 200, page, defaultLocale, version, pageType: pageTypeOf(config, page.type, version.typeData), alternates: linked(read.alternates), preview: true });
  return { kind: 'page', model };
}

/** The page type a draft is shown with: its configuration, with the version's own values over the defaults. */
export function pageTypeOf(config: TesseraConfig, id: string, typeData: Record<string, unknown>): PageModel['pageType'] {
  const type = config.pageTypes.find((candidate) => candidate.id === id);
  return { id, header: type?.header ?? [], footer: type?.footer ?? [], props: { ...(type?.defaultProps ?? {}), ...typeData } };
}
