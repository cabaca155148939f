import { z } from 'zod';
import { hasPermission } from '../../auth/authorize';
import type { PageTypeConfig } from '@tessera/content-model';
import type { Ctx } from '../../context';
import { inTransaction, type TxCtx } from '../../db/unit-of-work';
import { CodedError, isCodedError, refusedUnder, type ErrorEntry } from '../../errors/coded-error';
import { defineOperation } from '../../operations/define-operation';
import { pageTagIdsInput, replacePageTags } from '../../tags/page-tags';
import { entityId, flag } from '../../validation/parse-input';
import { validContent, normalizeSlug, pageTypeOf, requestCommentInput, requireComplete, slugInput, versionContentInput, versionReadBackRefusals } from '../page-rules';
import { changeSlug } from '../page-slug-change';
import { PageRepository } from '../page.repository';
import type { Page } from '../page.entities';
import { publicationSteps, publishLatest, requestPublication, unpublish, type PublicationStep } from '../publication';
import { requireLatest, storeContent, type ValidContent } from '../store-on-top';

const commitInput = z
  .object({
    id: entityId(),
    /** The version the editor opened: the edit goes on top of it, or nowhere (PM_02). */
    versionId: entityId(),
    /** The new version's content; left out or null when the content did not change. */
    version: versionContentInput.nullish(),
    /** The new slug; left out or null when it did not change. */
    slug: slugInput().nullish(),
    shouldUpdateLinks: flag(false),
    /** Exactly the tags the page is to carry; left out or null when they did not change. */
    tagIds: pageTagIdsInput().nullish(),
    publication: z
      .enum(publicationSteps, { message: 'V_12' })
      .nullish()
      .transform((step) => step ?? 'none'),
    /** The request's comment for the reviewers: only with `request`. */
    comment: requestCommentInput(),
  })
  .strict()
  .superRefine((input, context) => {
    if (input.comment && input.publication !== 'request') context.addIssue({ code: 'custom', message: 'V_12', path: ['comment'] });
  });

type CommitInput = z.output<typeof commitInput>;

/** Publishing and unpublishing need publish-page, as publishPage and unpublishPage do. */
function requireStepAllowed(ctx: Ctx, step: PublicationStep): void {
  if ((step === 'publish' || step === 'unpublish') && !hasPermission(ctx.viewer, 'publish-page')) throw new CodedError('UM_01', 'publication');
}

/**
 * The edit's own values against the page type, every problem at once (nothing is read for it):
 * the content as a store checks it, its problems named under `version.`; the slug's form (the
 * page's own slug is kept as it is, as savePage keeps it).
 */
async function checkEdit(ctx: Ctx, pageType: PageTypeConfig, currentSlug: string, input: CommitInput): Promise<{ content: ValidContent | null; slug: string | null }> {
  const problems: ErrorEntry[] = [];
  const checked = async <T>(work: () => Promise<T>): Promise<T | null> => {
    try {
      return await work();
    } catch (error) {
      if (!isCodedError(error)) throw error;
      problems.push(...error.errors);
      return null;
    }
  };
  const { version, slug } = input;
  const content = version ? await checked(() => refusedUnder('version', () => validContent(ctx, pageType, version))) : null;
  const normalized = slug ? await checked(async () => normalizeSlug(slug, pageType, { current: currentSlug })) : null;
  if (problems.length > 0) throw new CodedError(problems);
  return { content, slug: normalized };
}

/**
 * The publication step, on the page as the edit left it. A version that goes live or up for
 * review must pass the full check; its problems are the editor's fields, so they are named under
 * `version.` like the content's.
 */
async function takePublicationStep(tx: TxCtx, page: Page, step: PublicationStep, comment: string): Promise<number | undefined> {
  const latest = page.latestVersion;
  if (latest && (step === 'publish' || step === 'request')) await refusedUnder('version', () => requireComplete(tx, page, latest));
  if (step === 'publish') await publishLatest(tx, page);
  if (step === 'unpublish') await unpublish(tx, page);
  if (step === 'request') return (await requestPublication(tx, page, comment)).id;
  return undefined;
}

/**
 * What one button of the editor's save bar does, in one unit of work (POST page/{id}/commit):
 * store the new version on top of the one the editor opened, change the slug and the tags, then
 * publish, unpublish or request publication. Each part runs the rules of the operation that does
 * it alone (storeVersion, savePage, setPageTags, publishPage, unpublishPage, requestPublication),
 * with its permission: a refused part refuses the whole, and nothing is stored, moved, published,
 * raised or mailed.
 */
export const commitPageEdit = defineOperation({
  name: 'commitPageEdit',
  access: 'signed-in',
  tokens: ['create-page'],
  input: commitInput,
  async run(ctx, input) {
    requireStepAllowed(ctx, input.publication);
    const opened = await new PageRepository(ctx.em).get(input.id);
    const edit = await checkEdit(ctx, pageTypeOf(ctx, opened.type), opened.slug, input);
    return inTransaction(ctx, async (tx) => {
      const page = await new PageRepository(tx.em).getForUpdate(input.id);
      requireLatest(page, input.versionId);
      // A version posted back as it was read must be the one opened (as a store requires).
      const readBack = input.version ? versionReadBackRefusals(input.version, page.latestVersion!) : [];
      if (readBack.length > 0) throw new CodedError(readBack.map((entry) => ({ ...entry, property: `version.${entry.property}` })));
      const { content } = edit;
      if (content) await refusedUnder('version', () => storeContent(tx, page, content));
      const moved = edit.slug ? await changeSlug(tx, page, { slug: edit.slug, shouldUpdateLinks: input.shouldUpdateLinks }) : null;
      if (input.tagIds) await replacePageTags(tx, page, input.tagIds);
      const requestID = await takePublicationStep(tx, page, input.publication, input.comment);
      return {
        pageID: page.id,
        pageVersionID: page.latestVersion?.id,
        publishedVersionID: page.publishedVersion?.id ?? null,
        publishedID: page.publishedVersion ? page.id : null,
        requestID,
        slug: page.slug,
        linksUpdated: moved?.linksUpdated ?? 0,
      };
    });
  },
});
