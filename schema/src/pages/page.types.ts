import { GraphQLDateTimeISO, GraphQLJSON, GraphQLJSONObject } from 'graphql-scalars';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { publicationSteps, type PublicationStep } from './publication';

@ObjectType('PageTranslation', { description: 'Another page of the same translation group.' })
export class PageTranslationType {
  @Field(() => Int) pageID!: number;
  @Field() locale!: string;
  @Field() slug!: string;
  @Field() title!: string;
  @Field({ description: 'concept, published, not-published or publication-requested' }) status!: string;
  @Field() hasUnpublishedChanges!: boolean;
}

@ObjectType('Page')
export class PageType {
  @Field(() => Int) id!: number;
  @Field() slug!: string;
  @Field() locale!: string;
  @Field() type!: string;
  @Field() title!: string;
  @Field() translationGroup!: string;
  @Field(() => GraphQLJSON, { nullable: true, description: 'Blocks of the latest version (not filled in lists).' }) content?: unknown;
  @Field(() => GraphQLJSONObject, { nullable: true }) typeData?: Record<string, unknown>;
  @Field(() => Int, { nullable: true }) latestVersionID!: number | null;
  @Field(() => Int, { nullable: true }) publishedVersionID!: number | null;
  @Field(() => Int, { nullable: true }) publishedID!: number | null;
  @Field({ description: 'concept, published, not-published or publication-requested' }) status!: string;
  @Field() hasUnpublishedChanges!: boolean;
  @Field(() => Int, { nullable: true }) openRequestID!: number | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) publishedAt!: Date | null;
  @Field(() => GraphQLDateTimeISO) createdAt!: Date;
  @Field(() => GraphQLDateTimeISO) updatedAt!: Date;
  @Field(() => Int, { nullable: true }) createdBy!: number | null;
  @Field(() => Int, { nullable: true }) updatedBy!: number | null;
  @Field(() => [PageTranslationType], { description: 'The other pages of the translation group, in locale order.' }) translations!: PageTranslationType[];
  @Field(() => String, {
    nullable: true,
    description: 'Why the viewer may not change the slug: fixed (the home and 404 pages keep theirs) or publish-page (the page is on the site); null when they may.',
  })
  slugLock!: string | null;
  @Field({ description: 'Whether the viewer may delete the page: a live page needs publish-page, one up for review its requester or a reviewer.' }) mayDelete!: boolean;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When the page is scheduled to go live; null when it is not.' }) scheduledPublishAt!: Date | null;
  @Field(() => Int, { nullable: true, description: 'The version that goes live then: the latest when it was scheduled.' }) scheduledVersionID!: number | null;
  @Field(() => Int, { nullable: true, description: 'That version’s number.' }) scheduledVersionNumber!: number | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true, description: 'When the page is scheduled to come off the site; null when it is not.' }) scheduledUnpublishAt!: Date | null;
}

@ObjectType('PageList')
export class PageListType {
  @Field(() => [PageType]) items!: PageType[];
  @Field(() => Int) totalItems!: number;
}

@ObjectType('PageVersion')
export class PageVersionType {
  @Field(() => Int) id!: number;
  @Field(() => Int) pageID!: number;
  @Field(() => Int) number!: number;
  @Field(() => Int, { nullable: true }) basedOn!: number | null;
  @Field() title!: string;
  @Field(() => GraphQLJSON) blocks!: unknown;
  @Field(() => String, { nullable: true }) seoTitle!: string | null;
  @Field(() => String, { nullable: true }) seoDescription!: string | null;
  @Field(() => [String]) seoKeywords!: string[];
  @Field(() => GraphQLJSON, { nullable: true }) seoImage!: unknown;
  @Field(() => GraphQLJSONObject) typeData!: Record<string, unknown>;
  @Field() hasPublicationRequest!: boolean;
  @Field(() => GraphQLDateTimeISO) createdAt!: Date;
  @Field(() => Int, { nullable: true }) createdBy!: number | null;
}

@ObjectType('PageVersionSummary', { description: 'One version in a page’s history, without its content.' })
export class PageVersionSummaryType {
  @Field(() => Int) id!: number;
  @Field(() => Int) pageID!: number;
  @Field(() => Int) number!: number;
  @Field() title!: string;
  @Field(() => GraphQLDateTimeISO) createdAt!: Date;
  @Field(() => Int, { nullable: true }) createdBy!: number | null;
  @Field(() => String, { nullable: true, description: 'The author’s display name; null for a system store or a removed account.' }) authorName!: string | null;
  @Field() isPublished!: boolean;
  @Field() hasPublicationRequest!: boolean;
}

