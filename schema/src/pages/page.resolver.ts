import { GraphQLJSON } from 'graphql-scalars';
import { Arg, Ctx, Extensions, Int, Mutation, Query, Resolver } from 'type-graphql';
import { fieldCosts } from '../graphql/field-costs';
import type { Ctx as Context } from '../context';
import { acceptPublication } from './operations/accept-publication';
import { anchorAvailable } from './operations/anchor-available';
import { commitPageEdit } from './operations/commit-page-edit';
import { createPage } from './operations/create-page';
import { createTranslation } from './operations/create-translation';
import { PageVersionComparisonType } from './compare.types';
import { comparePageVersions } from './operations/compare-page-versions';
import { deletePage } from './operations/delete-page';
import { duplicatePage } from './operations/duplicate-page';
import { fetchRequestComment } from './operations/fetch-request-comment';
import { fetchVersion } from './operations/fetch-version';
import { getPage } from './operations/get-page';
import { getPageBySlug } from './operations/get-page-by-slug';
import { getPageRejection } from './operations/get-page-rejection';
import { getPages } from './operations/get-pages';
import { getPublishedPages } from './operations/get-published-pages';
import { getSiblingSlugs } from './operations/get-sibling-slugs';
import { getSitemapPages } from './operations/get-sitemap-pages';
import { listPageVersions } from './operations/list-page-versions';
import { listPages } from './operations/list-pages';
import { pageVersionChecks } from './operations/page-version-checks';
import { listPublicationRequests } from './operations/list-publication-requests';
import { publishPage } from './operations/publish-page';
import { rejectPublication } from './operations/reject-publication';
import { requestPublication } from './operations/request-publication';
import { resendPublicationRequest } from './operations/resend-publication-request';
import { revokePublicationRequest } from './operations/revoke-publication-request';
import { savePage } from './operations/save-page';
import { schedulePage } from './operations/schedule-page';
import { searchPages } from './operations/search-pages';
import { slugAvailable } from './operations/slug-available';
import { storeAndPublish } from './operations/store-and-publish';
import { storeAndUnpublish } from './operations/store-and-unpublish';
import { storeVersion } from './operations/store-version';
import { unpublishPage } from './operations/unpublish-page';
import {
  CommitPageEditInput,
  CreatePageInput,
  PageBySlugType,
  PageChangeType,
  PageListQuery,
  PageListType,
  PageRejectionType,
  PageScheduleType,
  PageType,
  PageVersionSummaryType,
  PageVersionType,
  PublicationRequestType,
  PublishedPageSummaryType,
  SiblingSlugType,
  SitemapPageType,
  SlugAvailabilityType,
  StoreVersionInput,
} from './page.types';
import { PageVersionChecksType } from './page-checks.types';

