import type { EntityManager } from '@mikro-orm/postgresql';
import { domainEventTypes, type DomainEvent, type DomainEventType } from '@tessera/read-model';
import { publishedCropsOf } from '../pages/file-usage';
import { publishedReusableCropsOf } from '../reusable-blocks/file-usage';
import { activeImageCropsOf } from '../site-content/file-usage';
import { cropKeys } from './crop';
import type { ServedFiles } from '../context';
import { MediaFile } from './media.entities';
import type { KeptAnswer, PublicUse, ServedFileFacts } from './served-file-facts';

/** The largest answer kept in memory: the site's renditions are far smaller; larger files stream from storage. */
export const keptAnswerMaxBytes = 512 * 1024;

/** The events after which a remembered fact may be wrong: the file changed, or what is published (pages, site content) did. */
const changesFacts: ReadonlySet<DomainEventType> = new Set(['media.changed', 'page.published', 'page.unpublished', 'page.deleted', 'site-content.changed', 'reusable-block.changed']);

/**
 * The facts behind `preview-image` and `preview-crop`, remembered per file id so that a rendition
 * already on disk is served without a query (a page of images asks for many). A file's facts are
 * forgotten when an event names it (a media change, a publication that changed how it is shown);
 * an event that does not say which files, everything. A change on this instance delivers its events
 * before it answers, so its next request sees the change. Other instances learn it when the event
 * reaches them (NOTIFY on a PostgreSQL server, the poll on the embedded one).
 */
export class ServedFileCache implements ServedFiles {
  private readonly facts = new Map<number, ServedFileFacts>();
  private answerBytes = 0;

  /**
   * `capacity` files' facts; `maxAnswerBytes` of kept answers in all (the renditions visitors
   * fetch most are asked again and again; what does not fit is served from storage as before).
   */
  constructor(
    private readonly capacity = 10_000,
    private readonly maxAnswerBytes = 8 * 1024 * 1024,
  ) {}

  /** Bytes of kept answers held now. */
  get keptBytes(): number {
    return this.answerBytes;
  }

  /** The file's facts, from memory or the database; null when there is no such file. */
  async lookup(em: EntityManager, id: number): Promise<ServedFileFacts | null> {
    const known = this.facts.get(id);
    if (known) return known;
    const file = await em.findOne(MediaFile, { id }, { fields: ['hash', 'kind', 'contentType', 'fileName', 'shared', 'size', 'focalPoint'] });
    if (!file) return null;
    const facts: ServedFileFacts = {
      file: {
        id,
        hash: file.hash,
        kind: file.kind,
        contentType: file.contentType,
        fileName: file.fileName,
        shared: file.shared,
        size: file.size === null ? null : Number(file.size),
        focalPoint: file.focalPoint,
      },
    };
    if (this.facts.size >= this.capacity) this.forgetAll();
    this.facts.set(id, facts);
    return facts;
  }

  /**
   * A visitor's answer for `url`, from memory alone (no query, no look at storage): only what
   * `keep` was given for the facts still remembered, so an answer goes with its file's facts
   * (a change of the file, of a publication or of site content forgets them).
   */
  keptAnswer(id: number, url: string): KeptAnswer | undefined {
    return this.facts.get(id)?.answers?.get(url);
  }

  /**
   * Keeps a visitor's answer (public: the file is shared or shown by the site, the crop and size
   * are the site's) under the URL it answered. Facts forgotten while the answer was being made
   * (an event arrived meanwhile) keep nothing, so an answer never outlives the change.
   */
  keep(facts: ServedFileFacts, url: string, answer: KeptAnswer): void {
    if (this.facts.get(facts.file.id) !== facts) return;
    const size = answer.bytes.length;
    if (size > keptAnswerMaxBytes || this.answerBytes + size > this.maxAnswerBytes || facts.answers?.has(url)) return;
    (facts.answers ??= new Map()).set(url, answer);
    this.answerBytes += size;
  }

  private forget(id: number): void {
    const facts = this.facts.get(id);
    if (!facts) return;
    for (const answer of facts.answers?.values() ?? []) this.answerBytes -= answer.bytes.length;
    this.facts.delete(id);
  }

  private forgetAll(): void {
    this.facts.clear();
    this.answerBytes = 0;
  }

  /**
   * Wired to the event bus. A media event naming its files forgets only those; a publication
   * or site-content event (which may change how any file is shown) forgets everything.
   */
  readonly onEvent = (event: DomainEvent): void => {
    // A type a newer version raised (a rolling upgrade) may change anything: it falls to the end.
    if (!changesFacts.has(event.type) && (domainEventTypes as readonly string[]).includes(event.type)) return;
    const payload = event.payload ?? {};
    const ids = Array.isArray(payload.fileIds) ? (payload.fileIds as unknown[]) : null;
    // An event naming its files (every publication, site content and reusable block event does,
    // an empty list when none changed) forgets just those: a publication elsewhere on the site
    // leaves the other images' answers in memory.
    if (ids && ids.every((id) => typeof id === 'number')) {
      for (const id of ids as number[]) this.forget(id);
      return;
    }
    if (event.type === 'media.changed' && ids === null && ['folder-created', 'folder-moved'].includes(String(payload.action))) return;
    // An event of an older version, which did not say, or of a newer one: everything.
    this.forgetAll();
  };
}

/** How the site shows the file, read with two small queries the first time and then remembered with its facts. */
export async function publicUseOf(em: EntityManager, facts: ServedFileFacts): Promise<PublicUse> {
  if (!facts.publicUse) {
    const pages = await publishedCropsOf(em, facts.file.id);
    const siteContent = await activeImageCropsOf(em, facts.file.id);
    const reusable = await publishedReusableCropsOf(em, facts.file.id);
    facts.publicUse = { shown: pages.shown || siteContent.shown || reusable.shown, crops: cropKeys([...pages.crops, ...siteContent.crops, ...reusable.crops]) };
  }
  return facts.publicUse;
}
