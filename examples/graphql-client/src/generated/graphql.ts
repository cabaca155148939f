/* eslint-disable */
/** Internal type. DO NOT USE DIRECTLY. */
type Exact<T extends { [key: string]: unknown }> = { [K in keyof T]: T[K] };
/** Internal type. DO NOT USE DIRECTLY. */
export type Incremental<T> = T | { [P in keyof T]?: P extends ' $fragmentName' | '__typename' ? T[P] : never };
import type { DocumentTypeDecoration } from '@graphql-typed-document-node/core';
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

export type EditorPagesQueryVariables = Exact<{
  query?: PageListQuery | null | undefined;
}>;


export type EditorPagesQuery = { pages: { totalItems: number, items: Array<{ id: number, locale: string, slug: string, title: string, status: string }> } };

export type PublishedPagesQueryVariables = Exact<{
  afterId?: number | null | undefined;
  limit?: number | null | undefined;
}>;


export type PublishedPagesQuery = { sitemapPages: Array<{ pageID: number, locale: string, slug: string, path: string, publishedAt: string | null }> };

export type PageBySlugQueryVariables = Exact<{
  slug: string;
}>;


export type PageBySlugQuery = { pageBySlug: { status: number, redirect: string | null, page: { slug: string, locale: string, type: string, pageVersion: { pageID: number, title: string, seoDescription: string | null, publishedAt: string | null, blocks: unknown } } | null } };

export class TypedDocumentString<TResult, TVariables>
  extends String
  implements DocumentTypeDecoration<TResult, TVariables>
{
  __apiType?: NonNullable<DocumentTypeDecoration<TResult, TVariables>['__apiType']>;
  private value: string;
  public __meta__?: Record<string, any> | undefined;

  constructor(value: string, __meta__?: Record<string, any> | undefined) {
    super(value);
    this.value = value;
    this.__meta__ = __meta__;
  }

  override toString(): string & DocumentTypeDecoration<TResult, TVariables> {
    return this.value;
  }
}

export const EditorPagesDocument = new TypedDocumentString(`
    query EditorPages($query: PageListQuery) {
  pages(query: $query) {
    totalItems
    items {
      id
      locale
      slug
      title
      status
    }
  }
}
    `) as unknown as TypedDocumentString<EditorPagesQuery, EditorPagesQueryVariables>;
export const PublishedPagesDocument = new TypedDocumentString(`
    query PublishedPages($afterId: Int, $limit: Int) {
  sitemapPages(afterId: $afterId, limit: $limit) {
    pageID
    locale
    slug
    path
    publishedAt
  }
}
    `) as unknown as TypedDocumentString<PublishedPagesQuery, PublishedPagesQueryVariables>;
export const PageBySlugDocument = new TypedDocumentString(`
    query PageBySlug($slug: String!) {
  pageBySlug(slug: $slug) {
    status
    redirect
    page {
      slug
      locale
      type
      pageVersion {
        pageID
        title
        seoDescription
        publishedAt
        blocks
      }
    }
  }
}
    `) as unknown as TypedDocumentString<PageBySlugQuery, PageBySlugQueryVariables>;