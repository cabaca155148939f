import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Kind, parse, print, visit, type DefinitionNode, type FragmentDefinitionNode, type OperationDefinitionNode } from 'graphql';
import sharp from 'sharp';
import { pick, think, type Answer, type SoakClient } from './soak-client';
import type { SiteMap } from './soak-visitor';

/** The admin's own GraphQL documents, so the soak sends what the admin sends. */
const adminDocuments = [
  'admin-kit/src/graphql/auth.graphql',
  'admin-pages/src/overview/overview.graphql',
  'admin-pages/src/new-page/new-page.graphql',
  'admin-pages/src/editor/editor.graphql',
  'admin-media/src/media.graphql',
];

/** The text of one named operation of the admin's .graphql files, with the fragments it spreads. */
export function adminOperations(root: string): (name: string) => string {
  const definitions: DefinitionNode[] = adminDocuments.flatMap((file) => parse(readFileSync(join(root, file), 'utf8')).definitions);
  const fragments = new Map(definitions.filter((d): d is FragmentDefinitionNode => d.kind === Kind.FRAGMENT_DEFINITION).map((d) => [d.name.value, d]));
  const operations = new Map(definitions.filter((d): d is OperationDefinitionNode => d.kind === Kind.OPERATION_DEFINITION && !!d.name).map((d) => [d.name!.value, d]));
  const printed = new Map<string, string>();
  return (name) => {
    const known = printed.get(name);
    if (known) return known;
    const operation = operations.get(name);
    if (!operation) throw new Error(`no admin operation ${name}`);
    const needed = new Map<string, FragmentDefinitionNode>();
    const collect = (node: DefinitionNode) =>
      visit(node, {
        FragmentSpread(spread) {
          const fragment = fragments.get(spread.name.value);
          if (fragment && !needed.has(fragment.name.value)) {
            needed.set(fragment.name.value, fragment);
            collect(fragment);
          }
        },
      });
    collect(operation);
    const text = print({ kind: Kind.DOCUMENT, definitions: [operation, ...needed.values()] });
    printed.set(name, text);
    return text;
  };
}

export interface EditorAccount {
  email: string;
  password: string;
}

interface Block {
  type: string;
  key?: string;
  props: Record<string, unknown>;
  __images?: Record<string, unknown>;
}

interface Version {
  id: number;
  title: string;
  blocks: Block[];
  seoTitle: string | null;
  seoDescription: string | null;
  seoKeywords: string[];
  seoImage: unknown;
  typeData: Record<string, unknown> | null;
}

/** A GraphQL answer is a success only without errors and, unless `field` may be null, with it. */
function graphQLProblem(field: string, nullable = false) {
  return ({ text }: Answer): string | null => {
    const body = JSON.parse(text) as { data?: Record<string, unknown> | null; errors?: Array<{ extensions?: { code?: string } }> };
    if (body.errors?.length) return body.errors.map((error) => error.extensions?.code ?? '?').join('+');
    return nullable || body.data?.[field] ? null : `no ${field}`;
  };
}

const dataOf = <T>(answer: Answer | null, field: string): T | null => (answer ? ((JSON.parse(answer.text) as { data: Record<string, T> }).data[field] ?? null) : null);

