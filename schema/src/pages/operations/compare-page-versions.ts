import type { EntityManager } from '@mikro-orm/postgresql';
import { diffVersions, type VersionDiff } from '@tessera/content-model';
import { z } from 'zod';
import { latestAuditDetails } from '../../audit/audit-trail';
import type { Ctx } from '../../context';
import { CodedError } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { blankAsAbsent, entityId } from '../../validation/parse-input';
import { type Page, PageVersion } from '../page.entities';
import { PageRepository } from '../page.repository';

/** Which version a side of a comparison is. */
export interface ComparedVersionView {
  id: number;
  number: number;
  title: string;
  createdAt: Date;
}

export interface PageVersionComparisonView extends VersionDiff {
  pageID: number;
  /** null: nothing to compare with (no `from` given and the page has no published version): everything is added. */
  from: ComparedVersionView | null;
  to: ComparedVersionView;
}

/** Comparisons one user may have under way at once (aliases and parallel requests alike); one more is refused with G_02. */
export const comparisonsPerUser = 2;

const compared = (version: PageVersion): ComparedVersionView => ({ id: version.id, number: version.number, title: version.title, createdAt: version.createdAt });

/** A version of this page, PM_01 when there is none with the id, V_12 when it is another page's. */
async function versionOf(em: EntityManager, page: Page, id: number, property: 'from' | 'to'): Promise<PageVersion> {
  const version = await em.findOne(PageVersion, { id });
  if (!version) throw new CodedError('PM_01', property);
  if (version.page.id !== page.id) throw new CodedError('V_12', property);
  return version;
}

/**
 * The version that is live, or the one that last was: a publication request takes the page off
 * the site (SPEC §4) and the audit trail keeps the number it was published with.
 */
async function lastPublishedVersion(em: EntityManager, page: Page): Promise<PageVersion | null> {
  if (page.publishedVersion) return page.publishedVersion;
  if (!page.everPublished) return null;
  const details = await latestAuditDetails(em, { type: 'page', id: page.id }, ['page.published', 'page.publication-accepted']);
  const number = details?.version;
  return typeof number === 'number' ? em.findOne(PageVersion, { page: page.id, number }) : null;
}

/**
 * What changed between two versions of a page (GET page/{id}/compare?from=&to=): blocks matched
 * by key, their fields by the block type's schema, rich text word by word, SEO and settings.
 * Without `from`, the comparison is with the version last published (nothing when never
 * published: everything is added), which is what a reviewer of a request wants to see. Whoever
 * may read the page's history may compare its versions. A comparison of two whole pages at the
 * limits costs some 230 ms of CPU: at most `comparisonsPerUser` run at once per user, and a
 * GraphQL request counts each at `fieldCosts.versionComparison`.
 */
export const comparePageVersions = defineOperation({
  name: 'comparePageVersions',
  access: 'signed-in',
  tokens: ['create-page'],
  input: z.object({
    pageID: entityId(),
    from: z.preprocess(blankAsAbsent, entityId().optional()),
    to: entityId(),
  }),
  run: (ctx, input) => ctx.services.workSlots.run('version-comparison', ctx.viewer!.id, comparisonsPerUser, () => compare(ctx, input)),
});

async function compare(ctx: Ctx, { pageID, from, to }: { pageID: number; from?: number; to: number }): Promise<PageVersionComparisonView> {
  const page = await new PageRepository(ctx.em).get(pageID);
  const toVersion = await versionOf(ctx.em, page, to, 'to');
  const fromVersion = from === undefined ? await lastPublishedVersion(ctx.em, page) : await versionOf(ctx.em, page, from, 'from');
  const { blockTypes, pageTypes } = ctx.services.config;
  const typeDataFields = pageTypes.find((type) => type.id === page.type)?.fields;
  const diff = diffVersions(fromVersion, toVersion, { blockTypes, typeDataFields });
  return { pageID: page.id, from: fromVersion && compared(fromVersion), to: compared(toVersion), ...diff };
}
