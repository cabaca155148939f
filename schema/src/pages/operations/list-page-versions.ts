import { z } from 'zod';
import { defineOperation } from '../../operations/define-operation';
import { userContacts } from '../../users/user-directory';
import { blankAsAbsent, entityId, pageSize } from '../../validation/parse-input';
import { PageRepository } from '../page.repository';

/** One line of a page's version history: who stored it when, and where it stands. */
export interface PageVersionSummaryView {
  id: number;
  pageID: number;
  number: number;
  title: string;
  createdAt: Date;
  createdBy: number | null;
  /** The author's display name; null for a system store or an account that is gone. */
  authorName: string | null;
  isPublished: boolean;
  hasPublicationRequest: boolean;
}

/** The most versions one call answers; a page stored for years has thousands. */
export const pageVersionsMaxLimit = 100;

/**
 * The version history of a page, newest first (GET page/{id}/versions): an editor sees who
 * stored what when, opens an old version read-only, or restores it as a new version. Anyone who
 * may read the page may read its history; the author's name comes with it, so reading users is
 * not needed to see who stored in between. Paged by keyset: `limit` versions (50 unless given),
 * and the next page passes the last number it got as `beforeNumber`.
 */
export const listPageVersions = defineOperation({
  name: 'listPageVersions',
  access: 'signed-in',
  tokens: ['create-page'],
  input: z.object({
    pageID: entityId(),
    beforeNumber: z.preprocess(blankAsAbsent, entityId().optional()),
    limit: pageSize(pageVersionsMaxLimit, 50),
  }),
  async run(ctx, { pageID, beforeNumber, limit }) {
    const pages = new PageRepository(ctx.em);
    const page = await pages.get(pageID);
    const versions = await pages.versionsOf(page.id, { beforeNumber, limit });
    const authors = await userContacts(
      ctx.em,
      versions.map((version) => version.createdBy),
    );
    return versions.map((version): PageVersionSummaryView => ({
      id: version.id,
      pageID: page.id,
      number: version.number,
      title: version.title,
      createdAt: version.createdAt,
      createdBy: version.createdBy,
      authorName: version.createdBy === null ? null : (authors.get(version.createdBy)?.name ?? null),
      isPublished: page.publishedVersion?.id === version.id,
      hasPublicationRequest: page.openRequest?.version.id === version.id,
    }));
  },
});
