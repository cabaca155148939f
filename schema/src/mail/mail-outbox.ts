import type { MikroORM } from '@mikro-orm/postgresql';
import type { Logger } from '../context';
import { noMetrics, type Metrics } from '../metrics/metrics';
import type { Mailer, MailMessage } from './mailer';

export interface MailOutboxOptions {
  orm: MikroORM;
  mailer: Mailer;
  log: Logger;
  /** How often to look for due messages without being woken (retries, other instances' mail). */
  pollMs: number;
  /** Wait before the first retry; it doubles each attempt, up to an hour. */
  retryBaseMs: number;
  /** Attempts before a message is given up (kept with `failed_at` set). */
  maxAttempts: number;
  /** How long a claimed message stays with its sender; after a crash mid-send another takes it. */
  leaseMs: number;
  /** Counts each attempt by outcome (TESSERA_METRICS_PORT). */
  metrics?: Metrics;
}

export const mailOutboxDefaults = { pollMs: 5_000, retryBaseMs: 10_000, maxAttempts: 10, leaseMs: 5 * 60_000 };

interface Claimed {
  id: string;
  message: MailMessage;
  attempts: number;
}

/**
 * Sends the mail that committed transactions left in `mail_outbox`, in the background: woken by
 * a commit on this instance and by a poll. A sender claims a batch (skip locked, so instances
 * never take the same message) by pushing its next attempt out by a lease, sends, and marks each
 * sent; a failure is retried with exponential backoff. A crash between claim and mark sends that
 * message again later: at least once.
 */
export class MailOutbox {
  private timer: NodeJS.Timeout | undefined;
  private draining: Promise<void> = Promise.resolve();
  private stopped = false;

  constructor(private readonly options: MailOutboxOptions) {}

  start(): void {
    this.stopped = false;
    this.timer = setInterval(() => this.wake(), this.options.pollMs);
    this.timer.unref();
    this.wake();
  }

  /** Sends what is due, after whatever send is under way. */
  wake(): void {
    if (this.stopped) return;
    this.draining = this.draining.then(() => this.drain()).catch((error) => this.options.log.warn({ err: error }, 'sending mail from the outbox failed'));
  }

  /** Lets the send under way finish (a command line run sends its mail before it exits). */
  async stop(): Promise<void> {
    this.stopped = true;
    clearInterval(this.timer);
    await this.draining;
  }

  private async drain(): Promise<void> {
    for (;;) {
      const batch = await this.claim();
      for (const mail of batch) await this.send(mail);
      if (batch.length < 20 || this.stopped) return;
    }
  }

  private claim(): Promise<Claimed[]> {
    return this.options.orm.em.fork().execute<Claimed[]>(
      `update mail_outbox set attempts = attempts + 1, next_attempt_at = now() + ? * interval '1 millisecond'
        where id in (
          select id from mail_outbox where sent_at is null and failed_at is null and next_attempt_at <= now()
           order by id limit 20 for update skip locked)
        returning id::text as id, message, attempts`,
      [this.options.leaseMs],
    );
  }

  private async send(mail: Claimed): Promise<void> {
    const em = this.options.orm.em.fork();
    const message = (typeof mail.message === 'string' ? JSON.parse(mail.message) : mail.message) as MailMessage;
    try {
      await this.options.mailer.send(message);
      await em.execute('update mail_outbox set sent_at = now(), last_error = null where id = ?', [mail.id]);
      (this.options.metrics ?? noMetrics).count('mail_send', { outcome: 'sent' });
    } catch (error) {
      const giveUp = mail.attempts >= this.options.maxAttempts;
      (this.options.metrics ?? noMetrics).count('mail_send', { outcome: giveUp ? 'given_up' : 'retry' });
      const delayMs = Math.min(this.options.retryBaseMs * 2 ** (mail.attempts - 1), 60 * 60_000);
      this.options.log[giveUp ? 'error' : 'warn']({ err: error, to: message.to, attempts: mail.attempts }, giveUp ? 'gave up sending a mail' : 'sending a mail failed; will retry');
      await em.execute(`update mail_outbox set last_error = ?, next_attempt_at = now() + ? * interval '1 millisecond', failed_at = case when ? then now() end where id = ?`, [
        String((error as Error)?.message ?? error).slice(0, 1000),
        delayMs,
        giveUp,
        mail.id,
      ]);
    }
  }

  /** Forgets messages sent more than a week ago. */
  async prune(): Promise<void> {
    await this.options.orm.em.fork().execute(`delete from mail_outbox where sent_at < now() - interval '7 days'`);
  }
}
