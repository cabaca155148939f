import { submitContactForm, systemContext, type Services } from '@tessera/schema';
import { startTestGateway, adminEmail, type TestClient, type TestGateway } from '@tessera/testing';
import { freshIp, outboxCount, pause, readable, restErrors, storedSubmissions, submit, submitPath, validForm } from './contact.test-support';

/** SPEC §3 and §5, the contact form over REST: POST /api/tessera/contact/submit. */
let gateway: TestGateway;
let admin: TestClient;
let visitor: TestClient;
const recipient = 'office@example.com';

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  expect((await admin.rest('PUT', '/api/tessera/contact/settings', { recipientEmail: recipient })).status).toBe(200);
  // An anonymous visitor: the session middleware hands it a CSRF token without signing in.
  visitor = await gateway.client().start();
});

afterAll(async () => {
  await gateway?.stop();
});

const succeeded = { Success: true, Errors: [] };

describe('a valid submission', () => {
  it('is stored and mailed to the contact recipient, answering to the visitor', async () => {
    const ip = freshIp();
    const reply = await submit(visitor, { ...validForm, firstName: '  Ada ', email: 'Ada@Example.com' }, ip, { 'user-agent': 'ContactTest/1.0' });
    expect([reply.status, reply.body]).toEqual([200, succeeded]);

    const [stored] = (await storedSubmissions(gateway)).slice(-1);
    expect(stored).toMatchObject({
      first_name: 'Ada',
      last_name: 'Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0958',
      message: 'I would like to know more.\nPlease call me.',
      locale: 'en-gb',
      ip,
      user_agent: 'ContactTest/1.0',
    });

    const [mail] = await gateway.smtp.mailTo(recipient);
    expect(mail.to).toEqual([recipient]);
    const text = readable(mail.raw);
    expect(text).toMatch(/^Reply-To: ada@example\.com$/m);
    expect(text).toMatch(/^Subject: Contact form: Ada Lovelace$/m);
    expect(text).toMatch(/^From: .*no-reply@localhost/m);
    expect(text).toMatch(/^Content-Type: text\/plain/m);
    expect(text).toContain('Name: Ada Lovelace\nE-mail: ada@example.com\nPhone: +44 20 7946 0958\nPage language: en-gb\n');
    expect(text).toContain('Message:\n> I would like to know more.\n> Please call me.\n');
  });

  it('goes through the mail outbox in the same transaction as the row', async () => {
    const before = await outboxCount(gateway);
    expect((await submit(visitor, { ...validForm, email: 'outbox@example.com' }, freshIp())).status).toBe(200);
    const rows = await gateway.sql<{ message: Record<string, string> }>(`select message from mail_outbox where message->>'replyTo' = 'outbox@example.com'`);
    expect(rows).toHaveLength(1);
    expect(rows[0].message).toMatchObject({ to: recipient, replyTo: 'outbox@example.com', subject: 'Contact form: Ada Lovelace' });
    expect(await outboxCount(gateway)).toBe(before + 1);
  });

  it('visitor input cannot reach the headers, and the message cannot pass for lines of the mail', async () => {
    const message = 'Hello\nReply-To: evil@example.com\n\nName: Someone Else\n<script>alert(1)</script>';
    expect((await submit(visitor, { ...validForm, lastName: 'Quote"s <b>', email: 'inject@example.com', message }, freshIp())).status).toBe(200);
    const mails = await gateway.smtp.mailTo(recipient, 5000, 3);
    const text = readable(mails.find((m) => m.raw.includes('inject@example.com'))!.raw);
    const headers = text.slice(0, text.indexOf('\n\n'));
    expect(headers.match(/^Reply-To:.*$/gm)).toEqual(['Reply-To: inject@example.com']);
    expect(headers).toMatch(/^Subject: Contact form: Ada Quote"s <b>$/m);
    expect(text).toContain('> Hello\n> Reply-To: evil@example.com\n>\n> Name: Someone Else\n> <script>alert(1)</script>\n');
    expect(text).not.toMatch(/text\/html/);
  });
});

describe('the rules (SPEC §5)', () => {
  it('answer each broken rule with its code and store nothing, mail nothing', async () => {
    const storedBefore = await storedSubmissions(gateway);
    const outboxBefore = await outboxCount(gateway);
    const cases: [Record<string, unknown>, string[]][] = [
      [{}, ['V_01:firstName', 'V_01:lastName', 'V_01:email', 'V_01:phone', 'V_01:message', 'V_01:privacyAccepted', 'V_01:locale']],
      [{ ...validForm, firstName: '' }, ['V_01:firstName']],
      [{ ...validForm, lastName: '   ' }, ['V_01:lastName']],
      [{ ...validForm, email: undefined }, ['V_01:email']],
      [{ ...validForm, phone: null }, ['V_01:phone']],
      [{ ...validForm, message: '\n \n' }, ['V_01:message']],
      [{ ...validForm, privacyAccepted: false }, ['V_01:privacyAccepted']],
      [{ ...validForm, privacyAccepted: undefined }, ['V_01:privacyAccepted']],
      [{ ...validForm, privacyAccepted: 'true' }, ['V_12:privacyAccepted']],
      [{ ...validForm, email: 'ada.example.com' }, ['V_02:email']],
      [{ ...validForm, email: 'ada@example.com\r\nBcc: victim@example.com' }, ['V_02:email']],
      [{ ...validForm, phone: '12345' }, ['V_12:phone']],
      [{ ...validForm, phone: '+31 20 CALL ME' }, ['V_12:phone']],
      [{ ...validForm, phone: '0201234567\nBcc: 1234' }, ['V_12:phone']],
      [{ ...validForm, firstName: 'Ada\r\nBcc: victim@example.com' }, ['V_12:firstName']],
      [{ ...validForm, firstName: 'a'.repeat(101) }, ['V_14:firstName']],
      [{ ...validForm, lastName: 'a'.repeat(101) }, ['V_14:lastName']],
      [{ ...validForm, email: `${'a'.repeat(245)}@example.com` }, ['V_14:email']],
      [{ ...validForm, phone: '1 '.repeat(16) }, ['V_14:phone']],
      [{ ...validForm, message: 'm'.repeat(5001) }, ['V_14:message']],
      [{ ...validForm, firstName: 7 }, ['V_12:firstName']],
      [{ ...validForm, locale: 'english' }, ['V_12:locale']],
      [{ ...validForm, locale: 'es-es' }, ['V_12:locale']],
      [{ ...validForm, subject: 'extra' }, ['V_12:subject']],
      [{ ...validForm, message: 'nul\u0000byte' }, ['V_12:message']],
    ];
    const ip = freshIp();
    for (const [form, errors] of cases) {
      const reply = await submit(visitor, form, ip);
      expect({ form, status: reply.status, errors: restErrors(reply) }).toEqual({ form, status: 422, errors });
    }
    expect(await storedSubmissions(gateway)).toEqual(storedBefore);
    expect(await outboxCount(gateway)).toBe(outboxBefore);
  });

  it('at the limits: 100-character names, a 254-character e-mail, a 30-character phone, a 5000-character message pass', async () => {
    const form = {
      ...validForm,
      firstName: 'f'.repeat(100),
      lastName: 'l'.repeat(100),
      email: `${'e'.repeat(64)}@${'d'.repeat(63)}.${'d'.repeat(63)}.${'d'.repeat(57)}.com`,
      phone: '+31 (0)20 - 123 45 67 / 89 012',
      message: 'm'.repeat(5000),
    };
    expect(form.email).toHaveLength(254);
    expect(form.phone).toHaveLength(30);
    const reply = await submit(visitor, form, freshIp());
    expect([reply.status, reply.body]).toEqual([200, succeeded]);
    expect((await storedSubmissions(gateway)).at(-1)).toMatchObject({ first_name: form.firstName, email: form.email, phone: form.phone, message: form.message });
  });

  it('a body that is not JSON, or not an object, is refused before the form is read', async () => {
    const before = await storedSubmissions(gateway);
    const text = await visitor.raw('POST', submitPath, { body: 'firstName=Ada', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
    expect(text.status).toBe(415);
    const list = await submit(visitor, [validForm], freshIp());
    expect([list.status, restErrors(list)]).toEqual([400, ['V_12:body']]);
    expect(await storedSubmissions(gateway)).toEqual(before);
  });
});

describe('the honeypot', () => {
  it('answers exactly as a real submission, but stores and mails nothing', async () => {
    const real = await submit(visitor, { ...validForm, email: 'human@example.com' }, freshIp());
    const storedBefore = await storedSubmissions(gateway);
    const outboxBefore = await outboxCount(gateway);
    const bot = await submit(visitor, { ...validForm, email: 'bot@example.com', website: 'https://cheap-pills.example' }, freshIp());
    expect([bot.status, bot.body]).toEqual([real.status, real.body]);
    expect(bot.headers.get('content-type')).toBe(real.headers.get('content-type'));
    expect(await storedSubmissions(gateway)).toEqual(storedBefore);
    expect(await outboxCount(gateway)).toBe(outboxBefore);
    await pause(400);
    expect(gateway.smtp.received.filter((m) => m.raw.includes('bot@example.com'))).toEqual([]);
  });

  it('is logged at info level with the client, and only that', async () => {
    const log = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
    const ip = freshIp();
    // The test gateway is typed by the built schema package; the operation by these sources.
    const services = { ...(gateway.tessera.services as unknown as Services), log };
    const ctx = { ...systemContext(gateway.tessera.orm.em.fork(), services), viewer: null, request: { id: 'honeypot', ip, userAgent: 'SpamBot/2.0' } };
    expect(await submitContactForm(ctx, { ...validForm, website: 'https://spam.example' })).toBe(true);
    expect(log.info).toHaveBeenCalledTimes(1);
    expect(log.info).toHaveBeenCalledWith({ ip, userAgent: 'SpamBot/2.0' }, expect.stringContaining('honeypot'));
    expect([log.warn, log.error].map((fn) => fn.mock.calls.length)).toEqual([0, 0]);
  });

  it('a bot filling it gets the rules like anyone (nothing tells it the field is special)', async () => {
    const reply = await submit(visitor, { ...validForm, phone: 'x', website: 'spam' }, freshIp());
    expect([reply.status, restErrors(reply)]).toEqual([422, ['V_12:phone']]);
  });

  it('counts against the rate limit like a real submission', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await submit(visitor, { ...validForm, website: 'spam' }, ip)).status).toBe(200);
    const reply = await submit(visitor, validForm, ip);
    expect([reply.status, restErrors(reply)]).toEqual([429, ['CF_01']]);
  });
});

