/*
 * @tessera/read-model: what the public site reads, without the ORM (the schema implements it,
 * the site depends on it alone): the read model's shapes, the domain events and the cache keys
 * they empty, the public paths and the renditions the site asks for. Node only (node:crypto).
 */
export { cacheKeys, keysOfEvent, surrogateKeyHeader } from './cache-keys';
export { domainEventTypes, type DomainEvent, type DomainEventListener, type DomainEventType } from './domain-events';
export { homeSlug, isPageSlug, notFoundSlug, parsePath, publicPath } from './public-path';
export { builtInSlugs, isReservedSegment, ownerOfSegment, type PathOwner } from './reserved-paths';
export { maxSentPagePathLength, normalizePath, sentFirstSegment, type RequestPath } from './request-path';
export { siteImageAspects, siteImageFormats, siteImageWidths } from './site-images';
export {
  addressHash,
  resolveReusableBlocks,
  type DraftPage,
  type ImageSize,
  type PageReads,
  type PreviewRead,
  type PreviewRefused,
  type PublicPageView,
  type PublicVersionSource,
  type PublishedPageRead,
  type PublishedReusableBlock,
  type SiteAlternate,
} from './site-read-model';
