/** Everything that changes what visitors see; the site's HTML cache and the search index listen. */
export const domainEventTypes = [
  'page.published',
  'page.unpublished',
  'page.deleted',
  'page.slug-changed',
  'menu.changed',
  'settings.changed',
  'site-content.changed',
  'tags.changed',
  'media.changed',
  'reusable-block.changed',
  'redirects.changed',
  'release.published',
] as const;

export type DomainEventType = (typeof domainEventTypes)[number];

export interface DomainEvent {
  type: DomainEventType;
  payload: Record<string, unknown>;
  /** The instance that raised it. */
  origin: string;
  at: Date;
}

export type DomainEventListener = (event: DomainEvent) => void | Promise<void>;
