import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { MikroORM } from '@mikro-orm/postgresql';
import { cacheKeys, normalizePath, surrogateKeyHeader, type DomainEvent } from '@tessera/read-model';
import { RedirectTable } from '@tessera/schema';

/** Browsers keep a 301 for ever unless told: a short life here, while a CDN is purged by the key on a change. */
const redirectCacheControl = 'public, max-age=300, s-maxage=3600';

/**
 * The manual redirects (issue 35), answered before the site's routing and its HTML cache from a
 * table in memory: no SQL per request. The table is read at start and again on every
 * `redirects.changed` (from this or any other gateway, over the event bus) and
 * `settings.changed` (the default locale decides how a path without a prefix is read).
 */
export class ServedRedirects {
  private table = RedirectTable.empty();
  private reading: Promise<void> = Promise.resolve();

  constructor(
    private readonly orm: MikroORM,
    private readonly log: Logger,
  ) {}

  /** Reads the table again; reads queue, so the last one wins with what was committed last. */
  reload(): Promise<void> {
    this.reading = this.reading.then(async () => {
      try {
        this.table = await RedirectTable.read(this.orm.em);
      } catch (error) {
        this.log.error({ err: error }, 'reading the redirects failed; serving the ones read before');
      }
    });
    return this.reading;
  }

  readonly onEvent = (event: DomainEvent): Promise<void> | undefined => (event.type === 'redirects.changed' || event.type === 'settings.changed' ? this.reload() : undefined);

  /** Answers a GET or HEAD whose path has a redirect; false when it has none. */
  answer(req: IncomingMessage, res: ServerResponse, securityHeaders: readonly string[]): boolean {
    if (req.method !== 'GET' && req.method !== 'HEAD') return false;
    const segments = normalizePath(req.url ?? '/').segments;
    const found = segments && this.table.find(segments);
    if (!found) return false;
    const keys = surrogateKeyHeader([cacheKeys.path(found.locale, found.path)]);
    res.writeHead(found.status, [...securityHeaders, 'Location', found.location, 'Cache-Control', redirectCacheControl, 'Surrogate-Key', keys, 'xkey', keys, 'Content-Length', '0']);
    res.end();
    return true;
  }
}
