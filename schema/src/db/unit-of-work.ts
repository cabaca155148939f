import type { Ctx } from '../context';
import type { DomainEventType } from '@tessera/read-model';
import { DomainEventRow } from '../events/domain-event.entity';
import { eventChannel } from '../events/event-bus';
import type { MailMessage } from '../mail/mailer';
import { OutboxMail } from '../mail/outbox-mail.entity';

/**
 * An operation's context inside its transaction: `em` is the transaction's, and events and mail
 * are written to the outbox tables with the change that causes them. They leave only after the
 * commit, and a rollback takes them back with everything else.
 */
export interface TxCtx extends Ctx {
  readonly transactional: true;
  /** Raises a domain event once this transaction commits (the HTML cache and search listen). */
  emit(type: DomainEventType, payload: Record<string, unknown>): void;
  /** Sends a message once this transaction commits, from the mail outbox (retried while SMTP fails). */
  sendMail(message: MailMessage): void;
}

function isTx(ctx: Ctx): ctx is TxCtx {
  return (ctx as Partial<TxCtx>).transactional === true;
}

/**
 * The unit of work: runs `work` in one transaction with a context bound to it, flushes, commits,
 * then hands what was written to the outbox for delivery. Called inside another unit of work it
 * joins that one. The request's own `em` refuses writes (see `readOnlyFork`), so a change cannot
 * land outside a transaction by forgetting to use this.
 */
export async function inTransaction<T>(ctx: Ctx, work: (tx: TxCtx) => Promise<T>): Promise<T> {
  if (isTx(ctx)) return work(ctx);
  const written: { events: boolean; mail: boolean; tx?: string } = { events: false, mail: false };
  const result = await ctx.em.getContext(false).transactional(async (em) => {
    const tx: TxCtx = {
      ...ctx,
      em,
      transactional: true,
      emit(type, payload) {
        written.events = true;
        em.persist(em.create(DomainEventRow, { type, payload, origin: ctx.services.outbox.instanceId }));
      },
      sendMail(message) {
        written.mail = true;
        em.persist(em.create(OutboxMail, { message }));
      },
    };
    const value = await work(tx);
    await em.flush();
    // Delivered by PostgreSQL at commit, and not at all on rollback. The transaction's id tells
    // the event bus when it has delivered this transaction's events (see EventBus.catchUp).
    if (written.events) {
      const [row] = await em.execute<Array<{ tx: string }>>(`select pg_current_xact_id()::text as tx, pg_notify('${eventChannel}', '')`);
      written.tx = row.tx;
    }
    return value;
  });
  if (written.events || written.mail) await ctx.services.outbox.committed(written);
  return result;
}

const writes = ['flush', 'persist', 'persistAndFlush', 'remove', 'removeAndFlush', 'insert', 'insertMany', 'upsert', 'upsertMany', 'nativeInsert', 'nativeUpdate', 'nativeDelete'] as const;

/**
 * A fork for one request or command that reads but refuses to write: every change goes through
 * `inTransaction`, whose transaction has an `em` of its own. A forgotten unit of work fails
 * loudly in the first test that runs it instead of writing without its events or audit row.
 */
export function readOnlyFork<E extends Ctx['em']>(em: E): E {
  const fork = em.fork() as E;
  for (const method of writes) {
    Object.defineProperty(fork, method, {
      value: () => {
        throw new Error(`em.${method}() outside a transaction: wrap the change in inTransaction(ctx, …)`);
      },
    });
  }
  return fork;
}
