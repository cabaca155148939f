import type { MikroORM } from '@mikro-orm/postgresql';
import { recordAudit } from '../audit/record-audit';
import type { Services } from '../context';
import { inTransaction, type TxCtx } from '../db/unit-of-work';
import { errorText } from '../events/event-consumers';
import { systemContext } from '../system-context';
import { findUserByEmail } from '../users/user-directory';
import { AccountLinkRequestRepository } from './account-link-request.repository';
import { OneTimeTokenRepository } from './one-time-token.repository';
import { sendAccountLink } from './send-account-link';
import { Poller } from '../operations/poller';

/**
 * What a forgot-password request comes to: for an address with an account, a reset link (or,
 * to an account never activated, a new activation link), at most one a minute per account (the
 * token's lock makes requests arriving together issue one); for any other address, nothing.
 */
export async function answerAccountLinkRequest(tx: TxCtx, email: string): Promise<void> {
  const user = await findUserByEmail(tx.em, email);
  if (!user) return;
  const purpose = user.active ? 'reset' : 'activation';
  const token = await new OneTimeTokenRepository(tx.em).issueUnlessRecent(user, purpose);
  if (!token) return;
  recordAudit(tx, { action: 'auth.reset-requested', subject: { type: 'user', id: user.id }, actor: null });
  sendAccountLink(tx, user, purpose, token);
}

export interface AccountLinkRequestsOptions {
  orm: MikroORM;
  services: Services;
  /** How often to look for requests (ms): a link is queued at most this long after it was asked for. */
  pollMs: number;
}

/**
 * Works through forgot-password requests after they were answered (forgot-password.ts records
 * them), so the answer costs the same for any address. Every gateway looks; each request is
 * taken by one (skip locked) and deleted in the transaction that issues its token and queues its
 * mail, so a gateway that dies mid-way leaves it for the next look. One that fails for another
 * reason is dropped with a warning rather than tried forever: the requester can ask again.
 */
export class AccountLinkRequests {
  private readonly poller: Poller;

  constructor(private readonly options: AccountLinkRequestsOptions) {
    this.poller = new Poller({
      pollMs: options.pollMs,
      run: () => this.runPending(),
      log: options.services.log,
      failure: 'forgot-password requests could not be looked at; they are looked at again at the next poll',
    });
  }

  start(): void {
    this.poller.start();
  }

  /** Works through what is waiting, unless a run is under way (then resolves with that one). */
  wake(): Promise<number> {
    return this.poller.wake();
  }

  /** Lets the run under way finish; nothing more starts. */
  stop(): Promise<void> {
    return this.poller.stop();
  }

  /** Works through every request this gateway can take; how many it took. */
  async runPending(): Promise<number> {
    if (!(await new AccountLinkRequestRepository(this.options.orm.em.fork()).anyWaiting())) return 0;
    let taken = 0;
    while (!this.poller.stopped && (await this.runOne())) taken += 1;
    return taken;
  }

  private async runOne(): Promise<boolean> {
    const em = this.options.orm.em.fork();
    let claimed: { id: string; email: string; ip: string | null } | undefined;
    try {
      return await inTransaction(systemContext(em, this.options.services), async (tx) => {
        claimed = await new AccountLinkRequestRepository(tx.em).claimNext();
        if (!claimed) return false;
        await answerAccountLinkRequest({ ...tx, request: { id: `account-link-${claimed.id}`, ip: claimed.ip ?? undefined } }, claimed.email);
        return true;
      });
    } catch (error) {
      if (!claimed) throw error;
      this.options.services.log.warn({ request: claimed.id, error: errorText(error) }, 'a forgot-password request could not be worked through; it is dropped');
      await new AccountLinkRequestRepository(this.options.orm.em.fork()).drop(claimed.id);
      return true;
    }
  }
}
