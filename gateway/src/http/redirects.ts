import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { MikroORM } from '@mikro-orm/postgresql';
import { cacheKeys, domainEventTypes, normalizePath, surrogateKeyHeader, type DomainEvent } from '@tessera/read-model';
import { RedirectTable } from '@tessera/schema';
import { UrlKeyMemo } from '@tessera/site';

/** Browsers keep a 301 for ever unless told: a short life here, while a CDN is purged by the key on a change. */
const redirectCacheControl = 'public, max-age=300, s-maxage=3600';

const knownEventTypes: ReadonlySet<string> = new Set(domainEventTypes);

/** A redirect's answer, its status and headers worked out once (never changed after). */
interface PreparedRedirect {
  status: number;
  headers: string[];
}

/**
 * The manual redirects (issue 35), answered before the site's routing and its HTML cache from a
 * table in memory: no SQL per request. The table is read at start and again on every
 * `redirects.changed` (from this or any other gateway, over the event bus) and
 * `settings.changed` (the default locale decides how a path without a prefix is read).
 * Every cached page asks here first, so the answer for a URL (a redirect or none) is remembered
 * until the table is read again, as the HTML cache remembers its keys: a cached page or a
 * redirect then costs one map lookup here, not a parse of the path.
 */
export class ServedRedirects {
  private table = RedirectTable.empty();
  private reading: Promise<void> = Promise.resolve();
  private readonly byUrl = new UrlKeyMemo<PreparedRedirect>();

  constructor(
    private readonly orm: MikroORM,
    private readonly log: Logger,
  ) {}

  /** Reads the table again; reads queue, so the last one wins with what was committed last. */
  reload(): Promise<void> {
    this.reading = this.reading.then(async () => {
      try {
        this.table = await RedirectTable.read(this.orm.em);
        this.byUrl.clear();
      } catch (error) {
        this.log.error({ err: error }, 'reading the redirects failed; serving the ones read before');
      }
    });
    return this.reading;
  }

  /** A type a newer version raised (a rolling upgrade, docs/deployment.md) may change them too: read again. */
  readonly onEvent = (event: DomainEvent): Promise<void> | undefined =>
    event.type === 'redirects.changed' || event.type === 'settings.changed' || !knownEventTypes.has(event.type) ? this.reload() : undefined;

  /** Answers a GET or HEAD whose path has a redirect; false when it has none. */
  answer(req: IncomingMessage, res: ServerResponse, securityHeaders: readonly string[]): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const found = this.byUrl.keyOf(req.url ?? '/', this.prepare);
    if (!found) return false;
    res.writeHead(found.status, securityHeaders.length === 0 ? found.headers : [...securityHeaders, ...found.headers]);
    res.end();
    return true;
  }

  private readonly prepare = (url: string): PreparedRedirect | null => {
    const segments = normalizePath(url).segments;
    const found = segments && this.table.find(segments);
    if (!found) return null;
    const keys = surrogateKeyHeader([cacheKeys.path(found.locale, found.path)]);
    return { status: found.status, headers: ['Location', found.location, 'Cache-Control', redirectCacheControl, 'Surrogate-Key', keys, 'xkey', keys, 'Content-Length', '0'] };
  };
}
