import type { BlockOf, BlockTypeId } from '@tessera/content-model';
import type siteConfig from '../../tessera.config';

/** The block type ids of this site's config (tessera.config.ts). */
export type SiteBlockType = BlockTypeId<typeof siteConfig>;

/** A stored block of one of the site's block types: its props typed from the type's fields. */
export type SiteBlock<Id extends SiteBlockType = SiteBlockType> = BlockOf<typeof siteConfig, Id>;

export interface BlockProps<Id extends SiteBlockType = SiteBlockType> {
  block: SiteBlock<Id>;
  /** The first block of the page: its images load at once, the rest lazily. */
  first: boolean;
}
