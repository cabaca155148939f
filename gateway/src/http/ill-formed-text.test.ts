import sharp from 'sharp';
import { startTestGateway, type Reply, type TestClient, type TestGateway } from '@tessera/testing';

/**
 * Text that is not well-formed Unicode (issue 20): JSON may escape a lone UTF-16 surrogate
 * (`"\ud800"`), which JSON.parse turns into a string no database column can hold as such. It
 * was a 500 in a skill or team member name (the audit row's JSON could not be stored) and was
 * stored as U+FFFD in page titles and user names. Every input is checked once, where it is
 * parsed: such text is V_12 on its field, over REST and GraphQL, in every operation, and nothing
 * is stored.
 */

const lone = '\ud800';
/** A low surrogate first, then a high one: two code units, no character. */
const reversed = '\udc00\ud800';

let gateway: TestGateway;
let admin: TestClient;
const ids = { page: 0, version: 0, skill: 0, teamMember: 0, certificate: 0, tag: 0, menuItem: 0, user: 0, file: 0 };

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  const created = (reply: Reply) => {
    if (reply.status !== 200) throw new Error(`set-up failed: ${JSON.stringify(reply.body)}`);
    return reply.body;
  };
  const page = created(await admin.rest('POST', '/api/tessera/page/create', { title: 'Plain', slug: 'plain', type: 'content-page', locale: 'en-gb' }));
  ids.page = page.pageID;
  ids.version = page.pageVersionID;
  ids.skill = created(await admin.rest('POST', '/api/tessera/site-content/skills', { name: 'TypeScript' })).Skill.id;
  ids.teamMember = created(await admin.rest('POST', '/api/tessera/site-content/team-members', { name: 'Ann', function: 'Developer' })).TeamMember.id;
  ids.certificate = created(await admin.rest('POST', '/api/tessera/site-content/certificates', { title: 'ISO 27001' })).Certificate.id;
  ids.tag = created(await admin.rest('POST', '/api/tessera/tags', { name: 'plain' })).Tag.id;
  ids.menuItem = created(await admin.rest('POST', '/api/tessera/menu/item', { locale: 'en-gb', label: 'Plain', url: 'https://example.com' })).id;
  ids.user = (await gateway.signedIn('editor')).id;
  const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: { r: 1, g: 2, b: 3 } } })
    .png()
    .toBuffer();
  ids.file = created(await admin.upload('POST', '/api/tessera/medialib/add-file', 'f', png, 'plain.png', 'image/png', { path: '/' })).file.id;
});

afterAll(async () => {
  await gateway?.stop();
});

/** Every table an operation of these could write to, as one digest: a refused call leaves it as it was. */
const storedTables = [
  'audit_log',
  'certificate',
  'contact_rate_limit',
  'contact_submission',
  'domain_event',
  'mail_outbox',
  'media_directory',
  'media_file',
  'menu_item',
  'page',
  'page_tag',
  'page_version',
  'publication_request',
  'setting',
  'site_text',
  'skill',
  'tag',
  'team_member',
  'tessera_user',
];

async function stored(): Promise<Record<string, string>> {
  const digests: Record<string, string> = {};
  for (const table of storedTables) {
    const [row] = await gateway.sql<{ digest: string }>(`select md5(coalesce(string_agg(t::text, '|' order by t::text), '')) as digest from ${table} t`);
    digests[table] = row.digest;
  }
  return digests;
}

interface Case {
  name: string;
  /** The field that carries the text, as the error names it. */
  property: string;
  send(text: string): Promise<Reply>;
}

const rest = (method: string, path: () => string, body: (text: string) => object) => (text: string) => admin.rest(method, `/api/tessera${path()}`, body(text));
const gql = (query: string, variables: (text: string) => Record<string, unknown>) => (text: string) => admin.gql(query, variables(text));

