import { textIn, type Block, type BlockImage, type PageTypeConfig } from '@tessera/content-model';
import { cacheKeys, type PublicPageView, type PublicVersionSource } from '@tessera/read-model';
import type { Viewer } from '../context';
import { mayDeletePage, slugLockOf, type SlugLock } from './page-access';
import type { Page, PageVersion, PublicationRequest } from './page.entities';

/** SPEC §4 publication states. */
export type PageStatus = 'concept' | 'published' | 'not-published' | 'publication-requested';

export function statusOf(page: Page): PageStatus {
  if (page.openRequest) return 'publication-requested';
  if (page.publishedVersion) return 'published';
  return page.everPublished ? 'not-published' : 'concept';
}

export interface PageView {
  id: number;
  slug: string;
  locale: string;
  type: string;
  title: string;
  translationGroup: string;
  /** Blocks of the latest version. */
  content: Block[];
  typeData: Record<string, unknown>;
  latestVersionID: number | null;
  publishedVersionID: number | null;
  /** The page's id while it is published, else null (SPEC §3). */
  publishedID: number | null;
  status: PageStatus;
  hasUnpublishedChanges: boolean;
  openRequestID: number | null;
  publishedAt: Date | null;
  createdAt: Date;
  updatedAt: Date;
  createdBy: number | null;
  updatedBy: number | null;
  /** The other pages of the translation group, so the overview and the editor show them without a request per page. */
  translations: PageTranslationView[];
  /** Why the viewer may not change the slug (null: they may), by the rule savePage enforces. */
  slugLock: SlugLock | null;
  /** Whether the viewer may delete the page, by the rule deletePage enforces. */
  mayDelete: boolean;
  /** When the page is scheduled to go live (page-schedule.ts), and the version that will. */
  scheduledPublishAt: Date | null;
  scheduledVersionID: number | null;
  scheduledVersionNumber: number | null;
  /** When the page is scheduled to come off the site. */
  scheduledUnpublishAt: Date | null;
}

/** A sibling page in another locale, as the page overview and the editor's Translations tab show it. */
export interface PageTranslationView {
  pageID: number;
  locale: string;
  slug: string;
  title: string;
  status: PageStatus;
  hasUnpublishedChanges: boolean;
}

export type PageSummaryView = Omit<PageView, 'content' | 'typeData'>;

/** Whether the latest version differs from the published one (or nothing is published yet). */
function hasUnpublishedChanges(page: Page): boolean {
  const latest = page.latestVersion;
  return !!latest && page.publishedVersion?.id !== latest.id;
}

/** A translation as its sibling lists it: enough for a locale, a link and a state badge. */
export function presentTranslation(page: Page): PageTranslationView {
  return { pageID: page.id, locale: page.locale, slug: page.slug, title: page.title, status: statusOf(page), hasUnpublishedChanges: hasUnpublishedChanges(page) };
}

/**
 * A page for lists: no version content is loaded, only the references' ids (and the open request,
 * whose requester decides who may delete). `translations` are the other pages of its translation
 * group (PageRepository.translationsOf loads them for a whole list); `viewer` is who asks.
 */
export function presentPageSummary(page: Page, translations: readonly Page[], viewer: Viewer | null): PageSummaryView {
  const latest = page.latestVersion;
  const published = page.publishedVersion;
  return {
    id: page.id,
    slug: page.slug,
    locale: page.locale,
    type: page.type,
    title: page.title,
    translationGroup: page.translationGroup,
    latestVersionID: latest?.id ?? null,
    publishedVersionID: published?.id ?? null,
    publishedID: published ? page.id : null,
    status: statusOf(page),
    hasUnpublishedChanges: hasUnpublishedChanges(page),
    openRequestID: page.openRequest?.id ?? null,
    publishedAt: page.publishedAt,
    createdAt: page.createdAt,
    updatedAt: page.updatedAt,
    createdBy: page.createdBy,
    updatedBy: page.updatedBy,
    translations: translations.map(presentTranslation),
    slugLock: slugLockOf(viewer, page),
    mayDelete: mayDeletePage(viewer, page),
    scheduledPublishAt: page.scheduledPublishAt,
    scheduledVersionID: page.scheduledVersion?.id ?? null,
    scheduledVersionNumber: page.scheduledVersion?.number ?? null,
    scheduledUnpublishAt: page.scheduledUnpublishAt,
  };
}

