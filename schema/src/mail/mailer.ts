import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { randomUUID } from 'node:crypto';
import type nodemailer from 'nodemailer';
import type { Logger } from '../context';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  /** Where answers go (the visitor of a contact form); the sender stays MAIL_FROM, so nothing is spoofed. */
  replyTo?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

/**
 * With an SMTP URL, mail goes to that server. Without one, each message is written as an .eml
 * file to the outbox directory and logged, so a bare installation still shows its links.
 */
export function createMailer(options: { smtpUrl?: string; from: string; outboxDir: string; log: Logger }): Mailer {
  if (options.smtpUrl) {
    const transport = onFirstUse(() => mailModule().createTransport(options.smtpUrl));
    return {
      async send(message) {
        await transport().sendMail({ from: options.from, ...message });
      },
    };
  }
  const transport = onFirstUse(() => mailModule().createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  return {
    async send(message) {
      const info = await transport().sendMail({ from: options.from, ...message });
      await mkdir(options.outboxDir, { recursive: true });
      const file = join(options.outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomUUID()}.eml`);
      await writeFile(file, info.message as Buffer);
      options.log.info({ to: message.to, subject: message.subject, file }, 'mail written to the outbox (no SMTP_URL)');
    },
  };
}

/** nodemailer loads with the first message: most gateways send none for hours (about 1.5 MB of heap). */
function mailModule(): typeof nodemailer {
  return require('nodemailer') as typeof nodemailer;
}

function onFirstUse<T>(make: () => T): () => T {
  let made: T | undefined;
  return () => (made ??= make());
}
