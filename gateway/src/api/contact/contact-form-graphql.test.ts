import { startTestGateway, type TestClient, type TestGateway } from '@tessera/testing';
import { freshIp, gqlErrors, outboxCount, readable, storedSubmissions, submitOverGraphQL, validForm } from './contact.test-support';

/** The contact form as the GraphQL mutation submitContactForm: the same operation as REST. */
let gateway: TestGateway;
let visitor: TestClient;
const recipient = 'graphql.office@example.com';

beforeAll(async () => {
  gateway = await startTestGateway();
  const admin = await gateway.admin();
  const set = await admin.gql('mutation($to: String) { updateContactSettings(recipientEmail: $to) { recipientEmail } }', { to: recipient });
  expect(set.body.errors).toBeUndefined();
  visitor = await gateway.client().start();
});

afterAll(async () => {
  await gateway?.stop();
});

describe('submitContactForm', () => {
  it('a visitor sends the form: true, stored and mailed to the recipient with the visitor as Reply-To', async () => {
    const ip = freshIp();
    const reply = await submitOverGraphQL(visitor, { ...validForm, email: 'graph@example.com', locale: 'nl-nl' }, ip);
    expect(reply.status).toBe(200);
    expect(reply.body).toEqual({ data: { submitContactForm: true } });
    expect((await storedSubmissions(gateway)).at(-1)).toMatchObject({ email: 'graph@example.com', locale: 'nl-nl', ip });
    const [mail] = await gateway.smtp.mailTo(recipient);
    expect(readable(mail.raw)).toMatch(/^Reply-To: graph@example\.com$/m);
  });

  it('answers broken rules with every code in extensions.errors and stores nothing', async () => {
    const before = await storedSubmissions(gateway);
    const outboxBefore = await outboxCount(gateway);
    const empty = await submitOverGraphQL(visitor, {}, freshIp());
    expect(empty.body.data).toBeNull();
    expect(gqlErrors(empty)).toEqual(['V_01:firstName', 'V_01:lastName', 'V_01:email', 'V_01:phone', 'V_01:message', 'V_01:privacyAccepted', 'V_01:locale']);
    const broken = await submitOverGraphQL(visitor, { ...validForm, email: 'nope', phone: '12', privacyAccepted: false, message: 'm'.repeat(5001) }, freshIp());
    expect(gqlErrors(broken)).toEqual(['V_02:email', 'V_12:phone', 'V_14:message', 'V_01:privacyAccepted']);
    expect(broken.body.errors[0].extensions).toMatchObject({ code: 'V_02', property: 'email' });
    const wrongType = await submitOverGraphQL(visitor, { ...validForm, privacyAccepted: 'yes' }, freshIp());
    expect(gqlErrors(wrongType)).toEqual(['V_12']);
    expect(await storedSubmissions(gateway)).toEqual(before);
    expect(await outboxCount(gateway)).toBe(outboxBefore);
  });

  it('the honeypot answers true and stores nothing', async () => {
    const before = await storedSubmissions(gateway);
    const reply = await submitOverGraphQL(visitor, { ...validForm, website: 'https://spam.example' }, freshIp());
    expect(reply.body).toEqual({ data: { submitContactForm: true } });
    expect(await storedSubmissions(gateway)).toEqual(before);
  });

  it('the sixth submission from one client is CF_01 with the wait in extensions.details', async () => {
    const ip = freshIp();
    for (let i = 0; i < 5; i += 1) expect((await submitOverGraphQL(visitor, validForm, ip)).body.data.submitContactForm).toBe(true);
    const limited = await submitOverGraphQL(visitor, validForm, ip);
    expect(limited.status).toBe(200);
    expect(gqlErrors(limited)).toEqual(['CF_01']);
    expect(limited.body.errors[0].extensions.details.retryAfterSeconds).toBeGreaterThan(0);
    expect((await submitOverGraphQL(visitor, validForm, freshIp())).body.data.submitContactForm).toBe(true);
  });

  it('needs the CSRF token like every mutation: 403 V_04, nothing stored', async () => {
    const before = await storedSubmissions(gateway);
    const bare = await gateway.client().start();
    bare.sendCsrf = false;
    const reply = await submitOverGraphQL(bare, validForm, freshIp());
    expect(reply.status).toBe(403);
    expect(reply.body.errors[0].extensions).toMatchObject({ code: 'V_04', property: 'csrf' });
    expect(await storedSubmissions(gateway)).toEqual(before);
  });
});
