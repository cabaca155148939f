import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import sharp from 'sharp';
import { adminEmail, adminPassword, startTestGateway, TestClient, type TestGateway } from '@tessera/testing';

/**
 * REST compatibility audit (issue 12): a client written for SPEC §7 keeps working. One row per
 * §7 path: the payload a spec client sends, in each plausible form (numbers as text from a query
 * string, null or '' for "not given", `created`/`updated` as sort columns, ASC/desc), must be
 * accepted with the documented response names; a bad payload must get a coded error naming the
 * property, never a 500 or a stack. Unknown fields of a JSON body are refused (V_12 on the
 * field), so a misspelt `columToSort` is reported instead of silently ignored; query strings of
 * GET URLs may carry extra parameters (cache busters on image URLs).
 */

/** Every path of SPEC §7, with {product} = tessera (kept here: SPEC.md lives outside the repo). */
const specPaths = [
  'POST /auth/register',
  'POST /auth/reset-account',
  'POST /auth/forgot-password',
  'POST /auth/login',
  'POST /auth/logout',
  'POST /auth/user',
  'POST /auth/refresh-session',
  'GET /user',
  'GET /user/list',
  'POST /user',
  'PUT /user/{id}',
  'DELETE /user/{id}',
  'PUT /user/{id}/image',
  'DELETE /user/{id}/image',
  'POST /medialib/get-dir',
  'POST /medialib/search-files',
  'POST /medialib/add-file',
  'POST /medialib/create-dir',
  'POST /medialib/move-file',
  'POST /medialib/edit-file',
  'POST /medialib/move-directory',
  'POST /medialib/delete-file',
  'POST /medialib/delete-directory',
  'POST /medialib/list-pages-by-file',
  'GET /medialib/get-page-file/{pageID}/{group}/{hash}/{fileName}',
  'GET /medialib/preview-image',
  'GET /medialib/preview-crop',
  'POST /page/create',
  'GET /page/{id}',
  'POST /page/get-multiple',
  'GET /page/version/fetch/{versionId}',
  'PUT /page/{id}/save',
  'POST /page/version/{id}/store',
  'POST /page/{id}/request-publication',
  'POST /page/version/{id}/accept-publication',
  'POST /page/version/{id}/reject-publication',
  'GET /page/version/{id}/fetch-request-comment',
  'POST /page/search',
  'POST /page/list',
  'GET /page/fetch-request',
  'POST /page/{id}/delete',
  'POST /page/slug-available',
  'POST /page/create-translation',
  'POST /page/duplicate',
  'POST /page/{id}/unpublish',
  'POST /page/{id}/publish',
  'POST /page/anchor-available',
  'GET /page/get-by-slug-query',
  'POST /page/get-by-slug',
  'POST /page/get-pages',
  'GET /page/get-sibling-slugs/{pageID}',
  'POST /search/remove-all-pages',
  'POST /search/index-all-pages',
  'POST /search/search',
  'POST /tags/search',
  'POST /tags/search-private',
  'GET /tags/fetch',
  'GET /tags/fetch-private',
  'POST /tags/validate',
  'GET /settings/get',
];

type Who = 'admin' | 'anonymous' | 'noCsrf' | TestClient;
interface Call {
  /** The concrete path under /api/tessera; the row's path when left out. */
  path?: string;
  body?: unknown;
  query?: Record<string, string | undefined>;
  as?: Who;
  /** A multipart body: text fields, then one file. */
  multipart?: { field: string; bytes: Buffer; fileName: string; type: string; fields?: Record<string, string> };
}
interface Accept extends Call {
  name: string;
  check(reply: Answer): void | Promise<void>;
}
interface Refuse extends Call {
  name: string;
  status: number;
  errors: Array<{ property: string | null; code: string }>;
}
interface Row {
  spec: string;
  accept(): Promise<Accept[]>;
  refuse(): Promise<Refuse[]>;
}
interface Answer {
  status: number;
  body: any;
  contentType: string;
}

let gateway: TestGateway;
let admin: TestClient;
let anonymous: TestClient;
let adminWithoutCsrf: TestClient;
let page: { pageID: number; pageVersionID: number };
let published: { pageID: number; pageVersionID: number; slug: string };
let image: { id: number; hash: string; fileName: string };
let serial = 0;

const png = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 4, background: { r: 0, g: 0, b: 255, alpha: 1 } } })
    .png()
    .toBuffer();
const next = () => ++serial;

beforeAll(async () => {
  gateway = await startTestGateway();
  admin = await gateway.admin();
  anonymous = await gateway.client().start();
  adminWithoutCsrf = await gateway.admin();
  adminWithoutCsrf.sendCsrf = false;
  page = await freshPage();
  const added = await admin.upload('POST', '/api/tessera/medialib/add-file', 'f', await png(400, 300), 'compat.png', 'image/png', { path: '/' });
  image = added.body.file;
  published = { ...(await freshPage()), slug: '' };
  const stored = await admin.rest('POST', `/api/tessera/page/version/${published.pageVersionID}/store-and-publish`, {
    title: 'Published compat',
    blocks: [{ type: 'hero', key: 'top', props: { title: 'Hi' }, __images: { image: { hash: image.hash, fileName: image.fileName, altText: 'A', fileID: image.id, cropParams: null } } }],
  });
  expect(stored.status).toBe(200);
  published.slug = (await admin.rest('GET', `/api/tessera/page/${published.pageID}`)).body.slug;
});

afterAll(async () => {
  await gateway?.stop();
});

/** A new content page, as a spec client creates one. */
async function freshPage(): Promise<{ pageID: number; pageVersionID: number }> {
  const n = next();
  const reply = await admin.rest('POST', '/api/tessera/page/create', {
    title: `Compat ${n}`,
    slug: `compat-${n}`,
    type: 'content-page',
    locale: 'en-gb',
    content: [{ type: 'rich-text', props: { body: '<p>Compat</p>' } }],
  });
  expect(reply.status).toBe(200);
  return reply.body;
}

async function requested(): Promise<{ pageID: number; pageVersionID: number }> {
  const fresh = await freshPage();
  expect((await admin.rest('POST', `/api/tessera/page/${fresh.pageID}/request-publication`, { comment: 'please' })).status).toBe(200);
  return fresh;
}

async function newUser(): Promise<number> {
  const reply = await admin.rest('POST', '/api/tessera/user', { email: `user-${next()}@compat.test`, role: 'editor', profile: { name: 'Compat' } });
  expect(reply.status).toBe(200);
  return reply.body.User.ID;
}

async function uploaded(): Promise<{ id: number; hash: string; fileName: string }> {
  const reply = await admin.upload('POST', '/api/tessera/medialib/add-file', 'f', await png(), `file-${next()}.png`, 'image/png', { path: '/' });
  expect(reply.status).toBe(200);
  return reply.body.file;
}

async function folder(): Promise<string> {
  const reply = await admin.rest('POST', '/api/tessera/medialib/create-dir', { path: '/', folderName: `Folder ${next()}` });
  expect(reply.status).toBe(200);
  return reply.body.folder.path;
}

async function signedInClient(): Promise<TestClient> {
  const client = new TestClient(gateway.url);
  expect((await client.signIn(adminEmail, adminPassword)).status).toBe(200);
  return client;
}

