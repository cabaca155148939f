import type { MikroORM } from '@mikro-orm/postgresql';
import { recordAudit } from '../audit/record-audit';
import type { TesseraConfig } from '@tessera/content-model';
import type { Ctx, Logger, SiteSearch } from '../context';
import { inTransaction, readOnlyFork } from '../db/unit-of-work';
import type { DomainEvent, DomainEventType } from '@tessera/read-model';
import { publishedPage, publishedPageIdsShowing, publishedPagesAfter } from '../pages/published-pages';
import type { SearchEngine } from './search-engine';
import { SearchJobRepository, type ClaimedJob } from './search-job.repository';
import { searchDocumentOf } from './search-text';

export interface SearchServiceOptions {
  orm: MikroORM;
  engine: SearchEngine;
  config: TesseraConfig;
  log: Logger;
  /** Pages per transaction of a whole-index job. */
  batchSize: number;
  /** Rest between batches, leaving the database to requests (ms). */
  batchPauseMs: number;
  /** A loading job whose heartbeat is older than this died with its instance (ms). */
  staleAfterMs: number;
}

/** The events after which a page's entry may differ from what the site shows. */
const pageEvents = new Set<DomainEventType>(['page.published', 'page.unpublished', 'page.deleted', 'page.slug-changed']);

/** The run's row was taken over (its heartbeat had gone stale) or this instance is stopping. */
class RunEnded extends Error {}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * The search index kept in step with the site: each page event makes the page's entry match what
 * visitors see (indexed from its published version, or removed), and a reusable block's event
 * does so for every page showing it, once per cluster, by the durable
 * consumer `search-index` (gateway data.ts registers `onEvent`), after the publishing request has
 * answered; and the whole-index jobs run here in the background, a batch per transaction.
 */
export class SearchService implements SiteSearch {
  readonly engine: SearchEngine;
  private readonly running = new Set<Promise<void>>();
  private stopping = false;

  constructor(private readonly options: SearchServiceOptions) {
    this.engine = options.engine;
  }

  jobs(em: Ctx['em']): SearchJobRepository {
    return new SearchJobRepository(em, this.options.staleAfterMs);
  }

  /**
   * The durable consumer's handler (a failure is retried, then parked). Whatever the event, the page's entry is made to match the page as
   * it is now, so a repeated or late event changes nothing. The page stays share-locked while its
   * entry is written: a later publish waits for it, and its own event then writes after this one.
   */
  readonly onEvent = async (event: DomainEvent): Promise<void> => {
    if (event.type === 'reusable-block.changed') return this.syncShowing(Number(event.payload.reusableBlockId));
    if (!pageEvents.has(event.type)) return;
    const pageId = Number(event.payload.pageId);
    if (!Number.isSafeInteger(pageId) || pageId <= 0) return;
    await this.sync(pageId);
  };

  /**
   * A reusable block was published or deleted: every page whose published version shows it reads
   * differently now, so each one's entry is made anew (a transaction each, as for a page event; a
   * failure retries the whole event, which is harmless: each sync writes what is there now).
   */
  private async syncShowing(reusableBlockId: number): Promise<void> {
    if (!Number.isSafeInteger(reusableBlockId) || reusableBlockId <= 0) return;
    const pageIds = await publishedPageIdsShowing(this.options.orm.em.fork(), reusableBlockId);
    for (const pageId of pageIds) await this.sync(pageId);
  }

  async sync(pageId: number): Promise<void> {
    await this.options.orm.em.fork().transactional(async (em) => {
      const page = await publishedPage(em, pageId);
      if (page) await this.engine.index(em, [searchDocumentOf(page, this.options.config)]);
      else await this.engine.remove(em, [pageId]);
    });
  }

  /** Runs a claimed job in the background; `ctx` is the request that started it (for the audit log). */
  run(job: ClaimedJob, ctx: Ctx): void {
    // The request's own EntityManager ends with the request; the job works on forks of the ORM's.
    const jobCtx: Ctx = { ...ctx, em: readOnlyFork(this.options.orm.em) };
    const work = this.work(job, jobCtx).finally(() => this.running.delete(work));
    this.running.add(work);
  }

  /** Stops taking batches; a job in progress ends as `error` once its current batch is done. */
  async stop(): Promise<void> {
    this.stopping = true;
    await Promise.all([...this.running]);
  }

  private async work(job: ClaimedJob, ctx: Ctx): Promise<void> {
    const log = this.options.log;
    try {
      const handled = job.kind === 'indexing' ? await this.indexAll(job, ctx) : await this.removeAll(job, ctx);
      await inTransaction(ctx, async (tx) => {
        if (await this.jobs(tx.em).finish(job, 'success')) {
          recordAudit(tx, { action: `search.${job.kind}-finished`, subject: { type: 'search', id: job.kind }, details: { count: handled } });
        }
      });
      log.info({ job: job.kind, count: handled }, 'search job finished');
    } catch (error) {
      if (error instanceof RunEnded && !this.stopping) {
        log.warn({ job: job.kind }, 'search job taken over by another run');
        return;
      }
      log.error({ err: error, job: job.kind }, 'search job failed');
      await inTransaction(ctx, async (tx) => {
        if (await this.jobs(tx.em).finish(job, 'error')) {
          recordAudit(tx, { action: `search.${job.kind}-failed`, subject: { type: 'search', id: job.kind }, details: { interrupted: this.stopping } });
        }
      }).catch((failure) => log.error({ err: failure, job: job.kind }, 'recording a failed search job failed'));
    }
  }

  /** One transaction: do a batch, count it; throws RunEnded when the run should not go on. */
  private async batch(job: ClaimedJob, ctx: Ctx, step: (em: Ctx['em']) => Promise<number>): Promise<number> {
    if (this.stopping) throw new RunEnded();
    return inTransaction(ctx, async (tx) => {
      const handled = await step(tx.em);
      if (!(await this.jobs(tx.em).advance(job, handled))) throw new RunEnded();
      return handled;
    });
  }

  /**
   * Indexes every published page, by id, a batch at a time; each batch also drops the entries of
   * pages in its id range that are no longer on the site, so the rebuilt index holds exactly them.
   */
  private async indexAll(job: ClaimedJob, ctx: Ctx): Promise<number> {
    const { batchSize, config } = this.options;
    let after = 0;
    let handled = 0;
    for (;;) {
      let last = after;
      const count = await this.batch(job, ctx, async (em) => {
        const pages = await publishedPagesAfter(em, after, batchSize);
        await this.engine.index(
          em,
          pages.map((page) => searchDocumentOf(page, config)),
        );
        last = pages.at(-1)?.pageId ?? after;
        await this.engine.retainOnly(
          em,
          { after, upTo: pages.length === batchSize ? last : null },
          pages.map((page) => page.pageId),
        );
        return pages.length;
      });
      handled += count;
      after = last;
      if (count < batchSize) return handled;
      await pause(this.options.batchPauseMs);
    }
  }

  private async removeAll(job: ClaimedJob, ctx: Ctx): Promise<number> {
    const { batchSize } = this.options;
    let handled = 0;
    for (;;) {
      const count = await this.batch(job, ctx, (em) => this.engine.removeSome(em, batchSize));
      handled += count;
      if (count < batchSize) return handled;
      await pause(this.options.batchPauseMs);
    }
  }
}