const restCases: Case[] = [
  {
    name: 'skill (create)',
    property: 'name',
    send: rest(
      'POST',
      () => '/site-content/skills',
      (text) => ({ name: text }),
    ),
  },
  {
    name: 'skill (update)',
    property: 'name',
    send: rest(
      'PUT',
      () => `/site-content/skills/${ids.skill}`,
      (text) => ({ name: `Type${text}Script` }),
    ),
  },
  {
    name: 'team member (create)',
    property: 'name',
    send: rest(
      'POST',
      () => '/site-content/team-members',
      (text) => ({ name: text, function: 'Developer' }),
    ),
  },
  {
    name: 'team member specialty',
    property: 'specialties.1',
    send: rest(
      'PUT',
      () => `/site-content/team-members/${ids.teamMember}`,
      (text) => ({ name: 'Ann', specialties: ['APIs', text] }),
    ),
  },
  {
    name: 'certificate',
    property: 'subtext',
    send: rest(
      'PUT',
      () => `/site-content/certificates/${ids.certificate}`,
      (text) => ({ title: 'ISO 27001', subtext: text }),
    ),
  },
  {
    name: 'page title (create)',
    property: 'title',
    send: rest(
      'POST',
      () => '/page/create',
      (text) => ({ title: `About ${text}`, slug: 'about', type: 'content-page', locale: 'en-gb' }),
    ),
  },
  {
    name: 'page title (store)',
    property: 'title',
    send: rest(
      'POST',
      () => `/page/version/${ids.version}/store`,
      (text) => ({ title: text, blocks: [] }),
    ),
  },
  {
    name: 'SEO keyword (store)',
    property: 'seoKeywords.0',
    send: rest(
      'POST',
      () => `/page/version/${ids.version}/store`,
      (text) => ({ title: 'Plain', blocks: [], seoKeywords: [text] }),
    ),
  },
  {
    name: 'page type data key (store)',
    property: 'typeData',
    send: rest(
      'POST',
      () => `/page/version/${ids.version}/store`,
      (text) => ({ title: 'Plain', blocks: [], typeData: { [text]: 'x' } }),
    ),
  },
  {
    name: 'publication request comment',
    property: 'comment',
    send: rest(
      'POST',
      () => `/page/${ids.page}/request-publication`,
      (text) => ({ comment: text }),
    ),
  },
  {
    name: 'user name',
    property: 'profile.name',
    send: rest(
      'PUT',
      () => `/user/${ids.user}`,
      (text) => ({ email: 'editor-1@users.test', role: 'editor', profile: { name: text } }),
    ),
  },
  {
    name: 'new user job title',
    property: 'profile.jobTitle',
    send: rest(
      'POST',
      () => '/user',
      (text) => ({ email: 'new@users.test', role: 'editor', profile: { name: 'New', jobTitle: text } }),
    ),
  },
  {
    name: 'tag',
    property: 'name',
    send: rest(
      'POST',
      () => '/tags',
      (text) => ({ name: text }),
    ),
  },
  {
    name: 'tag (rename)',
    property: 'name',
    send: rest(
      'PUT',
      () => `/tags/${ids.tag}`,
      (text) => ({ name: text }),
    ),
  },
  {
    name: 'menu item',
    property: 'label',
    send: rest(
      'POST',
      () => '/menu/item',
      (text) => ({ locale: 'en-gb', label: text, url: 'https://example.com' }),
    ),
  },
  {
    name: 'menu item (rename)',
    property: 'label',
    send: rest(
      'PUT',
      () => `/menu/item/${ids.menuItem}/rename`,
      (text) => ({ label: text }),
    ),
  },
  {
    name: 'media alt text',
    property: 'defaultAltText',
    send: rest(
      'POST',
      () => '/medialib/edit-file',
      (text) => ({ id: ids.file, newPath: '/', newFileName: 'plain.png', defaultAltText: text }),
    ),
  },
  {
    name: 'media folder',
    property: 'folderName',
    send: rest(
      'POST',
      () => '/medialib/create-dir',
      (text) => ({ path: '/', folderName: text }),
    ),
  },
  {
    name: 'contact form',
    property: 'message',
    send: rest(
      'POST',
      () => '/contact/submit',
      (text) => ({ firstName: 'Ann', lastName: 'Lee', email: 'ann@example.com', phone: '+31 20 123 4567', message: `Hello ${text}`, privacyAccepted: true, locale: 'en-gb' }),
    ),
  },
  {
    name: 'site settings',
    property: 'defaultLocale',
    send: rest(
      'PUT',
      () => '/settings',
      (text) => ({ availableLocales: ['en-gb'], defaultLocale: text }),
    ),
  },
  {
    name: 'site text',
    property: 'value.links.0.label',
    send: rest(
      'PUT',
      () => '/site-content/texts/footer/en-gb',
      (text) => ({ value: { text: '', links: [{ label: text, href: 'https://example.com' }] } }),
    ),
  },
  {
    name: 'sign-in e-mail',
    property: 'email',
    send: rest(
      'POST',
      () => '/auth/login',
      (text) => ({ email: `a${text}@example.com`, password: 'Whatever-1!' }),
    ),
  },
  {
    name: 'site search term',
    property: 'term',
    send: rest(
      'POST',
      () => '/search/search',
      (text) => ({ term: text }),
    ),
  },
];