describe('the rate limit: 5 submissions per client per 10 minutes, kept in PostgreSQL', () => {
  it('refuses the sixth with 429 CF_01 and stores nothing; another client is not limited', async () => {
    const first = freshIp();
    const second = freshIp();
    for (let i = 1; i <= 5; i += 1) {
      const reply = await submit(visitor, { ...validForm, message: `message ${i}` }, first);
      expect([i, reply.status]).toEqual([i, 200]);
    }
    const storedBefore = await storedSubmissions(gateway);
    const outboxBefore = await outboxCount(gateway);
    const limited = await submit(visitor, { ...validForm, message: 'message 6' }, first);
    expect(limited.status).toBe(429);
    expect(limited.body).toEqual({
      Success: false,
      Errors: [{ code: 'CF_01', property: null }],
      Message: 'Too many messages were sent from here. Try again after 10 minutes.',
      Details: { retryAfterSeconds: expect.any(Number) },
    });
    expect(limited.body.Details.retryAfterSeconds).toBeGreaterThan(500);
    expect(limited.body.Details.retryAfterSeconds).toBeLessThanOrEqual(600);
    expect(await storedSubmissions(gateway)).toEqual(storedBefore);
    expect(await outboxCount(gateway)).toBe(outboxBefore);

    // The same browser (cookie and token) from another address is another client.
    expect((await submit(visitor, validForm, second)).status).toBe(200);
    expect((await submit(await gateway.client().start(), validForm, second)).status).toBe(200);
    expect(await gateway.sql('select client_key, submissions from contact_rate_limit where client_key in (?, ?) order by submissions desc', [first, second])).toEqual([
      { client_key: first, submissions: 5 },
      { client_key: second, submissions: 2 },
    ]);
  });

  it('refused input does not use up the limit, and is still answered with its rule once the limit is reached', async () => {
    const ip = freshIp();
    for (let i = 0; i < 8; i += 1) expect((await submit(visitor, { ...validForm, phone: 'nope' }, ip)).status).toBe(422);
    for (let i = 0; i < 5; i += 1) expect((await submit(visitor, validForm, ip)).status).toBe(200);
    expect((await submit(visitor, { ...validForm, phone: 'nope' }, ip)).status).toBe(422);
    expect((await submit(visitor, validForm, ip)).status).toBe(429);
  });

  it('counts an IPv6 client by its /64: another address in it is the same client, another /64 is not', async () => {
    for (let i = 1; i <= 5; i += 1) expect((await submit(visitor, validForm, `2001:db8:aa:1::${i}`)).status).toBe(200);
    expect((await submit(visitor, validForm, '2001:db8:aa:1:ffff:ffff:ffff:ffff')).status).toBe(429);
    expect((await submit(visitor, validForm, '2001:db8:aa:2::1')).status).toBe(200);
  });

  it('opens a new window once 10 minutes have passed since the first submission', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) await submit(visitor, validForm, ip);
    expect((await submit(visitor, validForm, ip)).status).toBe(429);
    await gateway.sql(`update contact_rate_limit set window_started_at = now() - interval '10 minutes 1 second' where client_key = ?`, [ip]);
    expect((await submit(visitor, validForm, ip)).status).toBe(200);
    expect(await gateway.sql('select submissions from contact_rate_limit where client_key = ?', [ip])).toEqual([{ submissions: 1 }]);
  });

  it('holds across instances: a second gateway on the same database refuses the same client', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await submit(visitor, validForm, ip)).status).toBe(200);
    const other = await startTestGateway({ mailDelivery: false }, { reset: false });
    try {
      const reply = await submit(await other.client().start(), validForm, ip);
      expect([reply.status, restErrors(reply)]).toEqual([429, ['CF_01']]);
      expect((await submit(await other.client().start(), validForm, freshIp())).status).toBe(200);
    } finally {
      await other.stop();
    }
  });

  it('parallel submissions from one client cannot slip past the limit', async () => {
    const ip = freshIp();
    const before = (await storedSubmissions(gateway)).length;
    const replies = await Promise.all(Array.from({ length: 8 }, (_, i) => submit(visitor, { ...validForm, message: `parallel ${i}` }, ip)));
    expect(replies.map((r) => r.status).sort()).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
    expect((await storedSubmissions(gateway)).length).toBe(before + 5);
  });
});

