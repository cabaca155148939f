import { SMTPServer } from 'smtp-server';
import type { AddressInfo } from 'node:net';

export interface ReceivedMail {
  to: string[];
  raw: string;
}

/** A real SMTP server on a random port that keeps what it receives, for reading mailed links. */
export class SmtpListener {
  readonly received: ReceivedMail[] = [];
  private server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
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

  /** Mail to an address, waiting briefly for it to arrive. */
  async mailTo(address: string, timeoutMs = 5000): Promise<ReceivedMail[]> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const mails = this.received.filter((m) => m.to.includes(address));
      if (mails.length > 0 || Date.now() > deadline) return mails;
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** The token of the last link mailed to an address (quoted-printable soft breaks undone). */
  async lastToken(address: string): Promise<string> {
    const mails = await this.mailTo(address);
    const text = (mails.at(-1)?.raw ?? '').replace(/=\r?\n/g, '').replace(/=3D/g, '=');
    const match = text.match(/token=([A-Za-z0-9_%-]+)/);
    if (!match) throw new Error(`no token mailed to ${address}`);
    return decodeURIComponent(match[1]);
  }
}