/** A page with its latest version's content (the latest version must be loaded). */
export function presentPage(page: Page, translations: readonly Page[], viewer: Viewer | null): PageView {
  return {
    ...presentPageSummary(page, translations, viewer),
    content: page.latestVersion?.blocks ?? [],
    typeData: page.latestVersion?.typeData ?? {},
  };
}

export interface PageVersionView {
  id: number;
  pageID: number;
  number: number;
  basedOn: number | null;
  title: string;
  blocks: Block[];
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string[];
  seoImage: BlockImage[] | null;
  typeData: Record<string, unknown>;
  hasPublicationRequest: boolean;
  createdAt: Date;
  createdBy: number | null;
}

export function presentVersion(version: PageVersion, openRequest: PublicationRequest | null): PageVersionView {
  return {
    id: version.id,
    pageID: version.page.id,
    number: version.number,
    basedOn: version.basedOn,
    title: version.title,
    blocks: version.blocks,
    seoTitle: version.seoTitle,
    seoDescription: version.seoDescription,
    seoKeywords: version.seoKeywords,
    seoImage: version.seoImage,
    typeData: version.typeData,
    hasPublicationRequest: openRequest?.version.id === version.id,
    createdAt: version.createdAt,
    createdBy: version.createdBy,
  };
}

/** What the public view reads of a page (an entity, or the site's read model's row); of its published version, read-model's `PublicVersionSource`. */
export type PublicPageSource = Pick<Page, 'id' | 'slug' | 'type' | 'locale' | 'translationGroup' | 'publishedAt'>;

export function presentPublicPage(page: PublicPageSource, version: PublicVersionSource, pageType: PageTypeConfig | undefined): PublicPageView {
  return {
    slug: page.slug,
    type: page.type,
    locale: page.locale,
    translationsKey: cacheKeys.translations(page.translationGroup),
    pageVersion: {
      pageID: page.id,
      title: version.title,
      seoTitle: version.seoTitle,
      seoDescription: version.seoDescription,
      seoKeywords: version.seoKeywords,
      seoImage: version.seoImage,
      blocks: version.blocks,
      pageType: {
        id: page.type,
        // In the page's language where the type gives it (a content locale like es-es: English).
        label: (pageType && textIn(pageType.label, page.locale)) || page.type,
        header: pageType?.header ?? [],
        footer: pageType?.footer ?? [],
        props: { ...(pageType?.defaultProps ?? {}), ...version.typeData },
      },
      publishedAt: page.publishedAt,
    },
  };
}

export interface PublicationRequestView {
  id: number;
  pageID: number;
  pageTitle: string;
  locale: string;
  versionID: number;
  status: string;
  requestedBy: number | null;
  /** The requester's display name; null when the account is gone (or nobody asked: a system request). */
  requesterName: string | null;
  /** The requester's e-mail for those who review requests; null for others and when the account is gone. */
  requesterEmail: string | null;
  requesterComment: string;
  reviewedBy: number | null;
  reviewerFeedback: string | null;
  createdAt: Date;
  sentAt: Date;
  decidedAt: Date | null;
}

export type RequesterView = Pick<PublicationRequestView, 'requesterName' | 'requesterEmail'>;

export function presentRequest(request: PublicationRequest, requester: RequesterView): PublicationRequestView {
  return {
    ...requester,
    id: request.id,
    pageID: request.page.id,
    pageTitle: request.page.title,
    locale: request.page.locale,
    versionID: request.version.id,
    status: request.status,
    requestedBy: request.requestedBy,
    requesterComment: request.requesterComment,
    reviewedBy: request.reviewedBy,
    reviewerFeedback: request.reviewerFeedback,
    createdAt: request.createdAt,
    sentAt: request.sentAt,
    decidedAt: request.decidedAt,
  };
}

/** A reviewer's rejection as the page's editor screen shows it. */
export interface PageRejectionView {
  requestID: number;
  versionID: number;
  /** Null when the reviewer gave none. */
  feedback: string | null;
  reviewedBy: number | null;
  /** Null when the reviewer's account is gone. */
  reviewerName: string | null;
  rejectedAt: Date;
}

export function presentRejection(request: PublicationRequest, reviewerName: string | null): PageRejectionView {
  return {
    requestID: request.id,
    versionID: request.version.id,
    feedback: request.reviewerFeedback || null,
    reviewedBy: request.reviewedBy,
    reviewerName,
    rejectedAt: request.decidedAt!,
  };
}