const stackTrace = /\bat .+\(.+:\d+:\d+\)|\.ts:\d+/;

async function call(row: Row, c: Call): Promise<Answer> {
  const [method, template] = row.spec.split(' ');
  const client = c.as === undefined || c.as === 'admin' ? admin : c.as === 'anonymous' ? anonymous : c.as === 'noCsrf' ? adminWithoutCsrf : c.as;
  let path = `/api/tessera${c.path ?? template}`;
  if (c.query) path += `?${new URLSearchParams(Object.entries(c.query).filter((entry): entry is [string, string] => entry[1] !== undefined))}`;
  let response: Response;
  if (c.multipart) {
    const form = new FormData();
    for (const [name, value] of Object.entries(c.multipart.fields ?? {})) form.append(name, value);
    form.append(c.multipart.field, new Blob([new Uint8Array(c.multipart.bytes)], { type: c.multipart.type }), c.multipart.fileName);
    response = await client.raw(method, path, { body: form });
  } else {
    response = await client.raw(method, path, c.body === undefined ? {} : { body: JSON.stringify(c.body), headers: { 'content-type': 'application/json' } });
  }
  const contentType = response.headers.get('content-type') ?? '';
  if (!contentType.includes('json')) {
    await response.arrayBuffer();
    return { status: response.status, body: null, contentType };
  }
  const text = await response.text();
  expect(text).not.toMatch(stackTrace);
  return { status: response.status, body: text ? JSON.parse(text) : null, contentType };
}

const ok =
  (extra: (body: any) => void = () => {}) =>
  (reply: Answer) => {
    expect(reply.status).toBe(200);
    extra(reply.body);
  };
const succeeded = (extra: (body: any) => void = () => {}) =>
  ok((body) => {
    expect(body).toMatchObject({ Success: true, Errors: [] });
    extra(body);
  });