@Resolver()
export class PageResolver {
  @Query(() => PageType)
  page(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<PageType> {
    return getPage(ctx, { id });
  }

  @Query(() => [PageType])
  pagesByIds(@Arg('pageIDs', () => [Int]) pageIDs: number[], @Arg('locale', () => String, { nullable: true }) locale: string | null, @Ctx() ctx: Context): Promise<PageType[]> {
    return getPages(ctx, { pageIDs, locale });
  }

  @Query(() => PageListType)
  pages(@Arg('query', () => PageListQuery, { nullable: true }) query: PageListQuery | undefined, @Ctx() ctx: Context): Promise<PageListType> {
    return listPages(ctx, query ?? {});
  }

  @Query(() => [PageType])
  searchPages(@Arg('searchTerm') searchTerm: string, @Arg('locale', () => String, { nullable: true }) locale: string | null, @Ctx() ctx: Context): Promise<PageType[]> {
    return searchPages(ctx, { searchTerm, locale });
  }

  @Query(() => PageVersionType)
  pageVersion(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<PageVersionType> {
    return fetchVersion(ctx, { versionId: id });
  }

  @Query(() => PageVersionChecksType, { description: 'Content checks of a version before publishing: warnings by block and on the page; they never refuse a publication.' })
  @Extensions({ cost: fieldCosts.contentChecks })
  pageVersionChecks(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<PageVersionChecksType> {
    return pageVersionChecks(ctx, { versionId: id });
  }

  @Query(() => [PageVersionSummaryType], {
    description:
      'The version history of a page, newest first: `limit` versions (50 unless given, at most 100), those numbered below `beforeNumber` when given (the next page passes the last number it got; numbers run 1…n).',
  })
  pageVersions(
    @Arg('pageID', () => Int) pageID: number,
    @Arg('beforeNumber', () => Int, { nullable: true }) beforeNumber: number | null,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Ctx() ctx: Context,
  ): Promise<PageVersionSummaryType[]> {
    return listPageVersions(ctx, { pageID, beforeNumber, limit });
  }

  @Query(() => PageVersionComparisonType, {
    description:
      'What changed between two versions of a page (GET page/{id}/compare?from=&to=). Without `from`: since the version last published (`from` null when never published: everything added).',
  })
  @Extensions({ cost: fieldCosts.versionComparison })
  comparePageVersions(
    @Arg('pageID', () => Int) pageID: number,
    @Arg('from', () => Int, { nullable: true }) from: number | null,
    @Arg('to', () => Int) to: number,
    @Ctx() ctx: Context,
  ): Promise<PageVersionComparisonType> {
    return comparePageVersions(ctx, { pageID, from, to });
  }

  @Query(() => SlugAvailabilityType)
  slugAvailable(@Arg('slug') slug: string, @Arg('locale') locale: string, @Arg('pageID', () => Int, { nullable: true }) pageID: number | null, @Ctx() ctx: Context): Promise<SlugAvailabilityType> {
    return slugAvailable(ctx, { slug, locale, pageID: pageID ?? undefined });
  }

  @Query(() => Boolean, { description: 'True when free; V_18 when another block has it.' })
  async anchorAvailable(
    @Arg('anchorName') anchorName: string,
    @Arg('blockKey', () => String, { nullable: true }) blockKey: string | null,
    @Arg('pageVersionBlocks', () => GraphQLJSON) pageVersionBlocks: unknown,
    @Ctx() ctx: Context,
  ) {
    return (await anchorAvailable(ctx, { anchorName, blockKey, pageVersionBlocks })).available;
  }

  @Query(() => [PublicationRequestType])
  publicationRequests(@Ctx() ctx: Context): Promise<PublicationRequestType[]> {
    return listPublicationRequests(ctx, {});
  }

  @Query(() => PublicationRequestType)
  publicationRequestComment(@Arg('versionId', () => Int) versionId: number, @Ctx() ctx: Context): Promise<PublicationRequestType> {
    return fetchRequestComment(ctx, { versionId });
  }

  @Query(() => PageRejectionType, { nullable: true, description: 'The rejection of the page’s latest publication request, until the page is requested again or published; null when there is none.' })
  pageRejection(@Arg('pageID', () => Int) pageID: number, @Ctx() ctx: Context): Promise<PageRejectionType | null> {
    return getPageRejection(ctx, { pageID });
  }

  @Query(() => PageBySlugType, { description: 'A published page by public path (public).' })
  pageBySlug(@Arg('slug') slug: string, @Ctx() ctx: Context): Promise<PageBySlugType> {
    return getPageBySlug(ctx, { slug });
  }

  @Query(() => [PublishedPageSummaryType], { description: 'Published pages of a type in a locale (public).' })
  publishedPages(
    @Arg('type') type: string,
    @Arg('locale') locale: string,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Ctx() ctx: Context,
  ): Promise<PublishedPageSummaryType[]> {
    return getPublishedPages(ctx, { type, locale, limit: limit ?? undefined });
  }

  @Query(() => [SiblingSlugType], { description: 'Published translations of a page (public).' })
  siblingSlugs(@Arg('pageID', () => Int) pageID: number, @Ctx() ctx: Context): Promise<SiblingSlugType[]> {
    return getSiblingSlugs(ctx, { pageID });
  }

  @Query(() => [SitemapPageType], { description: 'Published pages of every locale in id order after afterId, at most limit (1–5,000; public).' })
  sitemapPages(
    @Arg('afterId', () => Int, { nullable: true }) afterId: number | null,
    @Arg('limit', () => Int, { nullable: true }) limit: number | null,
    @Ctx() ctx: Context,
  ): Promise<SitemapPageType[]> {
    return getSitemapPages(ctx, { afterId: afterId ?? undefined, limit: limit ?? undefined });
  }

  @Mutation(() => PageChangeType)
  @Extensions({ cost: fieldCosts.pageContent })
  createPage(@Arg('input', () => CreatePageInput) input: CreatePageInput, @Ctx() ctx: Context): Promise<PageChangeType> {
    return createPage(ctx, input);
  }

  @Mutation(() => PageChangeType)
  @Extensions({ cost: fieldCosts.pageContent })
  storeVersion(@Arg('input', () => StoreVersionInput) input: StoreVersionInput, @Ctx() ctx: Context): Promise<PageChangeType> {
    return storeVersion(ctx, input);
  }

  @Mutation(() => PageChangeType)
  @Extensions({ cost: fieldCosts.pageContent })
  storeAndPublish(@Arg('input', () => StoreVersionInput) input: StoreVersionInput, @Ctx() ctx: Context): Promise<PageChangeType> {
    return storeAndPublish(ctx, input);
  }

  @Mutation(() => PageChangeType)
  @Extensions({ cost: fieldCosts.pageContent })
  storeAndUnpublish(@Arg('input', () => StoreVersionInput) input: StoreVersionInput, @Ctx() ctx: Context): Promise<PageChangeType> {
    return storeAndUnpublish(ctx, input);
  }

  @Mutation(() => PageChangeType, { description: 'Stores, changes the slug and tags, and publishes, unpublishes or requests publication, in one transaction: a refused part changes nothing.' })
  @Extensions({ cost: fieldCosts.pageContent })
  commitPageEdit(@Arg('input', () => CommitPageEditInput) input: CommitPageEditInput, @Ctx() ctx: Context): Promise<PageChangeType> {
    return commitPageEdit(ctx, input);
  }

  @Mutation(() => PageChangeType, { description: 'Changes the slug; the old one redirects.' })
  savePage(@Arg('id', () => Int) id: number, @Arg('slug') slug: string, @Arg('shouldUpdateLinks', { defaultValue: false }) shouldUpdateLinks: boolean, @Ctx() ctx: Context): Promise<PageChangeType> {
    return savePage(ctx, { id, slug, shouldUpdateLinks });
  }

  @Mutation(() => PageChangeType)
  publishPage(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<PageChangeType> {
    return publishPage(ctx, { id });
  }

  @Mutation(() => PageChangeType)
  unpublishPage(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<PageChangeType> {
    return unpublishPage(ctx, { id });
  }

  @Mutation(() => PageScheduleType, { description: 'Schedules the page’s publication (of its latest version) and/or unpublication: ISO 8601 times with offset; null clears.' })
  schedulePage(
    @Arg('id', () => Int) id: number,
    @Arg('publishAt', () => String, { nullable: true }) publishAt: string | null,
    @Arg('unpublishAt', () => String, { nullable: true }) unpublishAt: string | null,
    @Ctx() ctx: Context,
  ): Promise<PageScheduleType> {
    return schedulePage(ctx, { id, publishAt, unpublishAt });
  }

  @Mutation(() => PageChangeType)
  requestPublication(@Arg('id', () => Int) id: number, @Arg('comment', () => String, { nullable: true }) comment: string | null, @Ctx() ctx: Context): Promise<PageChangeType> {
    return requestPublication(ctx, { id, comment: comment ?? '' });
  }

  @Mutation(() => PageChangeType)
  resendPublicationRequest(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<PageChangeType> {
    return resendPublicationRequest(ctx, { id });
  }

  @Mutation(() => PageChangeType)
  revokePublicationRequest(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<PageChangeType> {
    return revokePublicationRequest(ctx, { id });
  }

  @Mutation(() => PageChangeType)
  acceptPublication(@Arg('versionId', () => Int) versionId: number, @Arg('feedback', () => String, { nullable: true }) feedback: string | null, @Ctx() ctx: Context): Promise<PageChangeType> {
    return acceptPublication(ctx, { versionId, feedback });
  }

  @Mutation(() => PageChangeType)
  rejectPublication(@Arg('versionId', () => Int) versionId: number, @Arg('feedback', () => String, { nullable: true }) feedback: string | null, @Ctx() ctx: Context): Promise<PageChangeType> {
    return rejectPublication(ctx, { versionId, feedback });
  }

  @Mutation(() => PageChangeType)
  deletePage(@Arg('id', () => Int) id: number, @Ctx() ctx: Context): Promise<PageChangeType> {
    return deletePage(ctx, { id });
  }

  @Mutation(() => PageChangeType)
  duplicatePage(@Arg('pageID', () => Int) pageID: number, @Arg('locale') locale: string, @Arg('title') title: string, @Arg('slug') slug: string, @Ctx() ctx: Context): Promise<PageChangeType> {
    return duplicatePage(ctx, { pageID, locale, title, slug });
  }

  @Mutation(() => PageChangeType)
  createTranslation(
    @Arg('pageID', () => Int) pageID: number,
    @Arg('newLocale') newLocale: string,
    @Arg('title') title: string,
    @Arg('slug', () => String, { nullable: true }) slug: string | null,
    @Ctx() ctx: Context,
  ) {
    return createTranslation(ctx, { pageID, newLocale, title, slug });
  }
}
