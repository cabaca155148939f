import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';
import { countStatements } from '@tessera/schema';

/**
 * POST auth/forgot-password must not tell by its time which addresses have accounts: answering
 * does the same work for any address (the request is recorded), and looking the address up,
 * issuing the token, the audit entry and the mail come after the answer, in the background
 * (AccountLinkRequests). No wall-clock times here: tools/src/bench/forgot-password.bench.ts
 * prints them.
 */
let gateway: TestGateway;
let admin: TestClient;
const known = 'has.account@example.com';
const unknown = 'no.account@example.com';

beforeAll(async () => {
  // Background lookups (events, mail, schedules) rarely, so the statements counted are the answer's.
  gateway = await startTestGateway({ eventPollMs: 60_000, mailPollMs: 60_000, schedulePollMs: 10_000 });
  admin = await gateway.admin();
  const created = await admin.rest('POST', '/api/tessera/user', { email: known, role: 'editor', profile: { name: 'Has Account' }, password: 'Str0ng-pass!' });
  expect(created.status).toBe(200);
});

afterAll(async () => {
  await gateway?.stop();
});

/** A statement with its quoted values (the address, the session's token, times) left out. */
const withoutValues = (text: string) => text.replace(/'(?:[^']|'')*'/g, '?');

async function forgot(email: string) {
  const client = await gateway.client().start();
  return client.rest('POST', '/api/tessera/auth/forgot-password', { email });
}

const resetTrace = async () => ({
  tokens: await gateway.sql(`select t.purpose from one_time_token t join tessera_user u on u.id = t.user_id where u.email = ?`, [known]),
  audit: await gateway.sql(`select subject_id, ip from audit_log where action = 'auth.reset-requested'`),
  mail: await gateway.sql(`select id from mail_outbox where message->>'to' in (?, ?)`, [known, unknown]),
});

describe('forgot-password for a known and an unknown address', () => {
  it('answers alike, having only recorded the request: the lookup, token, audit entry and mail come after the answer', async () => {
    await gateway.tessera.accountLinks.stop();
    const answers = [await forgot(known), await forgot(unknown)];
    expect(answers.map((answer) => [answer.status, answer.body])).toEqual([
      [200, { Success: true, Errors: [] }],
      [200, { Success: true, Errors: [] }],
    ]);
    expect(await gateway.sql('select email from account_link_request order by id')).toEqual([{ email: known }, { email: unknown }]);
    expect(await resetTrace()).toEqual({ tokens: [], audit: [], mail: [] });

    gateway.tessera.accountLinks.start();
    expect(await gateway.tessera.accountLinks.wake()).toBe(2);
    expect(await gateway.smtp.mailTo(known)).toHaveLength(1);
    expect(await gateway.smtp.mailTo(unknown, 300)).toHaveLength(0);
    const [user] = await gateway.sql<{ id: number }>('select id from tessera_user where email = ?', [known]);
    expect(await resetTrace()).toMatchObject({ tokens: [{ purpose: 'reset' }], audit: [{ subject_id: String(user.id), ip: '127.0.0.1' }] });
    expect(await gateway.sql('select email from account_link_request')).toEqual([]);
  });

  it('sends the same SQL statements while answering either', async () => {
    await gateway.tessera.accountLinks.stop();
    const statements = countStatements();
    const sentWhileAnswering = async (email: string) => {
      const client = await gateway.client().start();
      const from = statements.texts.length;
      expect((await client.rest('POST', '/api/tessera/auth/forgot-password', { email })).status).toBe(200);
      return statements.texts.slice(from).map(withoutValues);
    };
    const forKnown = await sentWhileAnswering(known);
    const forUnknown = await sentWhileAnswering(unknown);
    expect(forKnown).toEqual(forUnknown);
    expect(forKnown.filter((text) => text.includes('account_link_request'))).toHaveLength(1);
    gateway.tessera.accountLinks.start();
  });
});
