import { PreviewPageDocument, PreviewVersionDocument, PreviewViewerDocument } from '../generated/graphql';
import type { PageModel } from '../render/page-model';
import type { TesseraConfig } from '@tessera/schema';
import type { SiteData } from '../data/site-data';
import { pageModelOf } from './load-page';

export type PreviewLoad = { kind: 'page'; model: PageModel } | { kind: 'refused'; status: 401 | 403 };

/**
 * A draft version as its page would show it, for an editor with create-page (the reads run with
 * their session, so the API's own access rules apply as well).
 */
export async function loadPreview(data: SiteData, config: TesseraConfig, versionId: number): Promise<PreviewLoad> {
  const { me } = await data.execute(PreviewViewerDocument);
  if (!me) return { kind: 'refused', status: 401 };
  if (!me.role.permissions.some((permission) => permission.name === 'create-page')) return { kind: 'refused', status: 403 };
  const { pageVersion: version } = await data.execute(PreviewVersionDocument, { versionId });
  const { page, settings } = await data.execute(PreviewPageDocument, { pageID: version.pageID });
  const type = config.pageTypes.find((candidate) => candidate.id === page.type);
  const pageType = { id: page.type, header: type?.header ?? [], footer: type?.footer ?? [], props: { ...(type?.defaultProps ?? {}), ...version.typeData } };
  const model = await pageModelOf(data, { status: 200, page, defaultLocale: settings.defaultLocale, version, pageType, preview: true });
  return { kind: 'page', model };
}