/** A picture like a camera's (gradients and shapes), different every time, drawn by sharp. */
function picture(label: string): Promise<Buffer> {
  const hue = Math.floor(Math.random() * 360);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="1000">
    <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
      <stop offset="0" stop-color="hsl(${hue},55%,35%)"/><stop offset="1" stop-color="hsl(${(hue + 70) % 360},60%,65%)"/>
    </linearGradient></defs>
    <rect width="1600" height="1000" fill="url(#g)"/>
    ${Array.from({ length: 12 }, (_, i) => `<circle cx="${(i * 331 + hue) % 1600}" cy="${(i * 197 + hue) % 1000}" r="${50 + ((i * 53) % 160)}" fill="hsla(${(hue + i * 23) % 360},70%,80%,0.3)"/>`).join('')}
    <text x="80" y="920" font-family="sans-serif" font-size="72" fill="white">${label}</text>
  </svg>`;
  return sharp(Buffer.from(svg)).jpeg({ quality: 80 }).toBuffer();
}

/**
 * One editor in the admin, through the GraphQL the admin sends: signs in, makes a page of their
 * own, then in cycles lists pages, opens someone's page, opens and stores their own page (a new
 * text, sometimes a new picture), publishes every other cycle and uploads a picture every third.
 * Stores go to the editor's own page, so no store is stale (PM_02 would be right, not an error).
 * Published pages join the visitors' list, so their pictures are fetched (and cropped) too.
 */
export async function runEditor(client: SoakClient, operation: (name: string) => string, account: EditorAccount, site: SiteMap, deadline: number, index: number): Promise<void> {
  const gql = (kind: string, operationName: string, variables: Record<string, unknown>, field: string, nullable = false) =>
    client.postJson(kind, '/graphql', { operationName, query: operation(operationName), variables }, client.csrfToken, { check: graphQLProblem(field, nullable) });

  // The shell's session check first: it hands out the anonymous cookie and CSRF token the sign-in needs.
  await gql('editor: sign in', 'Me', {}, 'me', true);
  if (!(await gql('editor: sign in', 'Login', { input: account }, 'login'))) return;
  const setup = dataOf<{ availableLocales: string[]; defaultLocale: string }>(await gql('editor: list', 'PagesSetup', {}, 'settings'), 'settings');
  if (!setup) return;
  const locale = setup.availableLocales[index % setup.availableLocales.length];
  const slug = `soak-editor-${index + 1}`;
  const path = locale === setup.defaultLocale ? `/${slug}` : `/${locale}/${slug}`;
  const folder = `Soak editor ${index + 1}`;
  await gql('editor: upload', 'CreateMediaFolder', { folderName: folder, path: '/' }, 'createMediaFolder');
  await gql('editor: open', 'CheckSlug', { slug, locale }, 'slugAvailable');
  const created = dataOf<{ pageID: number }>(
    await gql(
      'editor: store',
      'CreateNewPage',
      {
        input: {
          title: `Soak page of editor ${index + 1}`,
          slug,
          type: 'content-page',
          locale,
          content: [
            { type: 'hero', props: { title: `Editor ${index + 1} at work`, subtitle: 'A page the soak keeps changing.' } },
            { type: 'rich-text', props: { heading: 'Latest change', body: '<p>Nothing yet.</p>' } },
          ],
        },
      },
      'createPage',
    ),
    'createPage',
  );
  if (!created) return;
  const ownPage = created.pageID;
  let picture_: Record<string, unknown> | null = null;
  let published = false;

  const open = async (id: number): Promise<{ page: { latestVersionID: number }; version: Version } | null> => {
    const page = dataOf<{ latestVersionID: number }>(await gql('editor: open', 'EditorPage', { id }, 'page'), 'page');
    if (!page) return null;
    const version = dataOf<Version>(await gql('editor: open', 'EditorVersion', { id: page.latestVersionID }, 'pageVersion'), 'pageVersion');
    await gql('editor: open', 'EditorVersionHistory', { pageID: id }, 'pageVersions');
    await gql('editor: open', 'EditorPageTags', { pageId: id }, 'pageTags');
    return version ? { page, version } : null;
  };

  const store = async (cycle: number) => {
    const opened = await open(ownPage);
    if (!opened) return;
    await think(2000, 6000, deadline);
    const { version } = opened;
    const blocks = version.blocks.map((block) =>
      block.type === 'rich-text' ? { ...block, props: { ...block.props, body: `<p>Change ${cycle} by editor ${index + 1} at ${new Date().toISOString()}.</p>` } } : block,
    );
    if (picture_) {
      const at = blocks.findIndex((block) => block.type === 'image');
      const image: Block = { ...(at >= 0 ? blocks[at] : { type: 'image', props: { caption: 'The latest upload' } }), __images: { image: picture_ } };
      if (at >= 0) blocks[at] = image;
      else blocks.splice(1, 0, image);
    }
    const content = {
      title: version.title,
      blocks,
      seoTitle: version.seoTitle,
      seoDescription: `Changed ${cycle} times.`,
      seoKeywords: version.seoKeywords,
      seoImage: version.seoImage,
      typeData: version.typeData ?? {},
    };
    const stored = dataOf<{ pageVersionID: number }>(
      await gql('editor: store', 'EditorCommitPageEdit', { input: { id: ownPage, versionId: version.id, version: content, publication: 'none' } }, 'commitPageEdit'),
      'commitPageEdit',
    );
    return stored?.pageVersionID ?? null;
  };

  const upload = async (count: number) => {
    const fileName = `editor-${index + 1}-upload-${count}.jpg`;
    const form = new FormData();
    form.append('operations', JSON.stringify({ query: operation('AddMediaFile'), operationName: 'AddMediaFile', variables: { file: null, path: `/${folder}` } }));
    form.append('map', JSON.stringify({ 0: ['variables.file'] }));
    form.append('0', new Blob([new Uint8Array(await picture(`Editor ${index + 1}, upload ${count}`))], { type: 'image/jpeg' }), fileName);
    const answer = await client.call('editor: upload', '/graphql', {
      method: 'POST',
      body: form,
      headers: { 'x-requested-with': 'XMLHttpRequest', 'x-csrf-token': client.csrfToken ?? '', 'apollo-require-preflight': 'true' },
      check: graphQLProblem('addMediaFile'),
    });
    const file = dataOf<{ file: { id: number; hash: string; fileName: string } }>(answer, 'addMediaFile')?.file;
    if (file) picture_ = { hash: file.hash, fileName: file.fileName, altText: `Upload ${count} of editor ${index + 1}`, fileID: file.id, cropParams: null };
  };

  for (let cycle = 1; Date.now() < deadline; cycle += 1) {
    const listed = dataOf<{ items: Array<{ id: number }> }>(
      await gql(
        'editor: list',
        'OverviewPages',
        {
          query: {
            locale: pick([undefined, ...setup.availableLocales]),
            pageIndex: 0,
            pageSize: 25,
            columnToSort: pick(['updatedAt', 'createdAt', 'title']),
            sortOrder: pick(['asc', 'desc']),
            searchTerm: Math.random() < 0.3 ? pick(['cloud', 'soak', 'news', 'con']) : undefined,
          },
        },
        'pages',
      ),
      'pages',
    );
    await think(2000, 6000, deadline);
    if (listed && listed.items.length > 0 && Date.now() < deadline) {
      await open(pick(listed.items).id);
      await think(3000, 8000, deadline);
    }
    if (cycle % 3 === 1 && Date.now() < deadline) {
      await upload(cycle);
      await think(1000, 3000, deadline);
    }
    if (Date.now() >= deadline) break;
    const storedVersion = await store(cycle);
    if (storedVersion && cycle % 2 === 0 && Date.now() < deadline) {
      await think(1000, 4000, deadline);
      // Save and publish with nothing changed since: what the save bar sends.
      const done = await gql('editor: publish', 'EditorCommitPageEdit', { input: { id: ownPage, versionId: storedVersion, publication: 'publish' } }, 'commitPageEdit');
      if (done && !published) {
        published = true;
        site.pages.push(path);
      }
    }
    await think(3000, 8000, deadline);
  }
}
