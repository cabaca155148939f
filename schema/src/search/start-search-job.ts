import { recordAudit } from '../audit/record-audit';
import type { Ctx } from '../context';
import { inTransaction } from '../db/unit-of-work';
import { countPublishedPages } from '../pages/published-pages';
import type { SearchJobKind } from './search-job.repository';
import { presentStatus, type SearchJobStartView } from './search.view';

/**
 * Starts a whole-index job unless it already runs: claimed and audited in one transaction (so
 * two starts on two instances cannot both claim it), then handed to the background. Answers at
 * once, with the job loading.
 */
export async function startSearchJob(ctx: Ctx, kind: SearchJobKind): Promise<SearchJobStartView> {
  const search = ctx.services.search;
  const { job, status } = await inTransaction(ctx, async (tx) => {
    const jobs = search.jobs(tx.em);
    const claimed = await jobs.claim(kind, () => (kind === 'indexing' ? countPublishedPages(tx.em) : search.engine.count(tx.em)));
    if (claimed) {
      recordAudit(tx, { action: `search.${kind}-started`, subject: { type: 'search', id: kind }, details: { total: claimed.total, engine: search.engine.name } });
    }
    return { job: claimed, status: await jobs.status() };
  });
  if (job) search.run(job, ctx);
  return { started: job !== null, status: presentStatus(status, search.engine.name) };
}
