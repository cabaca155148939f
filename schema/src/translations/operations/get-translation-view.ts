import type { Block } from '@tessera/content-model';
import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import type { PageVersion } from '../../pages/page.entities';
import { entityId } from '../../validation/parse-input';
import { currentSourceVersion, translationWithSource } from '../translation-pages';

export interface TranslationRow {
  key: string;
  blockType: string | null;
  source: unknown;
  translation: unknown;
}

const pageFields = (version: PageVersion) => ({
  title: version.title,
  seoTitle: version.seoTitle,
  seoDescription: version.seoDescription,
  seoKeywords: version.seoKeywords,
  seoImage: version.seoImage,
});

/**
 * The source's blocks in order beside the translation's block of the same key; a block only the
 * translation has comes after the row of the translation's block before it.
 */
export function alignedRows(source: Block[], translation: Block[]): TranslationRow[] {
  const translated = new Map(translation.map((block) => [block.key, block]));
  const rows: TranslationRow[] = source.map((block) => ({ key: block.key, blockType: block.type, source: block, translation: translated.get(block.key) ?? null }));
  const inSource = new Set(source.map((block) => block.key));
  translation.forEach((block, index) => {
    if (inSource.has(block.key)) return;
    const before = translation[index - 1]?.key;
    const at = before === undefined ? 0 : rows.findIndex((row) => row.key === before) + 1;
    rows.splice(at, 0, { key: block.key, blockType: block.type, source: null, translation: block });
  });
  return rows;
}

/**
 * A translation beside its source, for the side-by-side view: the source's published version
 * (else its latest) and the translation's latest, the page's own fields first (key `page`).
 */
export const getTranslationView = defineOperation({
  name: 'getTranslationView',
  access: 'signed-in',
  tokens: ['create-page'],
  input: z.object({ pageId: entityId() }).strict(),
  async run(ctx, { pageId }) {
    const { page, source } = await translationWithSource(ctx, pageId);
    const sourceVersion = currentSourceVersion(source);
    const latest = page.latestVersion;
    return {
      sourcePageId: source.id,
      sourceLocale: source.locale,
      sourceVersion: sourceVersion.number,
      pageId: page.id,
      locale: page.locale,
      version: latest?.number ?? null,
      rows: [{ key: 'page', blockType: null, source: pageFields(sourceVersion), translation: latest ? pageFields(latest) : null }, ...alignedRows(sourceVersion.blocks, latest?.blocks ?? [])],
    };
  },
});
