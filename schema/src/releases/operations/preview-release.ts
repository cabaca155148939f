import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { CodedError } from '../../errors/coded-error';
import { entityId } from '../../validation/parse-input';
import { ReleaseRepository } from '../release.repository';
import { previewQuery, requireSignedPreview } from '../release-preview';
import { releaseId } from '../release-rules';
import type { ReleaseItem } from '../release.entities';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function describe(item: ReleaseItem, link: (item: ReleaseItem) => string): string {
  switch (item.kind) {
    case 'page-version':
      return `<a href="${link(item)}">${escape(item.page!.title)}</a> (${escape(item.page!.locale)}, /${escape(item.page!.slug)}, version ${item.pageVersion!.number})`;
    case 'unpublish-page':
      return `${escape(item.page!.title)} (${escape(item.page!.locale)}, /${escape(item.page!.slug)}) is taken off the site`;
    case 'reusable-block-version':
      return `Reusable block "${escape(item.reusableBlock!.name)}" goes to version ${item.reusableBlockVersion!.number}`;
    default:
      return `The ${escape(item.menuLocale ?? '')} menu is replaced`;
  }
}

/**
 * The preview of a release behind its signed address (public: the signature is the key, V_05
 * without it): the index of what changes, and each page of the release rendered by the site at
 * its release version. Never cached, never indexed. The pages show menus and reusable blocks as
 * they are live now; the index lists the release's menu and block changes.
 */
export const previewRelease = defineOperation({
  name: 'previewRelease',
  access: 'public',
  tokens: 'never',
  input: z.object({
    id: releaseId(),
    expires: z.preprocess((value) => (typeof value === 'string' && /^\d{1,12}$/.test(value) ? Number(value) : value), z.number({ required_error: 'V_05', invalid_type_error: 'V_05' }).int('V_05')),
    signature: z.string({ required_error: 'V_05', invalid_type_error: 'V_05' }).max(100, 'V_05'),
    itemId: entityId().nullish(),
  }),
  async run(ctx, input): Promise<string> {
    await requireSignedPreview(ctx.em, input.id, input.expires, input.signature);
    const repository = new ReleaseRepository(ctx.em);
    const release = await repository.get(input.id);
    const items = await repository.items(release);
    const query = previewQuery(input);
    if (!input.itemId) {
      const link = (item: ReleaseItem) => `/api/tessera/releases/${release.id}/preview/${item.id}?${query}`;
      const list = items.map((item) => `<li>${describe(item, link)}</li>`).join('\n');
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><title>Preview: ${escape(release.name)}</title></head><body><h1>Preview of the release "${escape(release.name)}"</h1><p>${escape(release.description)}</p><ul>\n${list}\n</ul></body></html>`;
    }
    const item = items.find((candidate) => candidate.id === input.itemId && candidate.kind === 'page-version');
    if (!item) throw new CodedError('V_12', 'itemId', 404);
    const drafts = ctx.services.drafts;
    if (!drafts) throw new Error('no site is mounted to render previews');
    const page = item.page!;
    const { title, seoTitle, seoDescription, seoKeywords, seoImage, blocks, typeData } = item.pageVersion!;
    return drafts.render({ page: { id: page.id, locale: page.locale, slug: page.slug, type: page.type }, version: { title, seoTitle, seoDescription, seoKeywords, seoImage, blocks, typeData } });
  },
});
