import { addressHash, domainEventTypes, type DomainEvent, type PageReads } from '@tessera/read-model';

const knownEventTypes: ReadonlySet<string> = new Set(domainEventTypes);

/**
 * Which addresses may have a page: the digests (read-model `addressHash`) of every published page's
 * address and every redirect's, read once and kept in memory, so an address without a page (a
 * typo, a scanner, anyone inventing paths) is answered without a database read. Publications
 * and renames add their addresses as their events arrive; an unpublished or deleted page's
 * address stays until the next full read, which only costs that address a lookup. An event that
 * does not say its address, or is of a type a newer version raised (a rolling upgrade), makes
 * the next question read everything again; meanwhile, and before the first read, every address
 * may exist.
 */
export class AddressIndex {
  private known: Set<number> | null = null;
  private stale = true;
  private loading: Promise<void> | null = null;
  /** Moves on with every event that makes the index stale: a read begun before it is not trusted. */
  private generation = 0;
  private addedWhileLoading: number[] = [];

  constructor(
    private readonly load: () => Promise<number[]>,
    private readonly log?: { warn(obj: object, msg?: string): void },
  ) {}

  /** False only when no published page and no redirect can be at the address. */
  mayExist(locale: string, slug: string): boolean {
    if (this.stale || !this.known) {
      this.reload();
      return true;
    }
    return this.known.has(addressHash(locale, slug));
  }

  onEvent(event: Pick<DomainEvent, 'type' | 'payload'>): void {
    const unknown = !knownEventTypes.has(event.type);
    if (event.type !== 'page.published' && event.type !== 'page.slug-changed' && !unknown) return;
    const { locale, slug, oldSlug } = event.payload ?? {};
    if (unknown || typeof locale !== 'string' || typeof slug !== 'string') {
      this.generation += 1;
      this.stale = true;
      return;
    }
    this.add(addressHash(locale, slug));
    if (typeof oldSlug === 'string') this.add(addressHash(locale, oldSlug));
  }

  private add(hash: number): void {
    this.known?.add(hash);
    // A read under way may have begun before this publication committed.
    if (this.loading) this.addedWhileLoading.push(hash);
  }

  /** Reads the index anew (once at a time); failures leave it stale, so every address is looked up. */
  private reload(): void {
    if (this.loading) return;
    const generation = this.generation;
    this.loading = this.load()
      .then((hashes) => {
        if (generation !== this.generation) return;
        this.known = new Set([...hashes, ...this.addedWhileLoading]);
        this.stale = false;
      })
      .catch((error: unknown) => this.log?.warn({ err: error }, 'the site could not read its address index; every address is looked up'))
      .finally(() => {
        this.loading = null;
        this.addedWhileLoading = [];
      });
  }
}

/** The page reads with the index in front: an address it rules out is answered without a read. */
export function guardedByIndex(pages: PageReads, index: AddressIndex): PageReads {
  return {
    ...pages,
    published: (address, defaultLocale) => (index.mayExist(address.locale, address.slug) ? pages.published(address, defaultLocale) : Promise.resolve({ kind: 'none' })),
  };
}