const listed = (body: any) => {
  expect(Array.isArray(body.items)).toBe(true);
  expect(typeof body.totalItems).toBe('number');
};
const anImage = (reply: Answer) => {
  expect(reply.status).toBe(200);
  expect(reply.contentType).toMatch(/^image\//);
};
const e = (code: string, property: string | null = null) => ({ code, property });
const noCsrf = (): Refuse => ({ name: 'without the CSRF proof', as: 'noCsrf', status: 403, errors: [e('V_04', 'csrf')] });
const notSignedIn = (extra: Call = {}): Refuse => ({ name: 'not signed in', as: 'anonymous', ...extra, status: 401, errors: [e('UM_01')] });
const unknownField = (body: object): Refuse => ({ name: 'an unknown field', body: { ...body, colour: 'blue' }, status: 422, errors: [e('V_12', 'colour')] });

/** A spec list query in the forms a client sends: numbers as text, blank search, human sort words. */
const listForms = (base: object, columns: string[]) => [
  ...columns.map((columnToSort) => ({ ...base, pageIndex: 0, pageSize: 25, searchTerm: '', columnToSort, sortOrder: 'desc' })),
  { ...base, pageIndex: '0', pageSize: '10', searchTerm: null, columnToSort: null, sortOrder: 'ASC' },
  { ...base, pageIndex: null, pageSize: '', columnToSort: '', sortOrder: '' },
  { ...base },
];
const listRefusals = (base: object): Refuse[] => [
  { name: 'an unknown sort column', body: { ...base, columnToSort: 'password' }, status: 422, errors: [e('V_12', 'columnToSort')] },
  { name: 'a sort order other than asc/desc', body: { ...base, sortOrder: 'up' }, status: 422, errors: [e('V_12', 'sortOrder')] },
  { name: 'a negative or non-numeric page', body: { ...base, pageIndex: -1, pageSize: 'ten' }, status: 422, errors: [e('V_12', 'pageIndex'), e('V_12', 'pageSize')] },
  { name: 'a page size over 100', body: { ...base, pageSize: 101 }, status: 422, errors: [e('V_12', 'pageSize')] },
];

const rows: Row[] = [
  // ── Auth ──────────────────────────────────────────────────────────────────────────────────
  {
    spec: 'POST /auth/register',
    accept: async () => [
      {
        name: 'name, email, role, jobTitle, image',
        body: { name: 'Reg', email: `reg-${next()}@compat.test`, role: 'editor', jobTitle: 'Writer', image: null },
        check: succeeded((b) => expect(b.User.ID).toBeGreaterThan(0)),
      },
      { name: 'blank jobTitle and no image', body: { name: 'Reg', email: `reg-${next()}@compat.test`, role: 'editor', jobTitle: '' }, check: succeeded() },
    ],
    refuse: async () => [
      { name: 'nothing', body: {}, status: 422, errors: [e('V_01', 'email'), e('V_01', 'name'), e('V_01', 'role')] },
      { name: 'a bad e-mail', body: { name: 'Reg', email: 'nope', role: 'editor' }, status: 422, errors: [e('V_02', 'email')] },
      {
        name: 'a password (registration is an invitation)',
        body: { name: 'Reg', email: 'reg-pw@compat.test', role: 'editor', password: 'Str0ng-pass!x' },
        status: 422,
        errors: [e('V_12', 'password')],
      },
    ],
  },
  {
    spec: 'POST /auth/reset-account',
    accept: async () => {
      const email = `reset-${next()}@compat.test`;
      await admin.rest('POST', '/api/tessera/user', { email, role: 'editor', profile: { name: 'Reset' } });
      const token = await gateway.smtp.lastToken(email);
      return [{ name: 'password, confirm, token', body: { password: 'Str0ng-pass!x', confirm: 'Str0ng-pass!x', token }, as: await gateway.client().start(), check: succeeded() }];
    },
    refuse: async () => [
      { name: 'nothing', body: {}, status: 422, errors: [e('V_01', 'confirm'), e('V_01', 'password'), e('V_01', 'token')] },
      { name: 'a confirmation that differs', body: { password: 'Str0ng-pass!x', confirm: 'Str0ng-pass!y', token: 'abc' }, status: 422, errors: [e('V_03', 'confirm')] },
      { name: 'an unknown token', body: { password: 'Str0ng-pass!x', confirm: 'Str0ng-pass!x', token: 'abc' }, status: 422, errors: [e('V_04', 'token')] },
    ],
  },
  {
    spec: 'POST /auth/forgot-password',
    accept: async () => [{ name: 'email (unknown or not, the same answer)', body: { email: 'Nobody@Compat.test' }, check: succeeded() }],
    refuse: async () => [
      { name: 'no e-mail', body: { email: '' }, status: 422, errors: [e('V_01', 'email')] },
      { name: 'a bad e-mail', body: { email: 'nope' }, status: 422, errors: [e('V_02', 'email')] },
      unknownField({ email: 'a@compat.test' }),
    ],
  },
  {
    spec: 'POST /auth/login',
    accept: async () => {
      const client = await gateway.client().start();
      return [
        {
          name: 'email, password',
          as: client,
          body: { email: adminEmail.toUpperCase(), password: adminPassword },
          check: succeeded((b) => expect(b.User).toMatchObject({ email: adminEmail, ID: expect.any(Number) })),
        },
      ];
    },
    refuse: async () => [
      { name: 'nothing', as: 'anonymous', body: {}, status: 422, errors: [e('V_01', 'email'), e('V_01', 'password')] },
      { name: 'a wrong password', as: 'anonymous', body: { email: 'nobody@compat.test', password: 'wrong' }, status: 401, errors: [e('AUTH_01')] },
    ],
  },
  {
    spec: 'POST /auth/logout',
    accept: async () => [{ name: 'empty', as: await signedInClient(), check: succeeded() }],
    refuse: async () => [noCsrf()],
  },
  {
    spec: 'POST /auth/user',
    accept: async () => [
      { name: 'none', check: ok((b) => expect(b).toMatchObject({ ID: expect.any(Number), email: adminEmail })) },
      // The session fetch after a reload: the cookie, no token yet. It changes nothing, as GET user.
      { name: 'without the CSRF proof', as: 'noCsrf', check: ok((b) => expect(b).toMatchObject({ ID: expect.any(Number), email: adminEmail })) },
      { name: 'no session', as: 'anonymous', check: ok((b) => expect(b.ID).toBe(0)) },
    ],
    refuse: async () => [
      {
        name: "a form body (what another site's form can send)",
        multipart: { field: 'f', bytes: Buffer.from('x'), fileName: 'x.txt', type: 'text/plain' },
        status: 415,
        errors: [e('V_12', 'content-type')],
      },
    ],
  },
  {
    spec: 'POST /auth/refresh-session',
    accept: async () => [{ name: 'none', check: succeeded() }],
    refuse: async () => [noCsrf()],
  },
  // ── Users ─────────────────────────────────────────────────────────────────────────────────
  {
    spec: 'GET /user',
    accept: async () => [
      { name: 'signed in', check: ok((b) => expect(b).toMatchObject({ ID: expect.any(Number), role: { permissions: expect.any(Array) } })) },
      { name: 'no session: ID 0', as: 'anonymous', check: ok((b) => expect(b.ID).toBe(0)) },
    ],
    // No input, and SPEC §4 reads "ID 0" as "not signed in": the only refusal is a wrong id form.
    refuse: async () => [{ name: 'an id that is not a number', path: '/user/me', status: 422, errors: [e('V_12', 'id')] }],
  },
  {
    spec: 'GET /user/list',
    accept: async () =>
      listForms({}, ['name', 'email', 'role', 'created', 'updated', 'created_at', 'lastLogin']).map((q, i) => ({
        name: `query ${i}: ${JSON.stringify(q)}`,
        query: Object.fromEntries(Object.entries(q).map(([k, v]) => [k, v === null ? '' : String(v)])),
        check: ok((b) => {
          expect(Array.isArray(b.data)).toBe(true);
          expect(typeof b.totalItems).toBe('number');
        }),
      })),
    refuse: async () => [...listRefusals({}).map((r) => ({ ...r, query: Object.fromEntries(Object.entries(r.body as object).map(([k, v]) => [k, String(v)])), body: undefined })), notSignedIn()],
  },
  {
    spec: 'POST /user',
    accept: async () => [
      {
        name: 'email, role, profile{name, jobTitle, image}',
        body: { email: `new-${next()}@compat.test`, role: 'editor', profile: { name: 'New', jobTitle: null, image: null } },
        check: succeeded((b) => expect(b.User.ID).toBeGreaterThan(0)),
      },
      {
        name: 'role as an id, jobTitle blank',
        body: { email: `new-${next()}@compat.test`, role: await roleId('editor'), profile: { name: 'New', jobTitle: '' } },
        check: succeeded((b) => expect(b.User.role.name).toBe('editor')),
      },
      { name: 'role id as text', body: { email: `new-${next()}@compat.test`, role: String(await roleId('editor')), profile: { name: 'New' } }, check: succeeded() },
    ],
    refuse: async () => [
      { name: 'nothing', body: {}, status: 422, errors: [e('V_01', 'email'), e('V_01', 'profile'), e('V_01', 'role')] },
      { name: 'a bad e-mail and no name', body: { email: 'x', role: 'editor', profile: {} }, status: 422, errors: [e('V_01', 'profile.name'), e('V_02', 'email')] },
      unknownField({ email: 'unknown@compat.test', role: 'editor', profile: { name: 'X' } }),
    ],
  },
  {
    spec: 'PUT /user/{id}',
    accept: async () => {
      const id = await newUser();
      return [
        {
          name: 'same body as create',
          path: `/user/${id}`,
          body: { email: `renamed-${id}@compat.test`, role: 'editor', profile: { name: 'Renamed', jobTitle: 'Dev', image: null } },
          check: succeeded((b) => expect(b.User.name).toBe('Renamed')),
        },
      ];
    },
    refuse: async () => [
      { name: 'an id that is not a number', path: '/user/abc', body: { email: 'a@compat.test', role: 'editor', profile: { name: 'A' } }, status: 422, errors: [e('V_12', 'id')] },
      { name: 'a blank e-mail', path: `/user/${await newUser()}`, body: { email: '', role: 'editor', profile: { name: 'A' } }, status: 422, errors: [e('V_01', 'email')] },
    ],
  },
  {
    spec: 'DELETE /user/{id}',
    accept: async () => [{ name: 'by id', path: `/user/${await newUser()}`, check: succeeded() }],
    refuse: async () => [
      { name: 'an id that is not a number', path: '/user/abc', status: 422, errors: [e('V_12', 'id')] },
      { name: 'an unknown id', path: '/user/999999', status: 404, errors: [e('UM_02', 'id')] },
    ],
  },
  {
    spec: 'PUT /user/{id}/image',
    accept: async () => [
      {
        name: 'multipart profileImage',
        path: `/user/${await newUser()}/image`,
        multipart: { field: 'profileImage', bytes: await png(), fileName: 'me.png', type: 'image/png' },
        check: succeeded((b) => expect(b.User.image).toBeTruthy()),
      },
    ],
    refuse: async () => {
      const id = await newUser();
      return [
        {
          name: 'the file under another field name',
          path: `/user/${id}/image`,
          multipart: { field: 'image', bytes: await png(), fileName: 'me.png', type: 'image/png' },
          status: 422,
          errors: [e('V_17', 'profileImage')],
        },
        { name: 'a JSON body', path: `/user/${id}/image`, body: { profileImage: 'x' }, status: 415, errors: [e('V_12', 'content-type')] },
      ];
    },
  },
  {
    spec: 'DELETE /user/{id}/image',
    accept: async () => [{ name: 'by id', path: `/user/${await newUser()}/image`, check: succeeded() }],
    refuse: async () => [{ name: 'an id that is not a number', path: '/user/abc/image', status: 422, errors: [e('V_12', 'id')] }],
  },
  // ── Media library ─────────────────────────────────────────────────────────────────────────
  {
    spec: 'POST /medialib/get-dir',
    accept: async () =>
      [{ path: '/' }, { path: '' }, { path: null }, {}].map((body) => ({
        name: JSON.stringify(body),
        body,
        check: succeeded((b) => expect(b).toMatchObject({ path: '/', folders: expect.any(Array), files: expect.any(Array) })),
      })),
    refuse: async () => [
      { name: 'a number', body: { path: 5 }, status: 422, errors: [e('V_12', 'path')] },
      { name: 'outside the library', body: { path: '/../etc' }, status: 422, errors: [e('V_12', 'path')] },
      unknownField({ path: '/' }),
    ],
  },
  {
    spec: 'POST /medialib/search-files',
    accept: async () =>
      [{ searchTerm: 'compat', directory: '/' }, { searchTerm: 'compat', directory: '' }, { searchTerm: 'compat', directory: null }, { searchTerm: 'compat' }].map((body) => ({
        name: JSON.stringify(body),
        body,
        check: succeeded((b) => expect(b.files.map((f: { id: number }) => f.id)).toContain(image.id)),
      })),
    refuse: async () => [
      { name: 'no search term', body: {}, status: 422, errors: [e('V_01', 'searchTerm')] },
      { name: 'a blank search term', body: { searchTerm: ' ' }, status: 422, errors: [e('V_16', 'searchTerm')] },
    ],
  },
  {
    spec: 'POST /medialib/add-file',
    accept: async () =>
      ['/', ''].map((path) => ({
        name: `multipart path ${JSON.stringify(path)} and f`,
        multipart: {
          field: 'f',
          bytes: Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n'),
          fileName: `doc-${next()}.pdf`,
          type: 'application/pdf',
          fields: { path },
        },
        check: succeeded((b) => expect(b.file).toMatchObject({ id: expect.any(Number) })),
      })),
    refuse: async () => [
      {
        name: 'the file under another field name',
        multipart: { field: 'file', bytes: await png(), fileName: 'x.png', type: 'image/png', fields: { path: '/' } },
        status: 422,
        errors: [e('V_17', 'f')],
      },
      { name: 'a JSON body', body: { path: '/' }, status: 415, errors: [e('V_12', 'content-type')] },
    ],
  },
  {
    spec: 'POST /medialib/create-dir',
    accept: async () => [
      { name: 'path, folderName', body: { path: '/', folderName: `Dir ${next()}` }, check: succeeded((b) => expect(b.folder.path).toMatch(/^\/Dir \d+$/)) },
      { name: 'blank path is the root', body: { path: '', folderName: `Dir ${next()}` }, check: succeeded() },
    ],
    refuse: async () => [
      { name: 'no folder name', body: { path: '/', folderName: '' }, status: 422, errors: [e('V_01', 'folderName')] },
      { name: 'a slash in the name', body: { path: '/', folderName: 'a/b' }, status: 422, errors: [e('V_12', 'folderName')] },
      unknownField({ path: '/', folderName: 'Colour' }),
    ],
  },
  {
    spec: 'POST /medialib/move-file',
    accept: async () => {
      const file = await uploaded();
      return [{ name: 'id, newPath, newFileName', body: { id: file.id, newPath: await folder(), newFileName: 'moved.png' }, check: succeeded((b) => expect(b.file.fileName).toBe('moved.png')) }];
    },
    refuse: async () => [
      { name: 'nothing', body: {}, status: 422, errors: [e('V_01', 'id'), e('V_01', 'newFileName'), e('V_01', 'newPath')] },
      { name: 'an id that is not a number', body: { id: 'abc', newPath: '/', newFileName: 'x.png' }, status: 422, errors: [e('V_12', 'id')] },
    ],
  },
  {
    spec: 'POST /medialib/edit-file',
    accept: async () => {
      const file = await uploaded();
      return [
        {
          name: 'all fields',
          body: { id: file.id, newPath: '/', newFileName: file.fileName, defaultAltText: 'Alt', shared: true },
          check: succeeded((b) => expect(b.file).toMatchObject({ defaultAltText: 'Alt', shared: true })),
        },
        { name: 'shared null leaves it', body: { id: file.id, newPath: '/', newFileName: file.fileName, shared: null }, check: succeeded((b) => expect(b.file.shared).toBe(true)) },
        {
          name: 'id as text, shared as "false", alt text null',
          body: { id: String(file.id), newPath: '/', newFileName: file.fileName, defaultAltText: null, shared: 'false' },
          check: succeeded((b) => expect(b.file).toMatchObject({ defaultAltText: '', shared: false })),
        },
      ];
    },
    refuse: async () => [{ name: 'shared that is not a flag', body: { id: image.id, newPath: '/', newFileName: image.fileName, shared: 'yes' }, status: 422, errors: [e('V_12', 'shared')] }],
  },
  {
    spec: 'POST /medialib/move-directory',
    accept: async () => {
      const from = await folder();
      return [{ name: 'oldPath, newPath', body: { oldPath: from, newPath: `${from} moved` }, check: succeeded((b) => expect(b.path).toBe(`${from} moved`)) }];
    },
    refuse: async () => [
      { name: 'nothing', body: {}, status: 422, errors: [e('V_01', 'newPath'), e('V_01', 'oldPath')] },
      { name: 'the root', body: { oldPath: '/', newPath: '/x' }, status: 422, errors: [e('V_12', 'oldPath')] },
    ],
  },
  {
    spec: 'POST /medialib/delete-file',
    accept: async () => [
      { name: 'id', body: { id: (await uploaded()).id }, check: succeeded() },
      { name: 'id as text', body: { id: String((await uploaded()).id) }, check: succeeded() },
    ],
    refuse: async () => [
      { name: 'no id', body: {}, status: 422, errors: [e('V_01', 'id')] },
      { name: 'an id that is not a number', body: { id: 'abc' }, status: 422, errors: [e('V_12', 'id')] },
      unknownField({ id: 999999 }),
    ],
  },
  {
    spec: 'POST /medialib/delete-directory',
    accept: async () => [{ name: 'path', body: { path: await folder() }, check: succeeded() }],
    refuse: async () => [
      { name: 'no path', body: {}, status: 422, errors: [e('V_01', 'path')] },
      { name: 'the root', body: { path: '/' }, status: 422, errors: [e('V_12', 'path')] },
    ],
  },
  {
    spec: 'POST /medialib/list-pages-by-file',
    accept: async () =>
      listForms({ fileID: image.id }, ['updated', 'created', 'title', 'updatedAt', 'CREATED_AT']).map((body, i) => ({
        name: `form ${i}: ${JSON.stringify(body)}`,
        body,
        check: ok((b) => {
          listed(b);
          expect(b.items.map((p: { id: number }) => p.id)).toContain(published.pageID);
        }),
      })),
    refuse: async () => [{ name: 'no fileID', body: {}, status: 422, errors: [e('V_01', 'fileID')] }, ...listRefusals({ fileID: image.id }), unknownField({ fileID: image.id })],
  },
  // ── Media URLs ────────────────────────────────────────────────────────────────────────────
  {
    spec: 'GET /medialib/get-page-file/{pageID}/{group}/{hash}/{fileName}',
    accept: async () => [
      { name: 'a block image of a published page', as: 'anonymous', path: `/medialib/get-page-file/${published.pageID}/block_images_top/${image.hash}/${image.fileName}`, check: anImage },
    ],
    refuse: async () => [{ name: 'a page id that is not a number', path: `/medialib/get-page-file/abc/block_images_top/${image.hash}/${image.fileName}`, status: 400, errors: [e('V_12', 'pageID')] }],
  },
  {
    spec: 'GET /medialib/preview-image',
    accept: async () => [
      { name: 'imageID', query: { imageID: String(image.id) }, check: anImage },
      { name: 'with a cache buster', query: { imageID: String(image.id), t: '123' }, check: anImage },
    ],
    refuse: async () => [
      { name: 'no imageID', query: {}, status: 400, errors: [e('V_01', 'imageID')] },
      { name: 'an imageID that is not a number', query: { imageID: 'abc' }, status: 400, errors: [e('V_12', 'imageID')] },
    ],
  },
  {
    spec: 'GET /medialib/preview-crop',
    accept: async () => [
      { name: 'Cropper.js data as text', query: { imageID: String(image.id), x: '10', y: '10', width: '100', height: '50', rotate: '0', scaleX: '1', scaleY: '1' }, check: anImage },
      { name: 'fractions and a flip', query: { imageID: String(image.id), x: '10.5', y: '0', width: '99.75', height: '50.25', rotate: '-90', scaleX: '-1', scaleY: '1' }, check: anImage },
    ],
    refuse: async () => [
      { name: 'a coordinate that is not a number', query: { imageID: String(image.id), x: 'a', y: '0', width: '10', height: '10' }, status: 400, errors: [e('V_12', 'x')] },
      { name: 'a scale other than 1 or -1', query: { imageID: String(image.id), x: '0', y: '0', width: '10', height: '10', scaleX: '2' }, status: 400, errors: [e('V_12', 'scaleX')] },
    ],
  },
  // ── Pages ─────────────────────────────────────────────────────────────────────────────────
  {
    spec: 'POST /page/create',
    accept: async () => {
      const initial = await initialBlockTypes('content-page');
      const startsFromType = (b: any) => expect(b).toMatchObject({ pageID: expect.any(Number), pageVersionID: expect.any(Number) });
      const withInitialBlocks = async (reply: Answer) => {
        succeeded(startsFromType)(reply);
        const version = await admin.rest('GET', `/api/tessera/page/version/fetch/${reply.body.pageVersionID}`);
        expect(version.body.blocks.map((block: { type: string }) => block.type)).toEqual(initial);
      };
      const base = () => ({ title: 'Spec page', slug: `spec-${next()}`, type: 'content-page', locale: 'en-gb' });
      return [
        { name: "content '' and typeData null", body: { ...base(), content: '', typeData: null }, check: withInitialBlocks },
        { name: 'content null', body: { ...base(), content: null }, check: withInitialBlocks },
        { name: 'content left out', body: base(), check: withInitialBlocks },
        { name: 'content as blocks, typeData an object', body: { ...base(), content: [{ type: 'rich-text', props: { body: '<p>Hi</p>' } }], typeData: {} }, check: succeeded(startsFromType) },
      ];
    },
    refuse: async () => [
      { name: 'nothing', body: {}, status: 422, errors: [e('V_01', 'locale'), e('V_01', 'slug'), e('V_01', 'title'), e('V_01', 'type')] },
      { name: 'content that is not blocks', body: { title: 'x', slug: 'bad-content', type: 'content-page', locale: 'en-gb', content: 'blocks' }, status: 422, errors: [e('V_12', 'content')] },
      { name: 'an unknown page type', body: { title: 'x', slug: 'bad-type', type: 'nope', locale: 'en-gb' }, status: 422, errors: [e('V_12', 'type')] },
      unknownField({ title: 'x', slug: 'colour', type: 'content-page', locale: 'en-gb' }),
    ],
  },
  {
    spec: 'GET /page/{id}',
    accept: async () => [
      { name: 'by id', path: `/page/${page.pageID}`, check: ok((b) => expect(b).toMatchObject({ id: page.pageID, slug: expect.any(String), locale: 'en-gb', type: 'content-page' })) },
    ],
    refuse: async () => [
      { name: 'an id that is not a number', path: '/page/abc', status: 422, errors: [e('V_12', 'id')] },
      { name: 'an unknown id', path: '/page/999999', status: 404, errors: [e('PM_01', 'id')] },
    ],
  },
  {
    spec: 'POST /page/get-multiple',
    accept: async () => [
      { name: 'locale, pageIDs', body: { locale: 'en-gb', pageIDs: [page.pageID, published.pageID] }, check: ok((b) => expect(b.items).toHaveLength(2)) },
      { name: 'ids as text, no locale', body: { locale: null, pageIDs: [String(page.pageID)] }, check: ok((b) => expect(b.items).toHaveLength(1)) },
    ],
    refuse: async () => [
      { name: 'no pageIDs', body: { locale: 'en-gb' }, status: 422, errors: [e('V_01', 'pageIDs')] },
      { name: 'pageIDs not a list', body: { pageIDs: '1,2' }, status: 422, errors: [e('V_12', 'pageIDs')] },
      unknownField({ pageIDs: [] }),
    ],
  },
  {
    spec: 'GET /page/version/fetch/{versionId}',
    accept: async () => [
      { name: 'by id', path: `/page/version/fetch/${page.pageVersionID}`, check: ok((b) => expect(b).toMatchObject({ id: page.pageVersionID, pageID: page.pageID, blocks: expect.any(Array) })) },
    ],
    refuse: async () => [{ name: 'an id that is not a number', path: '/page/version/fetch/abc', status: 422, errors: [e('V_12', 'versionId')] }],
  },
  {
    spec: 'PUT /page/{id}/save',
    accept: async () => {
      const fresh = await freshPage();
      return [
        { name: 'slug, shouldUpdateLinks', path: `/page/${fresh.pageID}/save`, body: { slug: `saved-${next()}`, shouldUpdateLinks: true }, check: succeeded() },
        { name: 'shouldUpdateLinks null', path: `/page/${fresh.pageID}/save`, body: { slug: `saved-${next()}`, shouldUpdateLinks: null }, check: succeeded() },
        { name: 'shouldUpdateLinks "false", left out', path: `/page/${fresh.pageID}/save`, body: { slug: `saved-${next()}`, shouldUpdateLinks: 'false' }, check: succeeded() },
      ];
    },
    refuse: async () => [
      { name: 'no slug', path: `/page/${page.pageID}/save`, body: { slug: '' }, status: 422, errors: [e('V_01', 'slug')] },
      { name: 'shouldUpdateLinks not a flag', path: `/page/${page.pageID}/save`, body: { slug: 'x-y', shouldUpdateLinks: 'maybe' }, status: 422, errors: [e('V_12', 'shouldUpdateLinks')] },
      { ...unknownField({ slug: 'x-z' }), path: `/page/${page.pageID}/save` },
    ],
  },
  {
    spec: 'POST /page/version/{id}/store',
    accept: async () => {
      const [fresh, again] = [await freshPage(), await freshPage()];
      return [
        {
          name: 'title, blocks, SEO fields blank or null',
          path: `/page/version/${fresh.pageVersionID}/store`,
          body: { title: 'Stored', blocks: [], seoTitle: '', seoDescription: null, seoKeywords: [], seoImage: null, typeData: {} },
          check: succeeded((b) => expect(b.pageVersionID).toBeGreaterThan(fresh.pageVersionID)),
        },
        {
          name: 'the version as fetch answered it (SPEC §3: id, pageID, hasPublicationRequest…), with a new title',
          path: `/page/version/${again.pageVersionID}/store`,
          body: { ...(await admin.rest('GET', `/api/tessera/page/version/fetch/${again.pageVersionID}`)).body, title: 'Stored again' },
          check: succeeded((b) => expect(b.pageVersionID).toBeGreaterThan(again.pageVersionID)),
        },
      ];
    },
    refuse: async () => [
      { name: 'no title', path: `/page/version/${page.pageVersionID}/store`, body: { title: '', blocks: [] }, status: 422, errors: [e('V_01', 'title')] },
      { name: "another version's id", path: `/page/version/${page.pageVersionID}/store`, body: { id: page.pageVersionID + 1, title: 'x', blocks: [] }, status: 422, errors: [e('V_12', 'id')] },
      { name: 'two SEO images', path: `/page/version/${page.pageVersionID}/store`, body: { title: 'x', blocks: [], seoImage: [imageRef(), imageRef()] }, status: 422, errors: [e('V_12', 'seoImage')] },
      { ...unknownField({ title: 'x', blocks: [] }), path: `/page/version/${page.pageVersionID}/store` },
    ],
  },
  {
    spec: 'POST /page/{id}/request-publication',
    accept: async () => [
      { name: 'comment', path: `/page/${(await freshPage()).pageID}/request-publication`, body: { comment: 'Please' }, check: succeeded() },
      { name: 'comment null', path: `/page/${(await freshPage()).pageID}/request-publication`, body: { comment: null }, check: succeeded() },
      { name: 'no comment', path: `/page/${(await freshPage()).pageID}/request-publication`, body: {}, check: succeeded() },
    ],
    refuse: async () => [
      { name: 'a comment that is not text', path: `/page/${page.pageID}/request-publication`, body: { comment: 5 }, status: 422, errors: [e('V_12', 'comment')] },
      { ...unknownField({ comment: 'x' }), path: `/page/${page.pageID}/request-publication` },
    ],
  },
  {
    spec: 'POST /page/version/{id}/accept-publication',
    accept: async () => [
      { name: 'feedback', path: `/page/version/${(await requested()).pageVersionID}/accept-publication`, body: { feedback: 'Fine' }, check: succeeded() },
      { name: 'feedback null', path: `/page/version/${(await requested()).pageVersionID}/accept-publication`, body: { feedback: null }, check: succeeded() },
    ],
    refuse: async () => [
      { name: 'feedback that is not text', path: `/page/version/${(await requested()).pageVersionID}/accept-publication`, body: { feedback: ['x'] }, status: 422, errors: [e('V_12', 'feedback')] },
      { name: 'a version without a request', path: `/page/version/${page.pageVersionID}/accept-publication`, body: { feedback: 'x' }, status: 409, errors: [e('V_07', 'request')] },
    ],
  },
  {
    spec: 'POST /page/version/{id}/reject-publication',
    accept: async () => [
      { name: 'feedback', path: `/page/version/${(await requested()).pageVersionID}/reject-publication`, body: { feedback: 'Not yet' }, check: succeeded() },
      // SPEC §4: the reviewer comment is optional on reject as on accept.
      { name: 'feedback empty', path: `/page/version/${(await requested()).pageVersionID}/reject-publication`, body: { feedback: '' }, check: succeeded() },
      { name: 'feedback null', path: `/page/version/${(await requested()).pageVersionID}/reject-publication`, body: { feedback: null }, check: succeeded() },
    ],
    refuse: async () => {
      const { pageVersionID } = await requested();
      return [
        { name: 'feedback that is not text', path: `/page/version/${pageVersionID}/reject-publication`, body: { feedback: ['x'] }, status: 422, errors: [e('V_12', 'feedback')] },
        { ...unknownField({ feedback: 'x' }), path: `/page/version/${pageVersionID}/reject-publication` },
      ];
    },
  },
  {
    spec: 'GET /page/version/{id}/fetch-request-comment',
    accept: async () => [{ name: 'by version id', path: `/page/version/${(await requested()).pageVersionID}/fetch-request-comment`, check: ok((b) => expect(JSON.stringify(b)).toContain('please')) }],
    refuse: async () => [{ name: 'an id that is not a number', path: '/page/version/abc/fetch-request-comment', status: 422, errors: [e('V_12', 'versionId')] }],
  },
  {
    spec: 'POST /page/search',
    accept: async () => [
      { name: 'locale, searchTerm', body: { locale: 'en-gb', searchTerm: 'Compat' }, check: ok((b) => expect(b.items.length).toBeGreaterThan(0)) },
      { name: 'locale null', body: { locale: null, searchTerm: 'Compat' }, check: ok((b) => expect(b.items.length).toBeGreaterThan(0)) },
    ],
    refuse: async () => [
      { name: 'no search term', body: { locale: 'en-gb' }, status: 422, errors: [e('V_01', 'searchTerm')] },
      { name: 'a locale not written like nl-nl', body: { locale: 'english', searchTerm: 'x' }, status: 422, errors: [e('V_12', 'locale')] },
      unknownField({ searchTerm: 'x' }),
    ],
  },
  {
    spec: 'POST /page/list',
    accept: async () =>
      listForms({ type: 'content-page', locale: 'en-gb' }, ['updated', 'created', 'title', 'slug', 'createdAt', 'updated_at', 'Created At']).map((body, i) => ({
        name: `form ${i}: ${JSON.stringify(body)}`,
        body,
        check: ok((b) => {
          listed(b);
          expect(b.totalItems).toBeGreaterThan(0);
        }),
      })),
    refuse: async () => [
      ...listRefusals({ type: 'content-page' }),
      { name: 'a locale not written like nl-nl', body: { locale: 'english' }, status: 422, errors: [e('V_12', 'locale')] },
      unknownField({ pageIndex: 0 }),
    ],
  },
  {
    spec: 'GET /page/fetch-request',
    accept: async () => [{ name: 'none', check: ok((b) => expect(Array.isArray(b.items)).toBe(true)) }],
    refuse: async () => [notSignedIn()],
  },
  {
    spec: 'POST /page/{id}/delete',
    accept: async () => [{ name: 'by id', path: `/page/${(await freshPage()).pageID}/delete`, check: succeeded() }],
    refuse: async () => [
      { name: 'an id that is not a number', path: '/page/abc/delete', status: 422, errors: [e('V_12', 'id')] },
      { name: 'an unknown id', path: '/page/999999/delete', status: 404, errors: [e('PM_01', 'id')] },
    ],
  },
  {
    spec: 'POST /page/slug-available',
    accept: async () => [
      { name: 'slug, locale (free)', body: { slug: 'free-slug', locale: 'en-gb' }, check: ok((b) => expect(b.available).toBe(true)) },
      { name: 'a taken slug, with a leading slash and in capitals', body: { slug: `/${published.slug.toUpperCase()}`, locale: 'EN-GB' }, check: ok((b) => expect(b.available).toBe(false)) },
    ],
    refuse: async () => [{ name: 'nothing', body: {}, status: 422, errors: [e('V_01', 'locale'), e('V_01', 'slug')] }, unknownField({ slug: 'x', locale: 'en-gb' })],
  },
  {
    spec: 'POST /page/create-translation',
    accept: async () => [
      {
        name: 'pageID, newLocale, title, slug',
        body: { pageID: (await freshPage()).pageID, newLocale: 'nl-nl', title: 'Vertaald', slug: `vertaald-${next()}` },
        check: succeeded((b) => expect(b.pageID).toEqual(expect.any(Number))),
      },
    ],
    refuse: async () => [
      { name: 'nothing', body: {}, status: 422, errors: [e('V_01', 'newLocale'), e('V_01', 'pageID'), e('V_01', 'title')] },
      unknownField({ pageID: page.pageID, newLocale: 'nl-nl', title: 'x' }),
    ],
  },
  {
    spec: 'POST /page/duplicate',
    accept: async () => [
      {
        name: 'pageID, locale, title, slug',
        body: { pageID: page.pageID, locale: 'en-gb', title: 'Copy', slug: `copy-${next()}` },
        check: succeeded((b) => expect(b.pageID).toEqual(expect.any(Number))),
      },
    ],
    refuse: async () => [
      { name: 'nothing', body: {}, status: 422, errors: [e('V_01', 'locale'), e('V_01', 'pageID'), e('V_01', 'slug'), e('V_01', 'title')] },
      unknownField({ pageID: page.pageID, locale: 'en-gb', title: 'x', slug: 'x' }),
    ],
  },
  {
    spec: 'POST /page/{id}/unpublish',
    accept: async () => {
      const fresh = await freshPage();
      expect((await admin.rest('POST', `/api/tessera/page/${fresh.pageID}/publish`)).status).toBe(200);
      return [{ name: 'by id, no body', path: `/page/${fresh.pageID}/unpublish`, check: succeeded() }];
    },
    refuse: async () => [{ name: 'an id that is not a number', path: '/page/abc/unpublish', status: 422, errors: [e('V_12', 'id')] }],
  },
  {
    spec: 'POST /page/{id}/publish',
    accept: async () => [{ name: 'by id, no body', path: `/page/${(await freshPage()).pageID}/publish`, check: succeeded() }],
    refuse: async () => [{ name: 'an id that is not a number', path: '/page/abc/publish', status: 422, errors: [e('V_12', 'id')] }, noCsrf()],
  },
  {
    spec: 'POST /page/anchor-available',
    accept: async () => [
      {
        name: 'anchorName, blockKey, pageVersionBlocks',
        body: { anchorName: 'intro', blockKey: 'b1', pageVersionBlocks: [{ key: 'b2', anchorPoint: 'other', type: 'rich-text', props: {} }] },
        check: succeeded(),
      },
      { name: 'blockKey null, empty anchor points', body: { anchorName: 'intro', blockKey: null, pageVersionBlocks: [{ key: 'b2', anchorPoint: '' }] }, check: succeeded() },
    ],
    refuse: async () => [
      { name: 'the anchor of another block', body: { anchorName: 'taken', blockKey: 'b1', pageVersionBlocks: [{ key: 'b2', anchorPoint: 'taken' }] }, status: 409, errors: [e('V_18', 'anchorName')] },
      { name: 'no anchor name, no blocks', body: {}, status: 422, errors: [e('V_01', 'anchorName'), e('V_01', 'pageVersionBlocks')] },
    ],
  },
  {
    spec: 'GET /page/get-by-slug-query',
    accept: async () => [
      {
        name: '?slug=/{slug}',
        as: 'anonymous',
        query: { slug: `/${published.slug}` },
        check: ok((b) => expect(b.page).toMatchObject({ slug: published.slug, type: 'content-page', pageVersion: { pageID: published.pageID } })),
      },
      { name: '?slug={slug} with another parameter', as: 'anonymous', query: { slug: published.slug, utm_source: 'mail' }, check: ok((b) => expect(b.page.slug).toBe(published.slug)) },
    ],
    refuse: async () => [{ name: 'no slug', as: 'anonymous', query: {}, status: 422, errors: [e('V_01', 'slug')] }],
  },
  {
    spec: 'POST /page/get-by-slug',
    accept: async () => [{ name: 'slug', as: 'anonymous', body: { slug: published.slug }, check: ok((b) => expect(b.page.pageVersion.pageID).toBe(published.pageID)) }],
    refuse: async () => [
      { name: 'a slug that is not text', as: 'anonymous', body: { slug: 5 }, status: 422, errors: [e('V_12', 'slug')] },
      { ...unknownField({ slug: published.slug }), as: 'anonymous' },
    ],
  },
  {
    spec: 'POST /page/get-pages',
    accept: async () => [{ name: 'type, locale', as: 'anonymous', body: { type: 'content-page', locale: 'en-gb' }, check: ok((b) => expect(b.items.length).toBeGreaterThan(0)) }],
    refuse: async () => [
      { name: 'nothing', as: 'anonymous', body: {}, status: 422, errors: [e('V_01', 'locale'), e('V_01', 'type')] },
      { ...unknownField({ type: 'content-page', locale: 'en-gb' }), as: 'anonymous' },
    ],
  },
  {
    spec: 'GET /page/get-sibling-slugs/{pageID}',
    accept: async () => [{ name: 'by page id', as: 'anonymous', path: `/page/get-sibling-slugs/${published.pageID}`, check: ok((b) => expect(Array.isArray(b.items)).toBe(true)) }],
    refuse: async () => [{ name: 'an id that is not a number', as: 'anonymous', path: '/page/get-sibling-slugs/abc', status: 422, errors: [e('V_12', 'pageID')] }],
  },
  // ── Search ────────────────────────────────────────────────────────────────────────────────
  {
    spec: 'POST /search/remove-all-pages',
    accept: async () => [{ name: 'no body', check: succeeded() }],
    refuse: async () => [unknownField({}), noCsrf()],
  },
  {
    spec: 'POST /search/index-all-pages',
    accept: async () => {
      // The removal of the row above runs as a background job; until it ends, indexing is V_07
      // (never two at once). PGlite finishes it before the next call; the server may not.
      await searchJobsIdle();
      return [{ name: 'empty body', body: {}, check: succeeded() }];
    },
    refuse: async () => [unknownField({}), notSignedIn({ body: {} })],
  },
  {
    spec: 'POST /search/search',
    accept: async () => [
      {
        name: 'term, locales, pageTypes, count, offset',
        as: 'anonymous',
        body: { term: 'compat', locales: ['en-gb'], pageTypes: ['content-page'], count: 10, offset: 0 },
        check: ok((b) => expect(b).toMatchObject({ total: expect.any(Number), results: expect.any(Array) })),
      },
      {
        name: 'numbers as text, empty lists, nulls',
        as: 'anonymous',
        body: { term: 'compat', locales: [], pageTypes: null, count: '5', offset: '' },
        check: ok((b) => expect(b).toMatchObject({ total: expect.any(Number), results: expect.any(Array) })),
      },
      { name: 'term only', as: 'anonymous', body: { term: 'compat' }, check: ok((b) => expect(b).toMatchObject({ total: expect.any(Number), results: expect.any(Array) })) },
    ],
    refuse: async () => [
      { name: 'no term', as: 'anonymous', body: { term: ' ' }, status: 422, errors: [e('V_01', 'term')] },
      { name: 'a count over 50 and a negative offset', as: 'anonymous', body: { term: 'x', count: 51, offset: -1 }, status: 422, errors: [e('V_12', 'count'), e('V_12', 'offset')] },
      { name: 'locales not a list', as: 'anonymous', body: { term: 'x', locales: 'en-gb' }, status: 422, errors: [e('V_12', 'locales')] },
      { ...unknownField({ term: 'x' }), as: 'anonymous' },
    ],
  },
  // ── Tags ──────────────────────────────────────────────────────────────────────────────────
  {
    spec: 'POST /tags/search',
    accept: async () => [{ name: 'term', as: 'anonymous', body: { term: 'co' }, check: ok((b) => expect(Array.isArray(b.items)).toBe(true)) }],
    refuse: async () => [
      { name: 'a term that is not text', as: 'anonymous', body: { term: 5 }, status: 422, errors: [e('V_12', 'term')] },
      { ...unknownField({ term: 'co' }), as: 'anonymous' },
    ],
  },
  {
    spec: 'POST /tags/search-private',
    accept: async () => [{ name: 'term', body: { term: 'co' }, check: ok((b) => expect(Array.isArray(b.items)).toBe(true)) }],
    refuse: async () => [{ name: 'a term that is not text', body: { term: 5 }, status: 422, errors: [e('V_12', 'term')] }, notSignedIn({ body: { term: 'co' } })],
  },
  {
    spec: 'GET /tags/fetch',
    accept: async () => [{ name: 'none', as: 'anonymous', check: ok((b) => expect(Array.isArray(b.items)).toBe(true)) }],
    // Public and without input: the refusal a client can meet is a path that is not there.
    refuse: async () => [{ name: 'a path below it', path: '/tags/fetch/x', status: 404, errors: [e('V_12', 'path')] }],
  },
  {
    spec: 'GET /tags/fetch-private',
    accept: async () => [{ name: 'none', check: ok((b) => expect(Array.isArray(b.items)).toBe(true)) }],
    refuse: async () => [notSignedIn()],
  },
  {
    spec: 'POST /tags/validate',
    accept: async () => [{ name: 'tag', body: { tag: 'Compat' }, check: ok((b) => expect(b).toMatchObject({ valid: true, name: 'Compat' })) }],
    refuse: async () => [{ name: 'no tag', body: {}, status: 422, errors: [e('V_01', 'tag')] }, unknownField({ tag: 'x' })],
  },
  // ── Settings ──────────────────────────────────────────────────────────────────────────────
  {
    spec: 'GET /settings/get',
    accept: async () => [
      { name: 'none', as: 'anonymous', check: ok((b) => expect(b).toMatchObject({ availableLocales: expect.any(Array), defaultLocale: expect.any(String), customSlugLocales: expect.anything() })) },
    ],
    refuse: async () => [{ name: 'a path below it', path: '/settings/get/x', status: 404, errors: [e('V_12', 'path')] }],
  },
];

async function roleId(name: string): Promise<number> {
  const roles = await admin.rest('GET', '/api/tessera/user/roles');
  return roles.body.data.find((role: { name: string }) => role.name === name).ID;
}

function imageRef() {
  return { hash: image.hash, fileName: image.fileName, altText: '', fileID: image.id, cropParams: null };
}

async function initialBlockTypes(type: string): Promise<string[]> {
  const types = await admin.rest('GET', '/api/tessera/config/page-types');
  const config = types.body.items.find((t: { id: string }) => t.id === type);
  return config.initialBlocks.map((block: { type: string }) => block.type);
}

/** Waits until neither search job (removal, indexing) is running. */
async function searchJobsIdle(timeoutMs = 20_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = (await admin.rest('GET', '/api/tessera/search/status')).body;
    if (status.removal.state !== 'loading' && status.indexing.state !== 'loading') return;
    if (Date.now() > deadline) throw new Error(`search jobs still running: ${JSON.stringify(status)}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const sortedErrors = (errors: Array<{ property: string | null; code: string }>) => [...errors].sort((a, b) => `${a.property}${a.code}`.localeCompare(`${b.property}${b.code}`));

describe('the table covers SPEC §7', () => {
  it('has one row per §7 path, and no row for a path §7 does not list', () => {
    expect(rows.map((row) => row.spec).sort()).toEqual([...specPaths].sort());
  });

  it('lists every §7 path in docs/rest-api.md', () => {
    const doc = readFileSync(join(__dirname, '../../../docs/rest-api.md'), 'utf8');
    const missing = specPaths.filter((spec) => !doc.includes(`\`${spec}\``));
    expect(missing).toEqual([]);
  });
});