@ObjectType('PageChange', { description: 'What a page operation changed.' })
export class PageChangeType {
  @Field(() => Int) pageID!: number;
  @Field(() => Int, { nullable: true }) pageVersionID?: number;
  @Field(() => Int, { nullable: true }) publishedVersionID?: number | null;
  @Field(() => Int, { nullable: true }) publishedID?: number | null;
  @Field(() => Int, { nullable: true }) requestID?: number;
  @Field(() => String, { nullable: true }) slug?: string;
  @Field(() => Int, { nullable: true }) linksUpdated?: number;
}

@ObjectType('PublicationRequest')
export class PublicationRequestType {
  @Field(() => Int) id!: number;
  @Field(() => Int) pageID!: number;
  @Field() pageTitle!: string;
  @Field() locale!: string;
  @Field(() => Int) versionID!: number;
  @Field({ description: 'open, accepted, rejected or revoked' }) status!: string;
  @Field(() => Int, { nullable: true }) requestedBy!: number | null;
  @Field(() => String, { nullable: true, description: 'The requester’s name; null when the account is gone.' }) requesterName!: string | null;
  @Field(() => String, { nullable: true, description: 'The requester’s e-mail, for those who review requests (review-publication); null otherwise or when the account is gone.' })
  requesterEmail!: string | null;
  @Field() requesterComment!: string;
  @Field(() => Int, { nullable: true }) reviewedBy!: number | null;
  @Field(() => String, { nullable: true }) reviewerFeedback!: string | null;
  @Field(() => GraphQLDateTimeISO) createdAt!: Date;
  @Field(() => GraphQLDateTimeISO) sentAt!: Date;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) decidedAt!: Date | null;
}

@ObjectType('PageRejection', { description: 'A reviewer’s rejection of the page’s latest publication request.' })
export class PageRejectionType {
  @Field(() => Int) requestID!: number;
  @Field(() => Int, { description: 'The version that was up for review.' }) versionID!: number;
  @Field(() => String, { nullable: true, description: 'Null when the reviewer gave none.' }) feedback!: string | null;
  @Field(() => Int, { nullable: true }) reviewedBy!: number | null;
  @Field(() => String, { nullable: true, description: 'Null when the reviewer’s account is gone.' }) reviewerName!: string | null;
  @Field(() => GraphQLDateTimeISO) rejectedAt!: Date;
}

@ObjectType('PublicPageType')
export class PublicPageTypeType {
  @Field() id!: string;
  @Field() label!: string;
  @Field(() => [String]) header!: readonly string[];
  @Field(() => [String]) footer!: readonly string[];
  @Field(() => GraphQLJSONObject) props!: Record<string, unknown>;
}

@ObjectType('PublicPageVersion')
export class PublicPageVersionType {
  @Field(() => Int) pageID!: number;
  @Field() title!: string;
  @Field(() => String, { nullable: true }) seoTitle!: string | null;
  @Field(() => String, { nullable: true }) seoDescription!: string | null;
  @Field(() => [String]) seoKeywords!: string[];
  @Field(() => GraphQLJSON, { nullable: true }) seoImage!: unknown;
  @Field(() => GraphQLJSON) blocks!: unknown;
  @Field(() => PublicPageTypeType) pageType!: PublicPageTypeType;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) publishedAt!: Date | null;
}

@ObjectType('PublicPage')
export class PublicPageType {
  @Field() slug!: string;
  @Field() type!: string;
  @Field() locale!: string;
  @Field({ description: 'The surrogate key naming the page and its translations (an opaque digest; caches purge by it when a translation changes).' })
  translationsKey!: string;
  @Field(() => PublicPageVersionType) pageVersion!: PublicPageVersionType;
}

@ObjectType('PageBySlug', { description: 'status 200 (page), 404 (the locale’s 404 page) or 301 (redirect to the renamed page).' })
export class PageBySlugType {
  @Field(() => Int) status!: number;
  @Field(() => PublicPageType, { nullable: true }) page?: PublicPageType;
  @Field(() => String, { nullable: true }) redirect?: string;
}

@ObjectType('PublishedPageSummary')
export class PublishedPageSummaryType {
  @Field(() => Int) pageID!: number;
  @Field() slug!: string;
  @Field() locale!: string;
  @Field() type!: string;
  @Field() title!: string;
  @Field(() => String, { nullable: true }) seoDescription!: string | null;
  @Field(() => GraphQLJSON, { nullable: true }) seoImage!: unknown;
  @Field(() => GraphQLJSONObject) typeData!: Record<string, unknown>;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) publishedAt!: Date | null;
}

@ObjectType('SiblingSlug')
export class SiblingSlugType {
  @Field(() => Int) pageID!: number;
  @Field() locale!: string;
  @Field() slug!: string;
  @Field({ description: 'Where the locale switch goes: /{slug} for the default locale, /{locale}/{slug} otherwise.' }) path!: string;
}

