import type { EntityManager } from '@mikro-orm/postgresql';
import { localePrefix } from '@tessera/content-model';
import { siteSettings } from '../settings/site-settings';
import { RedirectRepository } from './redirect.repository';

export interface RedirectAnswer {
  status: number;
  location: string;
  /** The address it answers (for its cache key). */
  locale: string;
  path: string;
}

/**
 * The manual redirects in memory, looked up by a request's normalised path segments (read-model
 * `normalizePath`): no SQL per request. A path with a locale prefix is looked up in that locale,
 * one without in the default locale; a redirect of that locale wins over one for any locale.
 */
export class RedirectTable {
  private constructor(
    private readonly byAddress: ReadonlyMap<string, { status: number; location: string }>,
    private readonly defaultLocale: string,
  ) {}

  static empty(): RedirectTable {
    return new RedirectTable(new Map(), 'en-gb');
  }

  /** Reads every redirect and the default locale (a few milliseconds for tens of thousands). */
  static async read(em: EntityManager): Promise<RedirectTable> {
    const fork = em.fork();
    const [rows, settings] = await Promise.all([new RedirectRepository(fork).rows(), siteSettings({ em: fork })]);
    return new RedirectTable(new Map(rows.map((row) => [`${row.locale ?? '*'}|${row.fromPath}`, { status: row.status, location: row.to }])), settings.defaultLocale);
  }

  get size(): number {
    return this.byAddress.size;
  }

  find(segments: readonly string[]): RedirectAnswer | null {
    if (this.byAddress.size === 0) return null;
    const prefixed = segments.length > 0 && localePrefix.test(segments[0]);
    const locale = prefixed ? segments[0] : this.defaultLocale;
    const path = `/${(prefixed ? segments.slice(1) : segments).join('/')}`;
    const found = this.byAddress.get(`${locale}|${path}`) ?? this.byAddress.get(`*|${path}`);
    return found ? { ...found, locale, path } : null;
  }
}