describe.each(rows.map((row) => [row.spec, row] as const))('%s', (_spec, row) => {
  it('accepts the spec forms with the documented answer', async () => {
    for (const accepted of await row.accept()) {
      const reply = await call(row, accepted);
      try {
        await accepted.check(reply);
      } catch (error) {
        throw new Error(`${accepted.name}: ${reply.status} ${JSON.stringify(reply.body)}\n${(error as Error).message}`);
      }
    }
  });

  it('refuses bad payloads with a coded error naming the property', async () => {
    const refusals = await row.refuse();
    expect(refusals.length).toBeGreaterThan(0);
    for (const refused of refusals) {
      const reply = await call(row, refused);
      expect({ name: refused.name, status: reply.status, Success: reply.body?.Success, Errors: sortedErrors(reply.body?.Errors ?? []) }).toEqual({
        name: refused.name,
        status: refused.status,
        Success: false,
        Errors: sortedErrors(refused.errors),
      });
    }
  });
});

describe('the generic list call sorts by the spec words', () => {
  it('page/list by created date, ascending and descending, is the order of creation', async () => {
    const made = [await freshPage(), await freshPage(), await freshPage()].map((p) => p.pageID);
    const order = async (sortOrder: string) => {
      const reply = await admin.rest('POST', '/api/tessera/page/list', { type: 'content-page', locale: 'en-gb', pageSize: 100, columnToSort: 'created', sortOrder });
      return (reply.body.items as Array<{ id: number }>).map((p) => p.id).filter((id) => made.includes(id));
    };
    expect(await order('asc')).toEqual(made);
    expect(await order('DESC')).toEqual([...made].reverse());
  });

  it('the contact submissions list takes the same forms', async () => {
    for (const columnToSort of ['created', 'created_at', 'firstName', '']) {
      const reply = await admin.rest('GET', `/api/tessera/contact/submissions?${new URLSearchParams({ pageIndex: '0', pageSize: '25', columnToSort, sortOrder: 'ASC' })}`);
      expect({ columnToSort, status: reply.status }).toEqual({ columnToSort, status: 200 });
      listed(reply.body);
    }
    const bad = await admin.rest('GET', '/api/tessera/contact/submissions?columnToSort=phone');
    expect([bad.status, bad.body.Errors]).toEqual([422, [e('V_12', 'columnToSort')]]);
  });

  it('GraphQL createPage takes content null as the type’s initial blocks too', async () => {
    const reply = await admin.gql('mutation C($input: CreatePageInput!) { createPage(input: $input) { pageID pageVersionID } }', {
      input: { title: 'Over GraphQL', slug: `gql-${next()}`, type: 'content-page', locale: 'en-gb', content: null, typeData: null },
    });
    expect(reply.body.errors).toBeUndefined();
    const version = await admin.rest('GET', `/api/tessera/page/version/fetch/${reply.body.data!.createPage.pageVersionID}`);
    expect(version.body.blocks.map((b: { type: string }) => b.type)).toEqual(await initialBlockTypes('content-page'));
  });
});
