/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { TypedDocumentNode as DocumentNode } from '@graphql-typed-document-node/core';
/** What a block did between two versions; moved: its place among the others changed (its fields may have changed too). */
export type BlockChangeStatus =
  | 'added'
  | 'changed'
  | 'moved'
  | 'removed'
  | 'unchanged';

/** What one button of the editor does, in one transaction: every part is optional but the page and the version the editor opened. */
export type CommitPageEditInput = {
  /** The request’s comment for the reviewers (with publication request only). */
  comment?: string | null | undefined;
  /** The page. */
  id: number;
  /** none when null. */
  publication?: PublicationStep | null | undefined;
  /** Rewrite links in other pages to the new slug. */
  shouldUpdateLinks?: boolean | null | undefined;
  /** The new slug; null when it did not change. */
  slug?: string | null | undefined;
  /** Exactly the tags the page is to carry; null when they did not change. */
  tagIds?: Array<number> | null | undefined;
  /** The new version’s content; null when it did not change. Its problems are named under `version.`. */
  version?: PageContentInput | null | undefined;
  /** The version the editor opened; when it is no longer the latest, PM_02 and nothing changes. */
  versionId: number;
};

export type CreatePageInput = {
  /** Blocks to start with instead of the type’s initial blocks. */
  content?: unknown;
  locale: string;
  slug: string;
  title: string;
  type: string;
  typeData?: Record<string, unknown> | null | undefined;
};

/** How a changed value reads: text, richText (with a word diff), value, image (file name) or file (file name). */
export type FieldChangeKind =
  | 'file'
  | 'image'
  | 'richText'
  | 'text'
  | 'value';

/** The editable content of a version: what a store sends. */
export type PageContentInput = {
  blocks: unknown;
  seoDescription?: string | null | undefined;
  /** null, [] or [image] */
  seoImage?: unknown;
  seoKeywords?: Array<string> | null | undefined;
  seoTitle?: string | null | undefined;
  title: string;
  typeData?: Record<string, unknown> | null | undefined;
};

export type PageListQuery = {
  /** updatedAt, createdAt, title or slug */
  columnToSort?: string | null | undefined;
  /** editor (mine), concept, publish-request or scheduled */
  filter?: string | null | undefined;
  locale?: string | null | undefined;
  pageIndex?: number | null | undefined;
  pageSize?: number | null | undefined;
  searchTerm?: string | null | undefined;
  /** asc or desc */
  sortOrder?: string | null | undefined;
  type?: string | null | undefined;
};

/** What an edit does to the page’s publication after its version and settings: none, publish, unpublish or request (publication, with a comment). */
export type PublicationStep =
  | 'none'
  | 'publish'
  | 'request'
  | 'unpublish';

export type ReusableBlockInput = {
  files?: Record<string, unknown> | null | undefined;
  images?: Record<string, unknown> | null | undefined;
  name: string;
  props?: Record<string, unknown> | null | undefined;
};

/** A piece of a word diff: in both, only in the new version, only in the old one. */
export type WordOp =
  | 'delete'
  | 'equal'
  | 'insert';

export type ComparePageVersionsQueryVariables = Exact<{
  pageID: number;
  from?: number | null | undefined;
  to: number;
}>;


export type ComparePageVersionsQuery = { comparePageVersions: { pageID: number, from: { id: number, number: number, title: string, createdAt: string } | null, to: { id: number, number: number, title: string, createdAt: string }, blocks: Array<{ key: string, type: string, status: BlockChangeStatus, oldPosition: number | null, newPosition: number | null, fields: Array<{ path: string, kind: FieldChangeKind, before: string | null, after: string | null, words: Array<{ op: WordOp, text: string }> | null }> }>, settings: Array<{ field: string, before: string | null, after: string | null }> } };

export type DashboardPageFieldsFragment = { id: number, title: string, locale: string, status: string, hasUnpublishedChanges: boolean, updatedAt: string };

export type DashboardPagesQueryVariables = Exact<{
  mine?: PageListQuery | null | undefined;
  recent?: PageListQuery | null | undefined;
}>;


export type DashboardPagesQuery = { mine: { totalItems: number, items: Array<{ id: number, title: string, locale: string, status: string, hasUnpublishedChanges: boolean, updatedAt: string }> }, recent: { items: Array<{ id: number, title: string, locale: string, status: string, hasUnpublishedChanges: boolean, updatedAt: string }> } };

export type FirstStepsQueryVariables = Exact<{ [key: string]: never; }>;


export type FirstStepsQuery = { firstSteps: { homePageId: number | null, homeEdited: boolean, contactRecipientSet: boolean, editorsInvited: boolean } };

export type BlockAnchorAvailableQueryVariables = Exact<{
  anchorName: string;
  blockKey?: string | null | undefined;
  pageVersionBlocks: unknown;
}>;


export type BlockAnchorAvailableQuery = { anchorAvailable: boolean };

export type EditorVersionChecksQueryVariables = Exact<{
  id: number;
}>;


export type EditorVersionChecksQuery = { pageVersionChecks: { versionID: number, warnings: Array<{ code: string, blockKey: string | null, path: string | null, params: Record<string, unknown> }> } };

export type EditorConfigQueryVariables = Exact<{ [key: string]: never; }>;


export type EditorConfigQuery = { blockTypes: Array<{ id: string, label: string, description: string | null, fields: unknown, defaultProps: Record<string, unknown> | null }>, pageTypes: Array<{ id: string, label: string, slugPrefix: string, initialBlocks: unknown, defaultProps: Record<string, unknown>, fields: unknown, inNavigation: boolean }> };

