import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a random port that keeps what it receives, for reading mailed links. */
export class SmtpListener {
  readonly received: ReceivedMail[] = [];
  /** How many of the next messages to refuse with a temporary failure (451), as a struggling server would. */
  refuseNext = 0;
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        if (this.refuseNext > 0) {
          this.refuseNext -= 1;
          return callback(Object.assign(new Error('try again later'), { responseCode: 451 }));
        }
        this.received.push({
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        callback();
      });
    },
  });

  async start(): Promise<string> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', () => resolve()));
    const { port } = this.server.server.address() as AddressInfo;
    return `smtp://127.0.0.1:${port}`;
  }

  stop(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  /**
   * Mail to an address, waiting briefly for `atLeast` messages to arrive (mail leaves the outbox
   * in the background, just after the request that sent it has answered).
   */
  async mailTo(address: string, timeoutMs = 5000, atLeast = 1): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mails = this.received.filter((m) => m.to.includes(address));
      if (mails.length >= atLeast || Date.now() > deadline) return mails;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** The token of the last link mailed to an address, once `atLeast` mails came (quoted-printable soft breaks undone). */
  async lastToken(address: string, atLeast = 1): Promise<string> {
    const mails = await this.mailTo(address, 5000, atLeast);
    const text = (mails.at(-1)?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const match = text.match(/token=([A-Za-z0-9_%-]+)/);
    if (!match) throw new Error(`no token mailed to ${address}`);
    return decodeURIComponent(match[1]);
  }
}