const graphqlCases: Case[] = [
  { name: 'createSkill', property: 'name', send: gql('mutation ($input: SkillInput!) { createSkill(input: $input) { id } }', (text) => ({ input: { name: text } })) },
  {
    name: 'updateTeamMember',
    property: 'name',
    send: gql('mutation ($id: Int!, $input: TeamMemberInput!) { updateTeamMember(id: $id, input: $input) { id } }', (text) => ({ id: ids.teamMember, input: { name: text } })),
  },
  { name: 'createCertificate', property: 'title', send: gql('mutation ($input: CertificateInput!) { createCertificate(input: $input) { id } }', (text) => ({ input: { title: text } })) },
  {
    name: 'storeVersion',
    property: 'title',
    send: gql('mutation ($input: StoreVersionInput!) { storeVersion(input: $input) { pageID } }', (text) => ({ input: { versionId: ids.version, title: text, blocks: [] } })),
  },
  {
    name: 'updateUser',
    property: 'profile.name',
    send: gql('mutation ($id: Int!, $input: UpdateUserInput!) { updateUser(id: $id, input: $input) { id } }', (text) => ({
      id: ids.user,
      input: { email: 'editor-1@users.test', profile: { name: text } },
    })),
  },
  { name: 'createTag', property: 'name', send: gql('mutation ($name: String!) { createTag(name: $name) { id } }', (text) => ({ name: text })) },
  { name: 'renameMenuItem', property: 'label', send: gql('mutation ($id: Int!, $label: String!) { renameMenuItem(id: $id, label: $label) { id } }', (text) => ({ id: ids.menuItem, label: text })) },
  {
    name: 'editMediaFile',
    property: 'defaultAltText',
    send: gql('mutation ($input: EditMediaFileInput!) { editMediaFile(input: $input) { id } }', (text) => ({ input: { id: ids.file, newPath: '/', newFileName: 'plain.png', defaultAltText: text } })),
  },
  {
    name: 'submitContactForm',
    property: 'lastName',
    send: gql('mutation ($input: ContactFormInput!) { submitContactForm(input: $input) }', (text) => ({
      input: { firstName: 'Ann', lastName: text, email: 'ann@example.com', phone: '+31 20 123 4567', message: 'Hello', privacyAccepted: true, locale: 'en-gb' },
    })),
  },
  {
    name: 'setSiteText',
    property: 'value.links.0.label',
    send: gql('mutation ($value: JSONObject!) { setSiteText(key: "footer", locale: "en-gb", value: $value) { key } }', (text) => ({
      value: { text: '', links: [{ label: text, href: 'https://example.com' }] },
    })),
  },
  { name: 'pages (read)', property: 'searchTerm', send: gql('query ($query: PageListQuery!) { pages(query: $query) { totalItems } }', (text) => ({ query: { searchTerm: text } })) },
];

describe('a lone surrogate is V_12 on its field and stores nothing', () => {
  it.each(restCases)('REST: $name', async ({ property, send }) => {
    for (const text of [lone, reversed]) {
      const before = await stored();
      const reply = await send(text);
      expect({ text, status: reply.status, Errors: reply.body?.Errors }).toEqual({ text, status: 422, Errors: [{ code: 'V_12', property }] });
      expect(await stored()).toEqual(before);
    }
  });

  it.each(graphqlCases)('GraphQL: $name', async ({ property, send }) => {
    for (const text of [lone, reversed]) {
      const before = await stored();
      const reply = await send(text);
      expect(reply.status).toBeLessThan(500);
      expect({ text, data: reply.body.data ?? null, errors: reply.body.errors?.map((error: any) => error.extensions) }).toEqual({
        text,
        data: null,
        errors: [expect.objectContaining({ code: 'V_12', property })],
      });
      expect(await stored()).toEqual(before);
    }
  });

  it('still takes every character outside the Basic Multilingual Plane (a surrogate pair) as text', async () => {
    const reply = await admin.rest('PUT', `/api/tessera/site-content/skills/${ids.skill}`, { name: 'Rust 🦀' });
    expect(reply.status).toBe(200);
    expect(reply.body.Skill.name).toBe('Rust 🦀');
    expect((await gateway.sql('select name from skill where id = ?', [ids.skill]))[0].name).toBe('Rust 🦀');
  });
});
