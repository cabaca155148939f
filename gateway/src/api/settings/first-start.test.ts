import { startTestGateway, type TestGateway } from '@tessera/testing';

/**
 * A first start that greets (issue 24): an empty database gets a published home page that says
 * what Tessera is and links to /cmsadmin, and privacy and cookie statements to be edited, once;
 * a second start and a database with content get nothing. The dashboard's next steps say what
 * is done (settings/first-steps, GraphQL firstSteps).
 */
let gateway: TestGateway | undefined;

afterEach(async () => {
  await gateway?.stop();
  gateway = undefined;
});

const counts = async (g: TestGateway) => {
  const [pages] = await g.sql<{ count: string }>('select count(*) as count from page');
  const [versions] = await g.sql<{ count: string }>('select count(*) as count from page_version');
  const [texts] = await g.sql<{ count: string }>("select count(*) as count from site_text where key in ('privacy-statement', 'cookie-statement')");
  return { pages: Number(pages.count), versions: Number(versions.count), statements: Number(texts.count) };
};

const page = async (g: TestGateway, path: string) => {
  const answer = await g.client().raw('GET', path);
  return { status: answer.status, html: await answer.text() };
};

const firstSteps = async (g: TestGateway) => (await (await g.admin()).rest('GET', '/api/tessera/settings/first-steps')).body.FirstSteps;

it('greets a fresh start: / is the greeting with a link to /cmsadmin, the footer statements answer, and a second start adds nothing', async () => {
  gateway = await startTestGateway({ greeting: true });
  const home = await page(gateway, '/');
  expect(home.status).toBe(200);
  expect(home.html).toContain('Welcome to Tessera');
  expect(home.html).toContain('href="/cmsadmin"');
  const footer = home.html.slice(home.html.indexOf('<footer'));
  const statements = [...footer.matchAll(/<a href="(\/[^"]+)">/g)].map(([, href]) => href);
  expect(statements).toHaveLength(2);
  for (const href of statements) {
    const statement = await page(gateway, href);
    expect({ href, status: statement.status }).toEqual({ href, status: 200 });
    expect(statement.html).toContain('To be edited');
  }
  // Every offered locale has its statements, in its language.
  const dutch = await gateway.sql<{ value: { title: string } }>("select value from site_text where key = 'privacy-statement' and locale = 'nl-nl'");
  expect(dutch[0].value.title).toBe('Privacyverklaring');
  const before = await counts(gateway);
  expect(before).toEqual({ pages: 1, versions: 1, statements: 8 });
  // Made through the operations: audited like an editor's work.
  const audit = await gateway.sql<{ action: string }>("select action from audit_log where action like 'page.%' order by id");
  expect(audit.map((row) => row.action)).toEqual(expect.arrayContaining(['page.created', 'page.published']));

  await gateway.stop();
  gateway = await startTestGateway({ greeting: true }, { reset: false });
  expect(await counts(gateway)).toEqual(before);
  expect((await page(gateway, '/')).status).toBe(200);
});

it('leaves a database with content alone', async () => {
  gateway = await startTestGateway();
  const admin = await gateway.admin();
  const created = await admin.rest('POST', '/api/tessera/page/create', { title: 'Ours', slug: 'ours', type: 'content-page', locale: 'en-gb' });
  expect(created.status).toBe(200);
  await gateway.stop();
  gateway = await startTestGateway({ greeting: true }, { reset: false });
  expect(await counts(gateway)).toEqual({ pages: 1, versions: 1, statements: 0 });
  expect((await page(gateway, '/')).status).toBe(404);
  expect(await firstSteps(gateway)).toEqual({ homePageId: null, homeEdited: true, contactRecipientSet: false, editorsInvited: false });
});

it('tells the next steps until they are done: edit the home page, set the contact recipient, invite editors', async () => {
  gateway = await startTestGateway({ greeting: true });
  const [home] = await gateway.sql<{ id: number; latest_version_id: number }>("select id, latest_version_id from page where slug = 'home'");
  expect(await firstSteps(gateway)).toEqual({ homePageId: home.id, homeEdited: false, contactRecipientSet: false, editorsInvited: false });

  const admin = await gateway.admin();
  const stored = await admin.rest('POST', `/api/tessera/page/version/${home.latest_version_id}/store`, { title: 'Our home', blocks: [{ type: 'rich-text', props: { body: '<p>Ours now.</p>' } }] });
  expect(stored.status).toBe(200);
  expect((await firstSteps(gateway)).homeEdited).toBe(true);
  expect((await admin.rest('PUT', '/api/tessera/contact/settings', { recipientEmail: 'sales@example.com' })).status).toBe(200);
  expect((await firstSteps(gateway)).contactRecipientSet).toBe(true);
  const editor = await gateway.signedIn('editor');
  const viaGraphql = await admin.gql('{ firstSteps { homePageId homeEdited contactRecipientSet editorsInvited } }');
  expect(viaGraphql.body.data.firstSteps).toEqual({ homePageId: home.id, homeEdited: true, contactRecipientSet: true, editorsInvited: true });
  // Only for those who manage the settings.
  const refused = await editor.client.rest('GET', '/api/tessera/settings/first-steps');
  expect(refused.status).toBe(403);
});
