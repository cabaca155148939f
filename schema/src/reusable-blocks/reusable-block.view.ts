import type { BlockFile, BlockImage } from '@tessera/content-model';
import type { ReusableBlockUse } from '../pages/reusable-block-usage';
import type { ReusableBlock } from './reusable-block.entity';

/** A reusable block as editors see it: the draft they edit and the published copy pages show. */
export interface ReusableBlockView {
  id: number;
  name: string;
  type: string;
  props: Record<string, unknown>;
  images: Record<string, BlockImage>;
  files: Record<string, BlockFile>;
  /** Null until first published. */
  published: { props: Record<string, unknown>; images: Record<string, BlockImage>; files: Record<string, BlockFile> } | null;
  /** True when the draft differs from what pages show (or nothing is published yet). */
  hasUnpublishedChanges: boolean;
  /** How many pages show it in their latest or published version. */
  usageCount: number;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export function presentReusableBlock(block: ReusableBlock, usageCount: number): ReusableBlockView {
  const published = block.publishedProps === null ? null : { props: block.publishedProps, images: block.publishedImages ?? {}, files: block.publishedFiles ?? {} };
  return {
    id: block.id,
    name: block.name,
    type: block.type,
    props: block.draftProps,
    images: block.draftImages,
    files: block.draftFiles,
    published,
    hasUnpublishedChanges: !published || !same(published, { props: block.draftProps, images: block.draftImages, files: block.draftFiles }),
    usageCount,
    publishedAt: block.publishedAt,
    createdAt: block.createdAt,
    updatedAt: block.updatedAt,
  };
}

/** The pages that show a reusable block (its screen's "where used", a refused delete's details). */
export interface ReusableBlockUsageView {
  id: number;
  pages: ReusableBlockUse[];
}
