/* eslint-disable */
import * as types from './graphql';



/**
 * Map of all GraphQL operations in the project.
 *
 * This map has several performance disadvantages:
 * 1. It is not tree-shakeable, so it will include all operations in the project.
 * 2. It is not minifiable, so the string of a GraphQL query will be multiple times inside the bundle.
 * 3. It does not support dead code elimination, so it will add unused operations.
 *
 * Therefore it is highly recommended to use the babel or swc plugin for production.
 * Learn more about it here: https://the-guild.dev/graphql/codegen/plugins/presets/preset-client#reducing-bundle-size
 */
type Documents = {
    "query EditorPages($query: PageListQuery) {\n  pages(query: $query) {\n    totalItems\n    items {\n      id\n      locale\n      slug\n      title\n      status\n    }\n  }\n}": typeof types.EditorPagesDocument,
    "query PublishedPages($afterId: Int, $limit: Int) {\n  sitemapPages(afterId: $afterId, limit: $limit) {\n    pageID\n    locale\n    slug\n    path\n    publishedAt\n  }\n}\n\nquery PageBySlug($slug: String!) {\n  pageBySlug(slug: $slug) {\n    status\n    redirect\n    page {\n      slug\n      locale\n      type\n      pageVersion {\n        pageID\n        title\n        seoDescription\n        publishedAt\n        blocks\n      }\n    }\n  }\n}": typeof types.PublishedPagesDocument,
};
const documents: Documents = {
    "query EditorPages($query: PageListQuery) {\n  pages(query: $query) {\n    totalItems\n    items {\n      id\n      locale\n      slug\n      title\n      status\n    }\n  }\n}": types.EditorPagesDocument,
    "query PublishedPages($afterId: Int, $limit: Int) {\n  sitemapPages(afterId: $afterId, limit: $limit) {\n    pageID\n    locale\n    slug\n    path\n    publishedAt\n  }\n}\n\nquery PageBySlug($slug: String!) {\n  pageBySlug(slug: $slug) {\n    status\n    redirect\n    page {\n      slug\n      locale\n      type\n      pageVersion {\n        pageID\n        title\n        seoDescription\n        publishedAt\n        blocks\n      }\n    }\n  }\n}": types.PublishedPagesDocument,
};

/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query EditorPages($query: PageListQuery) {\n  pages(query: $query) {\n    totalItems\n    items {\n      id\n      locale\n      slug\n      title\n      status\n    }\n  }\n}"): typeof import('./graphql').EditorPagesDocument;
/**
 * The graphql function is used to parse GraphQL queries into a document that can be used by GraphQL clients.
 */
export function graphql(source: "query PublishedPages($afterId: Int, $limit: Int) {\n  sitemapPages(afterId: $afterId, limit: $limit) {\n    pageID\n    locale\n    slug\n    path\n    publishedAt\n  }\n}\n\nquery PageBySlug($slug: String!) {\n  pageBySlug(slug: $slug) {\n    status\n    redirect\n    page {\n      slug\n      locale\n      type\n      pageVersion {\n        pageID\n        title\n        seoDescription\n        publishedAt\n        blocks\n      }\n    }\n  }\n}"): typeof import('./graphql').PublishedPagesDocument;


export function graphql(source: string) {
  return (documents as any)[source] ?? {};
}