/** One URL of the sitemap: a published page and its published translations (hreflang alternates). */
@ObjectType('SitemapPage')
export class SitemapPageType {
  @Field(() => Int) pageID!: number;
  @Field() locale!: string;
  @Field() slug!: string;
  @Field({ description: 'The public path: /{slug} for the default locale, /{locale}/{slug} otherwise.' }) path!: string;
  @Field(() => GraphQLDateTimeISO) updatedAt!: Date;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) publishedAt!: Date | null;
  @Field(() => [SiblingSlugType], { description: 'Published translations, the page itself included.' }) alternates!: SiblingSlugType[];
}

@ObjectType('SlugAvailability')
export class SlugAvailabilityType {
  @Field() available!: boolean;
  @Field() valid!: boolean;
}

@InputType('CreatePageInput')
export class CreatePageInput {
  @Field() title!: string;
  @Field() slug!: string;
  @Field() type!: string;
  @Field() locale!: string;
  @Field(() => GraphQLJSON, { nullable: true, description: 'Blocks to start with instead of the type’s initial blocks.' }) content?: unknown;
  @Field(() => GraphQLJSONObject, { nullable: true }) typeData?: Record<string, unknown>;
}

@InputType('PageContentInput', { description: 'The editable content of a version: what a store sends.' })
export class PageContentInput {
  @Field() title!: string;
  @Field(() => GraphQLJSON) blocks!: unknown;
  @Field(() => String, { nullable: true }) seoTitle?: string | null;
  @Field(() => String, { nullable: true }) seoDescription?: string | null;
  @Field(() => [String], { nullable: true }) seoKeywords?: string[];
  @Field(() => GraphQLJSON, { nullable: true, description: 'null, [] or [image]' }) seoImage?: unknown;
  @Field(() => GraphQLJSONObject, { nullable: true }) typeData?: Record<string, unknown>;
}

@InputType('StoreVersionInput')
export class StoreVersionInput extends PageContentInput {
  @Field(() => Int, { description: 'The version the editor opened; a store on top of a stale one fails with PM_02.' }) versionId!: number;
}

export const PublicationStepEnum = Object.fromEntries(publicationSteps.map((step) => [step, step])) as { [S in PublicationStep]: S };
registerEnumType(PublicationStepEnum, {
  name: 'PublicationStep',
  description: 'What an edit does to the page’s publication after its version and settings: none, publish, unpublish or request (publication, with a comment).',
});

@InputType('CommitPageEditInput', { description: 'What one button of the editor does, in one transaction: every part is optional but the page and the version the editor opened.' })
export class CommitPageEditInput {
  @Field(() => Int, { description: 'The page.' }) id!: number;
  @Field(() => Int, { description: 'The version the editor opened; when it is no longer the latest, PM_02 and nothing changes.' }) versionId!: number;
  @Field(() => PageContentInput, { nullable: true, description: 'The new version’s content; null when it did not change. Its problems are named under `version.`.' }) version?: PageContentInput | null;
  @Field(() => String, { nullable: true, description: 'The new slug; null when it did not change.' }) slug?: string | null;
  @Field(() => Boolean, { nullable: true, description: 'Rewrite links in other pages to the new slug.' }) shouldUpdateLinks?: boolean | null;
  @Field(() => [Int], { nullable: true, description: 'Exactly the tags the page is to carry; null when they did not change.' }) tagIds?: number[] | null;
  @Field(() => PublicationStepEnum, { nullable: true, description: 'none when null.' }) publication?: PublicationStep | null;
  @Field(() => String, { nullable: true, description: 'The request’s comment for the reviewers (with publication request only).' }) comment?: string | null;
}

@InputType('PageListQuery')
export class PageListQuery {
  @Field(() => String, { nullable: true }) type?: string;
  @Field(() => String, { nullable: true }) locale?: string;
  @Field(() => Int, { nullable: true }) pageIndex?: number;
  @Field(() => Int, { nullable: true }) pageSize?: number;
  @Field(() => String, { nullable: true }) searchTerm?: string;
  @Field(() => String, { nullable: true, description: 'updatedAt, createdAt, title or slug' }) columnToSort?: string;
  @Field(() => String, { nullable: true, description: 'asc or desc' }) sortOrder?: string;
  @Field(() => String, { nullable: true, description: 'editor (mine), concept, publish-request or scheduled' }) filter?: string;
}

@ObjectType('PageSchedule', { description: 'A page’s schedule after schedulePage.' })
export class PageScheduleType {
  @Field(() => Int) pageID!: number;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) scheduledPublishAt!: Date | null;
  @Field(() => GraphQLDateTimeISO, { nullable: true }) scheduledUnpublishAt!: Date | null;
  @Field(() => Int, { nullable: true, description: 'The version that goes live at scheduledPublishAt.' }) scheduledVersionID!: number | null;
  @Field(() => Int, { nullable: true }) scheduledVersionNumber!: number | null;
}
