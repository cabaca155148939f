import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';
import { AuditLog } from '@tessera/schema/src/audit/audit-log.entity';
import { restErrors, submit, validForm } from './contact.test-support';
import { contactRetentionDays, pruneContactState } from '@tessera/schema';

/**
 * What administrators do with the contact form: read the submissions (manage-settings), choose
 * the recipient (manage-settings), and write the `contact` site text (manage-site-content).
 */
let gateway: TestGateway;
let admin: TestClient;
let editor: TestClient;
/** A role with manage-site-content only: it edits the site's texts, not visitors' data. */
let contentManager: TestClient;
/** A role with manage-settings only. */
let settingsManager: TestClient;
let visitor: TestClient;

const list = '/api/tessera/contact/submissions';
const settingsPath = '/api/tessera/contact/settings';

async function roleUser(name: string, permissions: string[]): Promise<TestClient> {
  await gateway.sql('insert into role (name, permissions, created_at) values (?, ?, now())', [name, JSON.stringify(permissions.map((p) => ({ name: p })))]);
  return (await gateway.signedIn(name)).client;
}

/** Submissions written behind the API, `minutesAgo` apart, so order and paging are known. */
async function seed(rows: { first: string; last: string; email: string; message: string; minutesAgo: number; locale?: string }[]) {
  for (const row of rows) {
    await gateway.sql(
      `insert into contact_submission (first_name, last_name, email, phone, message, locale, ip, user_agent, created_at)
       values (?, ?, ?, '+31 20 123 4567', ?, ?, '203.0.113.9', 'Seed/1.0', now() - make_interval(mins => ?))`,
      [row.first, row.last, row.email, row.message, row.locale ?? 'en-gb', row.minutesAgo],
    );
  }
}

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  editor = (await gateway.signedIn('editor')).client;
  contentManager = await roleUser('content-manager', ['manage-site-content']);
  settingsManager = await roleUser('settings-manager', ['manage-settings']);
  visitor = await gateway.client().start();
  await seed([
    { first: 'Bea', last: 'Zwart', email: 'bea@example.com', message: 'About training', minutesAgo: 50 },
    { first: 'Carl', last: 'Young', email: 'carl@example.com', message: 'Invoice 100% wrong', minutesAgo: 40, locale: 'nl-nl' },
    { first: 'Dana', last: 'Xu', email: 'dana@example.com', message: 'Job application', minutesAgo: 30 },
  ]);
});

afterAll(async () => {
  await gateway?.stop();
});

