import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEvent, DomainEventType } from '../events/domain-events';
import { publishedCropsOf } from '../pages/file-usage';
import { activeImageCropsOf } from '../site-content/file-usage';
import { cropKeys } from './crop';
import { MediaFile } from './media.entities';

/** How the public site shows a file: whether it does at all, and which crops of it. */
export interface PublicUse {
  /** On a published page (a block or the SEO image), or the image of active site content. */
  shown: boolean;
  /** The normalised crops (crop.ts `cropKey`) those name: the only crops a visitor may fetch. */
  crops: ReadonlySet<string>;
}

/** What serving a file needs to know about it. */
export interface ServedFileFacts {
  file: Pick<MediaFile, 'id' | 'hash' | 'kind' | 'contentType' | 'fileName' | 'shared'>;
  /** How the site shows it; read once, when first asked. */
  publicUse?: PublicUse;
}

/** The events after which a remembered fact may be wrong: the file changed, or what is published (pages, site content) did. */
const changesFacts: ReadonlySet<DomainEventType> = new Set(['media.changed', 'page.published', 'page.unpublished', 'page.deleted', 'site-content.changed']);

/**
 * The facts behind `preview-image` and `preview-crop`, remembered per file id so that a rendition
 * already on disk is served without a query (a page of images asks for many). Everything is
 * forgotten on any media or publication event; a change on this instance delivers its events
 * before it answers, so its next request sees the change. Other instances learn it when the event
 * reaches them (NOTIFY on a PostgreSQL server, the poll on the embedded one).
 */
export class ServedFileCache {
  private readonly facts = new Map<number, ServedFileFacts>();

  constructor(private readonly capacity = 10_000) {}

  /** The file's facts, from memory or the database; null when there is no such file. */
  async lookup(em: EntityManager, id: number): Promise<ServedFileFacts | null> {
    const known = this.facts.get(id);
    if (known) return known;
    const file = await em.findOne(MediaFile, { id }, { fields: ['hash', 'kind', 'contentType', 'fileName', 'shared'] });
    if (!file) return null;
    const facts: ServedFileFacts = { file: { id, hash: file.hash, kind: file.kind, contentType: file.contentType, fileName: file.fileName, shared: file.shared } };
    if (this.facts.size >= this.capacity) this.facts.clear();
    this.facts.set(id, facts);
    return facts;
  }

  /** Wired to the event bus. */
  readonly onEvent = (event: DomainEvent): void => {
    if (changesFacts.has(event.type)) this.facts.clear();
  };
}

/** How the site shows the file, read with two small queries the first time and then remembered with its facts. */
export async function publicUseOf(em: EntityManager, facts: ServedFileFacts): Promise<PublicUse> {
  if (!facts.publicUse) {
    const pages = await publishedCropsOf(em, facts.file.id);
    const siteContent = await activeImageCropsOf(em, facts.file.id);
    facts.publicUse = { shown: pages.shown || siteContent.shown, crops: cropKeys([...pages.crops, ...siteContent.crops]) };
  }
  return facts.publicUse;
}
