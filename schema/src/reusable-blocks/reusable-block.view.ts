import type { BlockFile, BlockImage } from '@tessera/content-model';
import type { ReusableBlockUse } from '../pages/reusable-block-usage';
import type { ReusableBlock, ReusableBlockRequest, ReusableBlockVersion } from './reusable-block.entities';

/** A reusable block's open publication request, as the block's readers see it. */
export interface ReusableBlockRequestView {
  id: number;
  /** The version the requester asked to publish (it may no longer be the latest). */
  versionID: number;
  versionNumber: number;
  comment: string;
  requestedBy: number | null;
  createdAt: Date;
}

/** A reusable block as editors see it: the latest version they edit and the published one pages show. */
export interface ReusableBlockView {
  id: number;
  name: string;
  type: string;
  /** The latest version: what a save builds on and what a publication names (PM_02 when it moved). */
  versionID: number;
  versionNumber: number;
  props: Record<string, unknown>;
  images: Record<string, BlockImage>;
  files: Record<string, BlockFile>;
  /** Null until first published. */
  published: { versionID: number; versionNumber: number; props: Record<string, unknown>; images: Record<string, BlockImage>; files: Record<string, BlockFile> } | null;
  /** True when the latest version is not the published one (or nothing is published yet). */
  hasUnpublishedChanges: boolean;
  openRequest: ReusableBlockRequestView | null;
  /** How many pages show it in their latest or published version. */
  usageCount: number;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
}

const contentOf = (version: ReusableBlockVersion) => ({ versionID: version.id, versionNumber: version.number, props: version.props, images: version.images, files: version.files });

export function presentRequest(request: ReusableBlockRequest): ReusableBlockRequestView {
  return { id: request.id, versionID: request.version.id, versionNumber: request.version.number, comment: request.requesterComment, requestedBy: request.requestedBy, createdAt: request.createdAt };
}

export function presentReusableBlock(block: ReusableBlock, usageCount: number): ReusableBlockView {
  const latest = block.latestVersion!;
  const published = block.publishedVersion;
  return {
    id: block.id,
    name: block.name,
    type: block.type,
    ...contentOf(latest),
    published: published ? contentOf(published) : null,
    hasUnpublishedChanges: published?.id !== latest.id,
    openRequest: block.openRequest ? presentRequest(block.openRequest) : null,
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
