import type { Reply, TestClient, TestGateway } from '@tessera/testing';

export const submitPath = '/api/tessera/contact/submit';

export const validForm = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  email: 'ada@example.com',
  phone: '+44 20 7946 0958',
  message: 'I would like to know more.\nPlease call me.',
  privacyAccepted: true,
  locale: 'en-gb',
};

let lastAddress = 0;

/** A client address no other test uses (TEST-NET-2), so each test starts with a fresh rate limit. */
export function freshIp(): string {
  lastAddress += 1;
  return `198.51.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
}

/**
 * Posts the contact form as a visitor's browser would, from `ip`: the gateway trusts the
 * X-Forwarded-For of a proxy on loopback (trust proxy 'loopback'), and the tests connect from there.
 */
export async function submit(client: TestClient, body: unknown, ip: string, headers: Record<string, string> = {}): Promise<Reply> {
  const response = await client.raw('POST', submitPath, {
    body: JSON.stringify(body),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, ...headers },
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : null };
}

/** GraphQL's twin of `submit`. */
export async function submitOverGraphQL(client: TestClient, input: unknown, ip: string): Promise<Reply> {
  const response = await client.raw('POST', '/graphql', {
    body: JSON.stringify({ query: 'mutation($input: ContactFormInput!) { submitContactForm(input: $input) }', variables: { input } }),
    headers: { 'content-type': 'application/json', 'x-forwarded-for': ip },
  });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

export interface StoredSubmission {
  id: number;
  first_name: string;
  last_name: string;
  email: string;
  phone: string;
  message: string;
  locale: string;
  ip: string | null;
  user_agent: string | null;
  created_at: Date;
}

export function storedSubmissions(gateway: TestGateway): Promise<StoredSubmission[]> {
  return gateway.sql<StoredSubmission>('select * from contact_submission order by id');
}

/** Messages in the mail outbox (sent or not): what committed transactions asked to mail. */
export async function outboxCount(gateway: TestGateway): Promise<number> {
  return Number((await gateway.sql<{ n: string }>('select count(*) as n from mail_outbox'))[0].n);
}

/** The REST error list as `code:property` strings. */
export function restErrors(reply: Reply): string[] {
  expect(reply.body.Success).toBe(false);
  return (reply.body.Errors as { code: string; property: string | null }[]).map((e) => (e.property ? `${e.code}:${e.property}` : e.code));
}

/** The GraphQL error entries of the first error as `code:property` strings. */
export function gqlErrors(reply: Reply): string[] {
  expect(reply.body.errors).toHaveLength(1);
  const extensions = reply.body.errors[0].extensions as { code: string; property: string | null; errors?: { code: string; property: string | null }[] };
  return (extensions.errors ?? [extensions]).map((e) => (e.property ? `${e.code}:${e.property}` : e.code));
}

const qpByte = (_: string, hex: string) => String.fromCharCode(parseInt(hex, 16));

/**
 * A mail as lines to read: headers unfolded with their encoded words (RFC 2047) decoded, a blank
 * line, then the body with quoted-printable undone. ASCII and Latin-1 only, enough for the tests.
 */
export function readable(raw: string): string {
  const text = raw.replace(/\r\n/g, '\n');
  const split = text.indexOf('\n\n');
  const headers = text
    .slice(0, split)
    .replace(/\n[ \t]+/g, ' ')
    .replace(/=\?utf-8\?q\?(.*?)\?=/gi, (_, word: string) => word.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/g, qpByte))
    .replace(/=\?utf-8\?b\?(.*?)\?=/gi, (_, word: string) => Buffer.from(word, 'base64').toString('utf8'));
  const body = text
    .slice(split + 2)
    .replace(/=\n/g, '')
    .replace(/=([0-9A-F]{2})/g, qpByte);
  return `${headers}\n\n${body}`;
}

export const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