export type EditorPageFieldsFragment = { id: number, slug: string, locale: string, type: string, title: string, latestVersionID: number | null, publishedVersionID: number | null, status: string, hasUnpublishedChanges: boolean, openRequestID: number | null, publishedAt: string | null, updatedAt: string, slugLock: string | null, scheduledPublishAt: string | null, scheduledUnpublishAt: string | null, scheduledVersionNumber: number | null, translations: Array<{ pageID: number, locale: string, slug: string, title: string, status: string, hasUnpublishedChanges: boolean }> };

export type EditorVersionFieldsFragment = { id: number, pageID: number, number: number, title: string, blocks: unknown, seoTitle: string | null, seoDescription: string | null, seoKeywords: Array<string>, seoImage: unknown, typeData: Record<string, unknown>, hasPublicationRequest: boolean, createdAt: string, createdBy: number | null };

export type EditorPageQueryVariables = Exact<{
  id: number;
}>;


export type EditorPageQuery = { page: { id: number, slug: string, locale: string, type: string, title: string, latestVersionID: number | null, publishedVersionID: number | null, status: string, hasUnpublishedChanges: boolean, openRequestID: number | null, publishedAt: string | null, updatedAt: string, slugLock: string | null, scheduledPublishAt: string | null, scheduledUnpublishAt: string | null, scheduledVersionNumber: number | null, translations: Array<{ pageID: number, locale: string, slug: string, title: string, status: string, hasUnpublishedChanges: boolean }> } };

export type EditorVersionQueryVariables = Exact<{
  id: number;
}>;


export type EditorVersionQuery = { pageVersion: { id: number, pageID: number, number: number, title: string, blocks: unknown, seoTitle: string | null, seoDescription: string | null, seoKeywords: Array<string>, seoImage: unknown, typeData: Record<string, unknown>, hasPublicationRequest: boolean, createdAt: string, createdBy: number | null } };