describe('CSRF', () => {
  it('an anonymous visitor posts with the token of its anonymous session (as above); without it the post is refused, 403 V_04', async () => {
    const before = await storedSubmissions(gateway);
    const refused = { Success: false, Errors: [{ code: 'V_04', property: 'csrf' }], Message: 'The token is not valid.' };

    const noHeaders = await gateway.client().start();
    noHeaders.sendCsrf = false;
    const bare = await submit(noHeaders, validForm, freshIp());
    expect([bare.status, bare.body]).toEqual([403, refused]);

    const tokenOnly = await submit(noHeaders, validForm, freshIp(), { 'x-csrf-token': noHeaders.csrf! });
    expect([tokenOnly.status, tokenOnly.body]).toEqual([403, refused]);

    const headerOnly = await submit(noHeaders, validForm, freshIp(), { 'x-requested-with': 'XMLHttpRequest' });
    expect([headerOnly.status, headerOnly.body]).toEqual([403, refused]);

    const other = await gateway.client().start();
    const foreign = await submit(noHeaders, validForm, freshIp(), { 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': other.csrf! });
    expect([foreign.status, foreign.body]).toEqual([403, refused]);

    // A cross-site form post: no cookie of ours, no headers.
    const response = await fetch(gateway.url + submitPath, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(validForm) });
    expect(response.status).toBe(403);

    expect(await storedSubmissions(gateway)).toEqual(before);
  });
});

describe('the recipient', () => {
  afterAll(async () => {
    await admin.rest('PUT', '/api/tessera/contact/settings', { recipientEmail: recipient });
  });

  it('without one set, mail goes to the longest-standing active settings manager (the first administrator)', async () => {
    expect((await admin.rest('PUT', '/api/tessera/contact/settings', { recipientEmail: null })).status).toBe(200);
    expect((await submit(visitor, { ...validForm, email: 'fallback@example.com' }, freshIp())).status).toBe(200);
    const mails = await gateway.smtp.mailTo(adminEmail);
    expect(mails.filter((m) => m.raw.includes('fallback@example.com'))).toHaveLength(1);
  });

  it('the mail is in the language of the site (its default locale), whatever the page', async () => {
    const locales = { availableLocales: ['en-gb', 'nl-nl', 'de-de', 'fr-fr'], customSlugLocales: [] };
    expect((await admin.rest('PUT', '/api/tessera/settings', { ...locales, defaultLocale: 'de-de' })).status).toBe(200);
    try {
      expect((await submit(visitor, { ...validForm, email: 'deutsch@example.com', locale: 'fr-fr' }, freshIp())).status).toBe(200);
      const mails = await gateway.smtp.mailTo(adminEmail, 5000, 2);
      const text = readable(mails.find((m) => m.raw.includes('deutsch@example.com'))!.raw);
      expect(text).toMatch(/^Subject: Kontaktformular: Ada Lovelace$/m);
      expect(text).toContain('Sprache der Seite: fr-fr');
      expect((await storedSubmissions(gateway)).at(-1)?.locale).toBe('fr-fr');
    } finally {
      await admin.rest('PUT', '/api/tessera/settings', { ...locales, defaultLocale: 'en-gb' });
    }
  });

  it('a locale the site does not offer is V_12 on locale', async () => {
    expect((await admin.rest('PUT', '/api/tessera/settings', { availableLocales: ['en-gb'], defaultLocale: 'en-gb', customSlugLocales: [] })).status).toBe(200);
    try {
      const reply = await submit(visitor, { ...validForm, locale: 'nl-nl' }, freshIp());
      expect([reply.status, restErrors(reply)]).toEqual([422, ['V_12:locale']]);
    } finally {
      await admin.rest('PUT', '/api/tessera/settings', { availableLocales: ['en-gb', 'nl-nl', 'de-de', 'fr-fr'], defaultLocale: 'en-gb', customSlugLocales: [] });
    }
  });
});