describe('listing submissions over REST', () => {
  it('newest first by default, as plain data exactly as the visitor typed it', async () => {
    const message = '<script>alert("x")</script> & <b>bold</b>';
    expect((await submit(visitor, { ...validForm, firstName: '<i>Eve</i>', message }, '192.0.2.44', { 'user-agent': 'Browser <1>' })).status).toBe(200);
    const reply = await admin.rest('GET', list);
    expect(reply.status).toBe(200);
    expect(reply.body.totalItems).toBe(4);
    expect(reply.body.items.map((i: { firstName: string }) => i.firstName)).toEqual(['<i>Eve</i>', 'Dana', 'Carl', 'Bea']);
    expect(reply.body.items[0]).toEqual({
      id: expect.any(Number),
      firstName: '<i>Eve</i>',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '+44 20 7946 0958',
      message,
      locale: 'en-gb',
      ip: '192.0.2.44',
      userAgent: 'Browser <1>',
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
  });

  it('pages, sorts and searches with the generic list arguments', async () => {
    const page = await admin.rest('GET', `${list}?pageIndex=1&pageSize=2`);
    expect([page.body.totalItems, page.body.items.map((i: { firstName: string }) => i.firstName)]).toEqual([4, ['Carl', 'Bea']]);
    const byLastName = await admin.rest('GET', `${list}?columnToSort=lastName&sortOrder=asc`);
    expect(byLastName.body.items.map((i: { lastName: string }) => i.lastName)).toEqual(['Lovelace', 'Xu', 'Young', 'Zwart']);
    const oldest = await admin.rest('GET', `${list}?sortOrder=asc&pageSize=1`);
    expect(oldest.body.items.map((i: { firstName: string }) => i.firstName)).toEqual(['Bea']);
    const search = async (term: string) => (await admin.rest('GET', `${list}?searchTerm=${encodeURIComponent(term)}`)).body.items.map((i: { firstName: string }) => i.firstName);
    expect(await search('carl young')).toEqual(['Carl']);
    expect(await search('DANA@')).toEqual(['Dana']);
    expect(await search('100%')).toEqual(['Carl']);
    expect(await search('%')).toEqual(['Carl']);
    expect(await search('training')).toEqual(['Bea']);
    expect(await search('123 4567')).toEqual(['Dana', 'Carl', 'Bea']);
    expect(await search('nobody')).toEqual([]);
  });

  it('refuses bad list arguments with V_12', async () => {
    for (const [query, property] of [
      ['columnToSort=ip', 'columnToSort'],
      ['sortOrder=up', 'sortOrder'],
      ['pageIndex=-1', 'pageIndex'],
      ['pageSize=1000', 'pageSize'],
    ]) {
      const reply = await admin.rest('GET', `${list}?${query}`);
      expect([query, reply.status, restErrors(reply)]).toEqual([query, 422, [`V_12:${property}`]]);
    }
  });

  it('needs manage-settings: visitors 401, editors and content managers 403 (UM_01); a settings manager may', async () => {
    const anonymous = await visitor.rest('GET', list);
    expect([anonymous.status, restErrors(anonymous)]).toEqual([401, ['UM_01']]);
    for (const client of [editor, contentManager]) {
      const reply = await client.rest('GET', list);
      expect([reply.status, restErrors(reply)]).toEqual([403, ['UM_01']]);
    }
    expect((await settingsManager.rest('GET', list)).body.totalItems).toBe(4);
  });
});

describe('listing submissions over GraphQL', () => {
  const query = `query($query: ContactSubmissionListQuery) { contactSubmissions(query: $query) {
    totalItems items { id firstName lastName email phone message locale ip userAgent createdAt } } }`;

  it('answers items and totalItems with the same arguments', async () => {
    const reply = await admin.gql(query, { query: { pageIndex: 0, pageSize: 2, columnToSort: 'firstName', sortOrder: 'asc', searchTerm: 'a' } });
    expect(reply.body.errors).toBeUndefined();
    const { totalItems, items } = reply.body.data.contactSubmissions;
    expect(totalItems).toBe(4);
    expect(items.map((i: { firstName: string }) => i.firstName)).toEqual(['<i>Eve</i>', 'Bea']);
    expect(items[1]).toMatchObject({ lastName: 'Zwart', email: 'bea@example.com', locale: 'en-gb', ip: '203.0.113.9', userAgent: 'Seed/1.0' });
    expect((await admin.gql(query)).body.data.contactSubmissions.items[0].firstName).toBe('<i>Eve</i>');
  });

  it('is refused with UM_01 without manage-settings', async () => {
    for (const client of [visitor, editor, contentManager]) {
      const reply = await client.gql(query);
      expect(reply.body.data).toBeNull();
      expect(reply.body.errors![0].extensions.code).toBe('UM_01');
    }
  });
});

describe('the contact recipient setting', () => {
  it('is unset at first: mail goes to the first administrator', async () => {
    expect((await admin.rest('GET', settingsPath)).body).toEqual({ recipientEmail: null, effectiveRecipientEmail: 'admin@example.com' });
  });

  it('a settings manager sets it (trimmed, lowercased); it is audited and never in the public settings', async () => {
    const reply = await settingsManager.rest('PUT', settingsPath, { recipientEmail: ' Sales@Example.com ' });
    expect(reply.body).toEqual({ Success: true, Errors: [], ContactSettings: { recipientEmail: 'sales@example.com', effectiveRecipientEmail: 'sales@example.com' } });
    expect((await admin.rest('GET', settingsPath)).body.recipientEmail).toBe('sales@example.com');
    const audit = await gateway.tessera.orm.em.fork().find(AuditLog, { action: 'settings.updated', subjectId: 'contact' }, { orderBy: { id: 'asc' } });
    expect(audit.at(-1)).toMatchObject({ subjectType: 'settings', details: { recipientEmail: 'sales@example.com' } });
    const publicSettings = await visitor.rest('GET', '/api/tessera/settings/get');
    expect(JSON.stringify(publicSettings.body)).not.toContain('sales@example.com');
    expect(Object.keys(publicSettings.body).sort()).toEqual(['availableLocales', 'customSlugLocales', 'defaultLocale']);
  });

  it('is validated as an e-mail; a broken value changes nothing', async () => {
    for (const [body, errors] of [
      [{ recipientEmail: 'not-an-address' }, ['V_02:recipientEmail']],
      [{ recipientEmail: `${'a'.repeat(250)}@example.com` }, ['V_14:recipientEmail']],
      [{ recipientEmail: 42 }, ['V_12:recipientEmail']],
      [{}, ['V_01:recipientEmail']],
      [{ recipientEmail: 'ok@example.com', extra: 1 }, ['V_12:extra']],
    ] as const) {
      const reply = await admin.rest('PUT', settingsPath, body);
      expect([body, reply.status, restErrors(reply)]).toEqual([body, 422, errors]);
    }
    expect((await admin.rest('GET', settingsPath)).body.recipientEmail).toBe('sales@example.com');
  });

  it('null or blank clears it, back to the fallback', async () => {
    expect((await admin.rest('PUT', settingsPath, { recipientEmail: '  ' })).body.ContactSettings).toEqual({ recipientEmail: null, effectiveRecipientEmail: 'admin@example.com' });
    await admin.rest('PUT', settingsPath, { recipientEmail: 'sales@example.com' });
    expect((await admin.rest('PUT', settingsPath, { recipientEmail: null })).body.ContactSettings.recipientEmail).toBeNull();
  });

  it('needs manage-settings to read or change: 401 / 403 UM_01, nothing changes', async () => {
    await admin.rest('PUT', settingsPath, { recipientEmail: 'kept@example.com' });
    for (const [client, status] of [
      [visitor, 401],
      [editor, 403],
      [contentManager, 403],
    ] as const) {
      expect(restErrors(await client.rest('GET', settingsPath))).toEqual(['UM_01']);
      const reply = await client.rest('PUT', settingsPath, { recipientEmail: 'attacker@example.com' });
      expect([reply.status, restErrors(reply)]).toEqual([status, ['UM_01']]);
    }
    expect((await admin.rest('GET', settingsPath)).body.recipientEmail).toBe('kept@example.com');
  });

  it('over GraphQL: contactSettings and updateContactSettings', async () => {
    const update = await admin.gql('mutation($to: String) { updateContactSettings(recipientEmail: $to) { recipientEmail effectiveRecipientEmail } }', { to: 'gql@example.com' });
    expect(update.body.data.updateContactSettings).toEqual({ recipientEmail: 'gql@example.com', effectiveRecipientEmail: 'gql@example.com' });
    const bad = await admin.gql('mutation($to: String) { updateContactSettings(recipientEmail: $to) { recipientEmail } }', { to: 'nope' });
    expect(bad.body.errors![0].extensions).toMatchObject({ code: 'V_02', property: 'recipientEmail' });
    expect((await admin.gql('{ contactSettings { recipientEmail } }')).body.data.contactSettings).toEqual({ recipientEmail: 'gql@example.com' });
    expect((await editor.gql('{ contactSettings { recipientEmail } }')).body.errors![0].extensions.code).toBe('UM_01');
  });
});

describe('the `contact` site text (phone number and intro, per locale)', () => {
  const texts = '/api/tessera/site-content/texts';
  const value = { phone: '+31 20 123 4567', intro: '<p>Questions? We answer within a day.</p>' };

  it('a content manager sets it per locale; visitors read it like the other site texts', async () => {
    const reply = await contentManager.rest('PUT', `${texts}/contact/nl-nl`, { value: { ...value, intro: '<p onclick="x()">Vragen?<script>x()</script></p>' } });
    expect(reply.status).toBe(200);
    expect(reply.body.SiteText).toEqual({ key: 'contact', locale: 'nl-nl', value: { phone: '+31 20 123 4567', intro: '<p>Vragen?</p>' } });
    expect((await contentManager.rest('PUT', `${texts}/contact/en-gb`, { value: { phone: '+31\u00a020 123 4567' } })).body.SiteText.value).toEqual({ phone: '+31 20 123 4567', intro: '' });
    expect((await visitor.rest('GET', `${texts}/contact/nl-nl`)).body).toEqual({ key: 'contact', locale: 'nl-nl', value: { phone: '+31 20 123 4567', intro: '<p>Vragen?</p>' } });
    expect((await visitor.rest('GET', `${texts}/contact/de-de`)).body.value).toBeNull();
    const graph = await visitor.gql('query { siteText(key: "contact", locale: "en-gb") { key locale value } }');
    expect(graph.body.data.siteText).toEqual({ key: 'contact', locale: 'en-gb', value: { phone: '+31 20 123 4567', intro: '' } });
  });

  it('the phone number follows the contact form rule; broken values change nothing', async () => {
    const before = (await visitor.rest('GET', `${texts}/contact/nl-nl`)).body;
    for (const [body, errors] of [
      [{ intro: '<p>x</p>' }, ['V_01:value.phone']],
      [{ phone: 'call us' }, ['V_12:value.phone']],
      [{ phone: '123' }, ['V_12:value.phone']],
      [{ phone: '1'.repeat(31) }, ['V_14:value.phone']],
      [{ phone: '+31 20 123 4567', intro: '<p>unclosed' }, ['V_15:value.intro']],
      [{ phone: '+31 20 123 4567', email: 'x@example.com' }, ['V_12:value.email']],
    ] as const) {
      const reply = await admin.rest('PUT', `${texts}/contact/nl-nl`, { value: body });
      expect([body, reply.status, restErrors(reply)]).toEqual([body, 422, errors]);
    }
    expect((await visitor.rest('GET', `${texts}/contact/nl-nl`)).body).toEqual(before);
  });

  it('editors and visitors may not set it (UM_01)', async () => {
    expect((await editor.rest('PUT', `${texts}/contact/fr-fr`, { value })).status).toBe(403);
    expect((await visitor.rest('PUT', `${texts}/contact/fr-fr`, { value })).status).toBe(401);
    expect((await visitor.rest('GET', `${texts}/contact/fr-fr`)).body.value).toBeNull();
  });
});

describe('housekeeping', () => {
  it('forgets rate-limit windows that are over and submissions past the retention period', async () => {
    await gateway.sql(`insert into contact_rate_limit (client_key, submissions, window_started_at) values
      ('203.0.113.1', 5, now() - interval '11 minutes'), ('203.0.113.2', 5, now() - interval '1 minute')`);
    await seed([
      { first: 'Old', last: 'Timer', email: 'old@example.com', message: 'Long ago', minutesAgo: (contactRetentionDays * 24 + 1) * 60 },
      { first: 'Almost', last: 'Old', email: 'almost@example.com', message: 'Not so long ago', minutesAgo: (contactRetentionDays * 24 - 1) * 60 },
    ]);
    await pruneContactState(gateway.tessera.orm.em.fork());
    expect(await gateway.sql(`select client_key from contact_rate_limit where client_key like '203.0.113.%'`)).toEqual([{ client_key: '203.0.113.2' }]);
    const names = (await gateway.sql<{ first_name: string }>('select first_name from contact_submission')).map((row) => row.first_name);
    expect(names).toContain('Almost');
    expect(names).not.toContain('Old');
  });
});