export type EditorVersionHistoryQueryVariables = Exact<{
  pageID: number;
  beforeNumber?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type EditorVersionHistoryQuery = { pageVersions: Array<{ id: number, pageID: number, number: number, title: string, createdAt: string, createdBy: number | null, authorName: string | null, isPublished: boolean, hasPublicationRequest: boolean }> };

export type EditorOpenRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type EditorOpenRequestsQuery = { publicationRequests: Array<{ id: number, pageID: number, versionID: number, status: string, requestedBy: number | null, requesterComment: string, sentAt: string }> };

export type EditorPageRejectionQueryVariables = Exact<{
  pageID: number;
}>;


export type EditorPageRejectionQuery = { pageRejection: { requestID: number, versionID: number, feedback: string | null, reviewerName: string | null, rejectedAt: string } | null };

export type EditorSettingsQueryVariables = Exact<{ [key: string]: never; }>;


export type EditorSettingsQuery = { settings: { availableLocales: Array<string>, defaultLocale: string, customSlugLocales: Array<string> } };

export type EditorSlugAvailableQueryVariables = Exact<{
  slug: string;
  locale: string;
  pageID?: number | null | undefined;
}>;


export type EditorSlugAvailableQuery = { slugAvailable: { available: boolean, valid: boolean } };

export type EditorTagFieldsFragment = { id: number, name: string, isPrivate: boolean };

export type EditorPageTagsQueryVariables = Exact<{
  pageId: number;
}>;


export type EditorPageTagsQuery = { pageTags: Array<{ id: number, name: string, isPrivate: boolean }> };

export type EditorSearchTagsQueryVariables = Exact<{
  term: string;
}>;


export type EditorSearchTagsQuery = { tags: Array<{ id: number, name: string, isPrivate: boolean }> };

export type EditorSearchPrivateTagsQueryVariables = Exact<{
  term: string;
}>;


export type EditorSearchPrivateTagsQuery = { privateTags: Array<{ id: number, name: string, isPrivate: boolean }> };

export type EditorValidateTagQueryVariables = Exact<{
  tag: string;
  isPrivate?: boolean | null | undefined;
}>;


export type EditorValidateTagQuery = { validateTag: { valid: boolean, exists: boolean, name: string } };

export type EditorCreateTagMutationVariables = Exact<{
  name: string;
  isPrivate?: boolean | null | undefined;
}>;


export type EditorCreateTagMutation = { createTag: { id: number, name: string, isPrivate: boolean } };

export type EditorChangeFieldsFragment = { pageID: number, pageVersionID: number | null, publishedVersionID: number | null, publishedID: number | null, requestID: number | null, slug: string | null, linksUpdated: number | null };

export type EditorCommitPageEditMutationVariables = Exact<{
  input: CommitPageEditInput;
}>;


export type EditorCommitPageEditMutation = { commitPageEdit: { pageID: number, pageVersionID: number | null, publishedVersionID: number | null, publishedID: number | null, requestID: number | null, slug: string | null, linksUpdated: number | null } };

export type EditorUnpublishPageMutationVariables = Exact<{
  id: number;
}>;


export type EditorUnpublishPageMutation = { unpublishPage: { pageID: number, pageVersionID: number | null, publishedVersionID: number | null, publishedID: number | null, requestID: number | null, slug: string | null, linksUpdated: number | null } };

export type EditorResendRequestMutationVariables = Exact<{
  id: number;
}>;


export type EditorResendRequestMutation = { resendPublicationRequest: { pageID: number, pageVersionID: number | null, publishedVersionID: number | null, publishedID: number | null, requestID: number | null, slug: string | null, linksUpdated: number | null } };

export type EditorRevokeRequestMutationVariables = Exact<{
  id: number;
}>;


export type EditorRevokeRequestMutation = { revokePublicationRequest: { pageID: number, pageVersionID: number | null, publishedVersionID: number | null, publishedID: number | null, requestID: number | null, slug: string | null, linksUpdated: number | null } };

export type EditorAcceptPublicationMutationVariables = Exact<{
  versionId: number;
  feedback?: string | null | undefined;
}>;


export type EditorAcceptPublicationMutation = { acceptPublication: { pageID: number, pageVersionID: number | null, publishedVersionID: number | null, publishedID: number | null, requestID: number | null, slug: string | null, linksUpdated: number | null } };

export type EditorRejectPublicationMutationVariables = Exact<{
  versionId: number;
  feedback: string;
}>;


export type EditorRejectPublicationMutation = { rejectPublication: { pageID: number, pageVersionID: number | null, publishedVersionID: number | null, publishedID: number | null, requestID: number | null, slug: string | null, linksUpdated: number | null } };

export type EditorCreateTranslationMutationVariables = Exact<{
  pageID: number;
  newLocale: string;
  title: string;
  slug?: string | null | undefined;
}>;


export type EditorCreateTranslationMutation = { createTranslation: { pageID: number, pageVersionID: number | null, publishedVersionID: number | null, publishedID: number | null, requestID: number | null, slug: string | null, linksUpdated: number | null } };

export type EditorSchedulePageMutationVariables = Exact<{
  id: number;
  publishAt?: string | null | undefined;
  unpublishAt?: string | null | undefined;
}>;


export type EditorSchedulePageMutation = { schedulePage: { pageID: number, scheduledPublishAt: string | null, scheduledUnpublishAt: string | null, scheduledVersionNumber: number | null } };

export type LinkTargetPagesQueryVariables = Exact<{
  locale: string;
  searchTerm: string;
}>;


export type LinkTargetPagesQuery = { searchPages: Array<{ id: number, title: string, slug: string, locale: string, status: string }> };

export type LinkDefaultLocaleQueryVariables = Exact<{ [key: string]: never; }>;


export type LinkDefaultLocaleQuery = { settings: { defaultLocale: string } };

export type EditorReusableBlocksQueryVariables = Exact<{ [key: string]: never; }>;


export type EditorReusableBlocksQuery = { reusableBlocks: Array<{ id: number, name: string, type: string, hasUnpublishedChanges: boolean, usageCount: number, published: { props: Record<string, unknown>, images: Record<string, unknown>, files: Record<string, unknown> } | null }> };

export type PagesSetupQueryVariables = Exact<{ [key: string]: never; }>;


export type PagesSetupQuery = { settings: { availableLocales: Array<string>, defaultLocale: string, customSlugLocales: Array<string> }, pageTypes: Array<{ id: string, label: string, slugPrefix: string, inNavigation: boolean }> };

export type CheckSlugQueryVariables = Exact<{
  slug: string;
  locale: string;
}>;


export type CheckSlugQuery = { slugAvailable: { available: boolean, valid: boolean } };

export type CreateNewPageMutationVariables = Exact<{
  input: CreatePageInput;
}>;


export type CreateNewPageMutation = { createPage: { pageID: number, pageVersionID: number | null } };

export type OverviewPageFieldsFragment = { id: number, title: string, slug: string, locale: string, type: string, status: string, hasUnpublishedChanges: boolean, openRequestID: number | null, publishedVersionID: number | null, slugLock: string | null, mayDelete: boolean, scheduledPublishAt: string | null, scheduledUnpublishAt: string | null, createdAt: string, updatedAt: string, translations: Array<{ pageID: number, locale: string, slug: string, title: string, status: string, hasUnpublishedChanges: boolean }> };

export type OverviewPagesQueryVariables = Exact<{
  query?: PageListQuery | null | undefined;
}>;


export type OverviewPagesQuery = { pages: { totalItems: number, items: Array<{ id: number, title: string, slug: string, locale: string, type: string, status: string, hasUnpublishedChanges: boolean, openRequestID: number | null, publishedVersionID: number | null, slugLock: string | null, mayDelete: boolean, scheduledPublishAt: string | null, scheduledUnpublishAt: string | null, createdAt: string, updatedAt: string, translations: Array<{ pageID: number, locale: string, slug: string, title: string, status: string, hasUnpublishedChanges: boolean }> }> } };

export type OverviewDeletePageMutationVariables = Exact<{
  id: number;
}>;


export type OverviewDeletePageMutation = { deletePage: { pageID: number } };

export type OverviewDuplicatePageMutationVariables = Exact<{
  pageID: number;
  locale: string;
  title: string;
  slug: string;
}>;


export type OverviewDuplicatePageMutation = { duplicatePage: { pageID: number, pageVersionID: number | null } };

export type OverviewCreateTranslationMutationVariables = Exact<{
  pageID: number;
  newLocale: string;
  title: string;
  slug?: string | null | undefined;
}>;


export type OverviewCreateTranslationMutation = { createTranslation: { pageID: number, pageVersionID: number | null } };

export type OpenPublicationRequestsQueryVariables = Exact<{ [key: string]: never; }>;


export type OpenPublicationRequestsQuery = { publicationRequests: Array<{ id: number, pageID: number, pageTitle: string, locale: string, versionID: number, requestedBy: number | null, requesterName: string | null, requesterEmail: string | null, requesterComment: string, createdAt: string, sentAt: string }> };

export type AcceptPublicationRequestMutationVariables = Exact<{
  versionId: number;
  feedback?: string | null | undefined;
}>;


export type AcceptPublicationRequestMutation = { acceptPublication: { pageID: number } };

export type RejectPublicationRequestMutationVariables = Exact<{
  versionId: number;
  feedback: string;
}>;


export type RejectPublicationRequestMutation = { rejectPublication: { pageID: number } };

export type ReusableBlockFieldsFragment = { id: number, name: string, type: string, props: Record<string, unknown>, images: Record<string, unknown>, files: Record<string, unknown>, hasUnpublishedChanges: boolean, usageCount: number, publishedAt: string | null, updatedAt: string, published: { props: Record<string, unknown> } | null };

export type ReusableBlocksQueryVariables = Exact<{ [key: string]: never; }>;


export type ReusableBlocksQuery = { reusableBlocks: Array<{ id: number, name: string, type: string, props: Record<string, unknown>, images: Record<string, unknown>, files: Record<string, unknown>, hasUnpublishedChanges: boolean, usageCount: number, publishedAt: string | null, updatedAt: string, published: { props: Record<string, unknown> } | null }>, blockTypes: Array<{ id: string, label: string, description: string | null, fields: unknown, defaultProps: Record<string, unknown> | null }> };

export type ReusableBlockUsageQueryVariables = Exact<{
  id: number;
}>;


export type ReusableBlockUsageQuery = { reusableBlockUsage: Array<{ id: number, title: string, slug: string, locale: string, published: boolean }> };

export type CreateReusableBlockMutationVariables = Exact<{
  type: string;
  input: ReusableBlockInput;
}>;


export type CreateReusableBlockMutation = { createReusableBlock: { id: number, name: string, type: string, props: Record<string, unknown>, images: Record<string, unknown>, files: Record<string, unknown>, hasUnpublishedChanges: boolean, usageCount: number, publishedAt: string | null, updatedAt: string, published: { props: Record<string, unknown> } | null } };

export type UpdateReusableBlockMutationVariables = Exact<{
  id: number;
  input: ReusableBlockInput;
}>;


export type UpdateReusableBlockMutation = { updateReusableBlock: { id: number, name: string, type: string, props: Record<string, unknown>, images: Record<string, unknown>, files: Record<string, unknown>, hasUnpublishedChanges: boolean, usageCount: number, publishedAt: string | null, updatedAt: string, published: { props: Record<string, unknown> } | null } };

export type PublishReusableBlockMutationVariables = Exact<{
  id: number;
}>;


export type PublishReusableBlockMutation = { publishReusableBlock: { id: number, name: string, type: string, props: Record<string, unknown>, images: Record<string, unknown>, files: Record<string, unknown>, hasUnpublishedChanges: boolean, usageCount: number, publishedAt: string | null, updatedAt: string, published: { props: Record<string, unknown> } | null } };

export type DeleteReusableBlockMutationVariables = Exact<{
  id: number;
}>;


export type DeleteReusableBlockMutation = { deleteReusableBlock: boolean };

export const DashboardPageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<DashboardPageFieldsFragment, unknown>;
export const EditorPageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"latestVersionID"}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersionID"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"openRequestID"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"slugLock"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledPublishAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledUnpublishAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledVersionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageID"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}}]}}]}}]} as unknown as DocumentNode<EditorPageFieldsFragment, unknown>;
export const EditorVersionFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorVersionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageID"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"blocks"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}},{"kind":"Field","name":{"kind":"Name","value":"seoKeywords"}},{"kind":"Field","name":{"kind":"Name","value":"seoImage"}},{"kind":"Field","name":{"kind":"Name","value":"typeData"}},{"kind":"Field","name":{"kind":"Name","value":"hasPublicationRequest"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}}]} as unknown as DocumentNode<EditorVersionFieldsFragment, unknown>;
export const EditorTagFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorTagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}}]}}]} as unknown as DocumentNode<EditorTagFieldsFragment, unknown>;
export const EditorChangeFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorChangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageID"}},{"kind":"Field","name":{"kind":"Name","value":"pageVersionID"}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersionID"}},{"kind":"Field","name":{"kind":"Name","value":"publishedID"}},{"kind":"Field","name":{"kind":"Name","value":"requestID"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"linksUpdated"}}]}}]} as unknown as DocumentNode<EditorChangeFieldsFragment, unknown>;
export const OverviewPageFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OverviewPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"openRequestID"}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersionID"}},{"kind":"Field","name":{"kind":"Name","value":"slugLock"}},{"kind":"Field","name":{"kind":"Name","value":"mayDelete"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledPublishAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledUnpublishAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageID"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}}]}}]}}]} as unknown as DocumentNode<OverviewPageFieldsFragment, unknown>;
export const ReusableBlockFieldsFragmentDoc = {"kind":"Document","definitions":[{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReusableBlockFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReusableBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"props"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"files"}},{"kind":"Field","name":{"kind":"Name","value":"published"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"props"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"usageCount"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ReusableBlockFieldsFragment, unknown>;
export const ComparePageVersionsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ComparePageVersions"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageID"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"from"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"to"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"comparePageVersions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageID"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageID"}}},{"kind":"Argument","name":{"kind":"Name","value":"from"},"value":{"kind":"Variable","name":{"kind":"Name","value":"from"}}},{"kind":"Argument","name":{"kind":"Name","value":"to"},"value":{"kind":"Variable","name":{"kind":"Name","value":"to"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageID"}},{"kind":"Field","name":{"kind":"Name","value":"from"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"to"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"key"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"oldPosition"}},{"kind":"Field","name":{"kind":"Name","value":"newPosition"}},{"kind":"Field","name":{"kind":"Name","value":"fields"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"kind"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}},{"kind":"Field","name":{"kind":"Name","value":"words"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"op"}},{"kind":"Field","name":{"kind":"Name","value":"text"}}]}}]}}]}},{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"field"}},{"kind":"Field","name":{"kind":"Name","value":"before"}},{"kind":"Field","name":{"kind":"Name","value":"after"}}]}}]}}]}}]} as unknown as DocumentNode<ComparePageVersionsQuery, ComparePageVersionsQueryVariables>;
export const DashboardPagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"DashboardPages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"mine"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageListQuery"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"recent"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageListQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","alias":{"kind":"Name","value":"mine"},"name":{"kind":"Name","value":"pages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"mine"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardPageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalItems"}}]}},{"kind":"Field","alias":{"kind":"Name","value":"recent"},"name":{"kind":"Name","value":"pages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"recent"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"DashboardPageFields"}}]}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"DashboardPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<DashboardPagesQuery, DashboardPagesQueryVariables>;
export const FirstStepsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"FirstSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"firstSteps"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"homePageId"}},{"kind":"Field","name":{"kind":"Name","value":"homeEdited"}},{"kind":"Field","name":{"kind":"Name","value":"contactRecipientSet"}},{"kind":"Field","name":{"kind":"Name","value":"editorsInvited"}}]}}]}}]} as unknown as DocumentNode<FirstStepsQuery, FirstStepsQueryVariables>;
export const BlockAnchorAvailableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"BlockAnchorAvailable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"anchorName"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"blockKey"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageVersionBlocks"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"JSON"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"anchorAvailable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"anchorName"},"value":{"kind":"Variable","name":{"kind":"Name","value":"anchorName"}}},{"kind":"Argument","name":{"kind":"Name","value":"blockKey"},"value":{"kind":"Variable","name":{"kind":"Name","value":"blockKey"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageVersionBlocks"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageVersionBlocks"}}}]}]}}]} as unknown as DocumentNode<BlockAnchorAvailableQuery, BlockAnchorAvailableQueryVariables>;
export const EditorVersionChecksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorVersionChecks"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageVersionChecks"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"versionID"}},{"kind":"Field","name":{"kind":"Name","value":"warnings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"code"}},{"kind":"Field","name":{"kind":"Name","value":"blockKey"}},{"kind":"Field","name":{"kind":"Name","value":"path"}},{"kind":"Field","name":{"kind":"Name","value":"params"}}]}}]}}]}}]} as unknown as DocumentNode<EditorVersionChecksQuery, EditorVersionChecksQueryVariables>;
export const EditorConfigDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorConfig"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"blockTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"fields"}},{"kind":"Field","name":{"kind":"Name","value":"defaultProps"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"slugPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"initialBlocks"}},{"kind":"Field","name":{"kind":"Name","value":"defaultProps"}},{"kind":"Field","name":{"kind":"Name","value":"fields"}},{"kind":"Field","name":{"kind":"Name","value":"inNavigation"}}]}}]}}]} as unknown as DocumentNode<EditorConfigQuery, EditorConfigQueryVariables>;
export const EditorPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"page"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorPageFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"latestVersionID"}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersionID"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"openRequestID"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"slugLock"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledPublishAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledUnpublishAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledVersionNumber"}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageID"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}}]}}]}}]} as unknown as DocumentNode<EditorPageQuery, EditorPageQueryVariables>;
export const EditorVersionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorVersion"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageVersion"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorVersionFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorVersionFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageVersion"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageID"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"blocks"}},{"kind":"Field","name":{"kind":"Name","value":"seoTitle"}},{"kind":"Field","name":{"kind":"Name","value":"seoDescription"}},{"kind":"Field","name":{"kind":"Name","value":"seoKeywords"}},{"kind":"Field","name":{"kind":"Name","value":"seoImage"}},{"kind":"Field","name":{"kind":"Name","value":"typeData"}},{"kind":"Field","name":{"kind":"Name","value":"hasPublicationRequest"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}}]}}]} as unknown as DocumentNode<EditorVersionQuery, EditorVersionQueryVariables>;
export const EditorVersionHistoryDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorVersionHistory"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageID"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"beforeNumber"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"limit"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageVersions"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageID"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageID"}}},{"kind":"Argument","name":{"kind":"Name","value":"beforeNumber"},"value":{"kind":"Variable","name":{"kind":"Name","value":"beforeNumber"}}},{"kind":"Argument","name":{"kind":"Name","value":"limit"},"value":{"kind":"Variable","name":{"kind":"Name","value":"limit"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageID"}},{"kind":"Field","name":{"kind":"Name","value":"number"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdBy"}},{"kind":"Field","name":{"kind":"Name","value":"authorName"}},{"kind":"Field","name":{"kind":"Name","value":"isPublished"}},{"kind":"Field","name":{"kind":"Name","value":"hasPublicationRequest"}}]}}]}}]} as unknown as DocumentNode<EditorVersionHistoryQuery, EditorVersionHistoryQueryVariables>;
export const EditorOpenRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorOpenRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicationRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageID"}},{"kind":"Field","name":{"kind":"Name","value":"versionID"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"requesterComment"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]} as unknown as DocumentNode<EditorOpenRequestsQuery, EditorOpenRequestsQueryVariables>;
export const EditorPageRejectionDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorPageRejection"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageID"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageRejection"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageID"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"requestID"}},{"kind":"Field","name":{"kind":"Name","value":"versionID"}},{"kind":"Field","name":{"kind":"Name","value":"feedback"}},{"kind":"Field","name":{"kind":"Name","value":"reviewerName"}},{"kind":"Field","name":{"kind":"Name","value":"rejectedAt"}}]}}]}}]} as unknown as DocumentNode<EditorPageRejectionQuery, EditorPageRejectionQueryVariables>;
export const EditorSettingsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorSettings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availableLocales"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLocale"}},{"kind":"Field","name":{"kind":"Name","value":"customSlugLocales"}}]}}]}}]} as unknown as DocumentNode<EditorSettingsQuery, EditorSettingsQueryVariables>;
export const EditorSlugAvailableDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorSlugAvailable"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageID"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slugAvailable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"pageID"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageID"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}}]}}]}}]} as unknown as DocumentNode<EditorSlugAvailableQuery, EditorSlugAvailableQueryVariables>;
export const EditorPageTagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorPageTags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageTags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageId"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorTagFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorTagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}}]}}]} as unknown as DocumentNode<EditorPageTagsQuery, EditorPageTagsQueryVariables>;
export const EditorSearchTagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorSearchTags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"tags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorTagFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorTagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}}]}}]} as unknown as DocumentNode<EditorSearchTagsQuery, EditorSearchTagsQueryVariables>;
export const EditorSearchPrivateTagsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorSearchPrivateTags"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"term"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"privateTags"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"term"},"value":{"kind":"Variable","name":{"kind":"Name","value":"term"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorTagFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorTagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}}]}}]} as unknown as DocumentNode<EditorSearchPrivateTagsQuery, EditorSearchPrivateTagsQueryVariables>;
export const EditorValidateTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorValidateTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"tag"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isPrivate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"validateTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"tag"},"value":{"kind":"Variable","name":{"kind":"Name","value":"tag"}}},{"kind":"Argument","name":{"kind":"Name","value":"isPrivate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isPrivate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"valid"}},{"kind":"Field","name":{"kind":"Name","value":"exists"}},{"kind":"Field","name":{"kind":"Name","value":"name"}}]}}]}}]} as unknown as DocumentNode<EditorValidateTagQuery, EditorValidateTagQueryVariables>;
export const EditorCreateTagDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditorCreateTag"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"name"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"isPrivate"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"Boolean"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTag"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"name"},"value":{"kind":"Variable","name":{"kind":"Name","value":"name"}}},{"kind":"Argument","name":{"kind":"Name","value":"isPrivate"},"value":{"kind":"Variable","name":{"kind":"Name","value":"isPrivate"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorTagFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorTagFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Tag"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"isPrivate"}}]}}]} as unknown as DocumentNode<EditorCreateTagMutation, EditorCreateTagMutationVariables>;
export const EditorCommitPageEditDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditorCommitPageEdit"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CommitPageEditInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"commitPageEdit"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorChangeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorChangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageID"}},{"kind":"Field","name":{"kind":"Name","value":"pageVersionID"}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersionID"}},{"kind":"Field","name":{"kind":"Name","value":"publishedID"}},{"kind":"Field","name":{"kind":"Name","value":"requestID"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"linksUpdated"}}]}}]} as unknown as DocumentNode<EditorCommitPageEditMutation, EditorCommitPageEditMutationVariables>;
export const EditorUnpublishPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditorUnpublishPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"unpublishPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorChangeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorChangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageID"}},{"kind":"Field","name":{"kind":"Name","value":"pageVersionID"}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersionID"}},{"kind":"Field","name":{"kind":"Name","value":"publishedID"}},{"kind":"Field","name":{"kind":"Name","value":"requestID"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"linksUpdated"}}]}}]} as unknown as DocumentNode<EditorUnpublishPageMutation, EditorUnpublishPageMutationVariables>;
export const EditorResendRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditorResendRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"resendPublicationRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorChangeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorChangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageID"}},{"kind":"Field","name":{"kind":"Name","value":"pageVersionID"}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersionID"}},{"kind":"Field","name":{"kind":"Name","value":"publishedID"}},{"kind":"Field","name":{"kind":"Name","value":"requestID"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"linksUpdated"}}]}}]} as unknown as DocumentNode<EditorResendRequestMutation, EditorResendRequestMutationVariables>;
export const EditorRevokeRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditorRevokeRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"revokePublicationRequest"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorChangeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorChangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageID"}},{"kind":"Field","name":{"kind":"Name","value":"pageVersionID"}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersionID"}},{"kind":"Field","name":{"kind":"Name","value":"publishedID"}},{"kind":"Field","name":{"kind":"Name","value":"requestID"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"linksUpdated"}}]}}]} as unknown as DocumentNode<EditorRevokeRequestMutation, EditorRevokeRequestMutationVariables>;
export const EditorAcceptPublicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditorAcceptPublication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"feedback"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptPublication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"versionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"feedback"},"value":{"kind":"Variable","name":{"kind":"Name","value":"feedback"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorChangeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorChangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageID"}},{"kind":"Field","name":{"kind":"Name","value":"pageVersionID"}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersionID"}},{"kind":"Field","name":{"kind":"Name","value":"publishedID"}},{"kind":"Field","name":{"kind":"Name","value":"requestID"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"linksUpdated"}}]}}]} as unknown as DocumentNode<EditorAcceptPublicationMutation, EditorAcceptPublicationMutationVariables>;
export const EditorRejectPublicationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditorRejectPublication"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"feedback"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectPublication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"versionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"feedback"},"value":{"kind":"Variable","name":{"kind":"Name","value":"feedback"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorChangeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorChangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageID"}},{"kind":"Field","name":{"kind":"Name","value":"pageVersionID"}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersionID"}},{"kind":"Field","name":{"kind":"Name","value":"publishedID"}},{"kind":"Field","name":{"kind":"Name","value":"requestID"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"linksUpdated"}}]}}]} as unknown as DocumentNode<EditorRejectPublicationMutation, EditorRejectPublicationMutationVariables>;
export const EditorCreateTranslationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditorCreateTranslation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageID"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newLocale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTranslation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageID"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageID"}}},{"kind":"Argument","name":{"kind":"Name","value":"newLocale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newLocale"}}},{"kind":"Argument","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}},{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"EditorChangeFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"EditorChangeFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"PageChange"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageID"}},{"kind":"Field","name":{"kind":"Name","value":"pageVersionID"}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersionID"}},{"kind":"Field","name":{"kind":"Name","value":"publishedID"}},{"kind":"Field","name":{"kind":"Name","value":"requestID"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"linksUpdated"}}]}}]} as unknown as DocumentNode<EditorCreateTranslationMutation, EditorCreateTranslationMutationVariables>;
export const EditorSchedulePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"EditorSchedulePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"publishAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"unpublishAt"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"schedulePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"publishAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"publishAt"}}},{"kind":"Argument","name":{"kind":"Name","value":"unpublishAt"},"value":{"kind":"Variable","name":{"kind":"Name","value":"unpublishAt"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageID"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledPublishAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledUnpublishAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledVersionNumber"}}]}}]}}]} as unknown as DocumentNode<EditorSchedulePageMutation, EditorSchedulePageMutationVariables>;
export const LinkTargetPagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LinkTargetPages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"searchTerm"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"searchPages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"searchTerm"},"value":{"kind":"Variable","name":{"kind":"Name","value":"searchTerm"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"status"}}]}}]}}]} as unknown as DocumentNode<LinkTargetPagesQuery, LinkTargetPagesQueryVariables>;
export const LinkDefaultLocaleDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"LinkDefaultLocale"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"defaultLocale"}}]}}]}}]} as unknown as DocumentNode<LinkDefaultLocaleQuery, LinkDefaultLocaleQueryVariables>;
export const EditorReusableBlocksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"EditorReusableBlocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reusableBlocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"usageCount"}},{"kind":"Field","name":{"kind":"Name","value":"published"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"props"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"files"}}]}}]}}]}}]} as unknown as DocumentNode<EditorReusableBlocksQuery, EditorReusableBlocksQueryVariables>;
export const PagesSetupDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"PagesSetup"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"settings"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"availableLocales"}},{"kind":"Field","name":{"kind":"Name","value":"defaultLocale"}},{"kind":"Field","name":{"kind":"Name","value":"customSlugLocales"}}]}},{"kind":"Field","name":{"kind":"Name","value":"pageTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"slugPrefix"}},{"kind":"Field","name":{"kind":"Name","value":"inNavigation"}}]}}]}}]} as unknown as DocumentNode<PagesSetupQuery, PagesSetupQueryVariables>;
export const CheckSlugDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"CheckSlug"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"slugAvailable"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"available"}},{"kind":"Field","name":{"kind":"Name","value":"valid"}}]}}]}}]} as unknown as DocumentNode<CheckSlugQuery, CheckSlugQueryVariables>;
export const CreateNewPageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateNewPage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"CreatePageInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createPage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageID"}},{"kind":"Field","name":{"kind":"Name","value":"pageVersionID"}}]}}]}}]} as unknown as DocumentNode<CreateNewPageMutation, CreateNewPageMutationVariables>;
export const OverviewPagesDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OverviewPages"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"query"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"PageListQuery"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pages"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"query"},"value":{"kind":"Variable","name":{"kind":"Name","value":"query"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"items"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"OverviewPageFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"totalItems"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"OverviewPageFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"Page"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"openRequestID"}},{"kind":"Field","name":{"kind":"Name","value":"publishedVersionID"}},{"kind":"Field","name":{"kind":"Name","value":"slugLock"}},{"kind":"Field","name":{"kind":"Name","value":"mayDelete"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledPublishAt"}},{"kind":"Field","name":{"kind":"Name","value":"scheduledUnpublishAt"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}},{"kind":"Field","name":{"kind":"Name","value":"translations"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageID"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"status"}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}}]}}]}}]} as unknown as DocumentNode<OverviewPagesQuery, OverviewPagesQueryVariables>;
export const OverviewDeletePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OverviewDeletePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deletePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageID"}}]}}]}}]} as unknown as DocumentNode<OverviewDeletePageMutation, OverviewDeletePageMutationVariables>;
export const OverviewDuplicatePageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OverviewDuplicatePage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageID"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"locale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"duplicatePage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageID"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageID"}}},{"kind":"Argument","name":{"kind":"Name","value":"locale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"locale"}}},{"kind":"Argument","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}},{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageID"}},{"kind":"Field","name":{"kind":"Name","value":"pageVersionID"}}]}}]}}]} as unknown as DocumentNode<OverviewDuplicatePageMutation, OverviewDuplicatePageMutationVariables>;
export const OverviewCreateTranslationDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"OverviewCreateTranslation"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"pageID"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"newLocale"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"title"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"slug"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createTranslation"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"pageID"},"value":{"kind":"Variable","name":{"kind":"Name","value":"pageID"}}},{"kind":"Argument","name":{"kind":"Name","value":"newLocale"},"value":{"kind":"Variable","name":{"kind":"Name","value":"newLocale"}}},{"kind":"Argument","name":{"kind":"Name","value":"title"},"value":{"kind":"Variable","name":{"kind":"Name","value":"title"}}},{"kind":"Argument","name":{"kind":"Name","value":"slug"},"value":{"kind":"Variable","name":{"kind":"Name","value":"slug"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageID"}},{"kind":"Field","name":{"kind":"Name","value":"pageVersionID"}}]}}]}}]} as unknown as DocumentNode<OverviewCreateTranslationMutation, OverviewCreateTranslationMutationVariables>;
export const OpenPublicationRequestsDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"OpenPublicationRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publicationRequests"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"pageID"}},{"kind":"Field","name":{"kind":"Name","value":"pageTitle"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"versionID"}},{"kind":"Field","name":{"kind":"Name","value":"requestedBy"}},{"kind":"Field","name":{"kind":"Name","value":"requesterName"}},{"kind":"Field","name":{"kind":"Name","value":"requesterEmail"}},{"kind":"Field","name":{"kind":"Name","value":"requesterComment"}},{"kind":"Field","name":{"kind":"Name","value":"createdAt"}},{"kind":"Field","name":{"kind":"Name","value":"sentAt"}}]}}]}}]} as unknown as DocumentNode<OpenPublicationRequestsQuery, OpenPublicationRequestsQueryVariables>;
export const AcceptPublicationRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"AcceptPublicationRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"feedback"}},"type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"acceptPublication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"versionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"feedback"},"value":{"kind":"Variable","name":{"kind":"Name","value":"feedback"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageID"}}]}}]}}]} as unknown as DocumentNode<AcceptPublicationRequestMutation, AcceptPublicationRequestMutationVariables>;
export const RejectPublicationRequestDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"RejectPublicationRequest"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"feedback"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"rejectPublication"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"versionId"},"value":{"kind":"Variable","name":{"kind":"Name","value":"versionId"}}},{"kind":"Argument","name":{"kind":"Name","value":"feedback"},"value":{"kind":"Variable","name":{"kind":"Name","value":"feedback"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"pageID"}}]}}]}}]} as unknown as DocumentNode<RejectPublicationRequestMutation, RejectPublicationRequestMutationVariables>;
export const ReusableBlocksDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReusableBlocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reusableBlocks"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReusableBlockFields"}}]}},{"kind":"Field","name":{"kind":"Name","value":"blockTypes"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"label"}},{"kind":"Field","name":{"kind":"Name","value":"description"}},{"kind":"Field","name":{"kind":"Name","value":"fields"}},{"kind":"Field","name":{"kind":"Name","value":"defaultProps"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReusableBlockFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReusableBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"props"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"files"}},{"kind":"Field","name":{"kind":"Name","value":"published"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"props"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"usageCount"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<ReusableBlocksQuery, ReusableBlocksQueryVariables>;
export const ReusableBlockUsageDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"query","name":{"kind":"Name","value":"ReusableBlockUsage"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"reusableBlockUsage"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"title"}},{"kind":"Field","name":{"kind":"Name","value":"slug"}},{"kind":"Field","name":{"kind":"Name","value":"locale"}},{"kind":"Field","name":{"kind":"Name","value":"published"}}]}}]}}]} as unknown as DocumentNode<ReusableBlockUsageQuery, ReusableBlockUsageQueryVariables>;
export const CreateReusableBlockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"CreateReusableBlock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"type"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"String"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReusableBlockInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"createReusableBlock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"type"},"value":{"kind":"Variable","name":{"kind":"Name","value":"type"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReusableBlockFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReusableBlockFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReusableBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"props"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"files"}},{"kind":"Field","name":{"kind":"Name","value":"published"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"props"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"usageCount"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<CreateReusableBlockMutation, CreateReusableBlockMutationVariables>;
export const UpdateReusableBlockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"UpdateReusableBlock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}},{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"input"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"ReusableBlockInput"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"updateReusableBlock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}},{"kind":"Argument","name":{"kind":"Name","value":"input"},"value":{"kind":"Variable","name":{"kind":"Name","value":"input"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReusableBlockFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReusableBlockFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReusableBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"props"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"files"}},{"kind":"Field","name":{"kind":"Name","value":"published"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"props"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"usageCount"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<UpdateReusableBlockMutation, UpdateReusableBlockMutationVariables>;
export const PublishReusableBlockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"PublishReusableBlock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"publishReusableBlock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"FragmentSpread","name":{"kind":"Name","value":"ReusableBlockFields"}}]}}]}},{"kind":"FragmentDefinition","name":{"kind":"Name","value":"ReusableBlockFields"},"typeCondition":{"kind":"NamedType","name":{"kind":"Name","value":"ReusableBlock"}},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"id"}},{"kind":"Field","name":{"kind":"Name","value":"name"}},{"kind":"Field","name":{"kind":"Name","value":"type"}},{"kind":"Field","name":{"kind":"Name","value":"props"}},{"kind":"Field","name":{"kind":"Name","value":"images"}},{"kind":"Field","name":{"kind":"Name","value":"files"}},{"kind":"Field","name":{"kind":"Name","value":"published"},"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"props"}}]}},{"kind":"Field","name":{"kind":"Name","value":"hasUnpublishedChanges"}},{"kind":"Field","name":{"kind":"Name","value":"usageCount"}},{"kind":"Field","name":{"kind":"Name","value":"publishedAt"}},{"kind":"Field","name":{"kind":"Name","value":"updatedAt"}}]}}]} as unknown as DocumentNode<PublishReusableBlockMutation, PublishReusableBlockMutationVariables>;
export const DeleteReusableBlockDocument = {"kind":"Document","definitions":[{"kind":"OperationDefinition","operation":"mutation","name":{"kind":"Name","value":"DeleteReusableBlock"},"variableDefinitions":[{"kind":"VariableDefinition","variable":{"kind":"Variable","name":{"kind":"Name","value":"id"}},"type":{"kind":"NonNullType","type":{"kind":"NamedType","name":{"kind":"Name","value":"Int"}}}}],"selectionSet":{"kind":"SelectionSet","selections":[{"kind":"Field","name":{"kind":"Name","value":"deleteReusableBlock"},"arguments":[{"kind":"Argument","name":{"kind":"Name","value":"id"},"value":{"kind":"Variable","name":{"kind":"Name","value":"id"}}}]}]}}]} as unknown as DocumentNode<DeleteReusableBlockMutation, DeleteReusableBlockMutationVariables>;