import type { TestClient, TestGateway } from '@tessera/testing';

/** Pages and releases over the API, for the release tests. */
export function releaseHelpers(gateway: TestGateway, admin: TestClient) {
  let serial = 0;
  const pageApi = '/api/tessera/page';

  const content = (text: string) => ({ title: `Release page ${text}`, blocks: [{ type: 'rich-text', key: 'main', props: { body: `<p>${text}</p>` } }] });

  /** A page with one stored version saying `text`; published when asked. */
  async function page(text: string, options: { publish?: boolean } = {}) {
    const slug = `release-${process.pid}-${++serial}`;
    const created = await admin.rest('POST', `${pageApi}/create`, { title: `Release page ${slug}`, slug, type: 'content-page', locale: 'en-gb' });
    expect(created.status).toBe(200);
    const action = options.publish ? 'store-and-publish' : 'store';
    const stored = await admin.rest('POST', `${pageApi}/version/${created.body.pageVersionID}/${action}`, content(text));
    expect(stored.status).toBe(200);
    return { id: created.body.pageID as number, slug, versionId: stored.body.pageVersionID as number };
  }

  /** Stores a new version of the page saying `text` (not published). */
  async function store(pageId: number, text: string): Promise<number> {
    const current = (await admin.rest('GET', `${pageApi}/${pageId}`)).body;
    const stored = await admin.rest('POST', `${pageApi}/version/${current.latestVersionID}/store`, content(text));
    expect(stored.status).toBe(200);
    return stored.body.pageVersionID as number;
  }

  const pageState = async (pageId: number) => (await admin.rest('GET', `${pageApi}/${pageId}`)).body;

  /** What a visitor gets at the page's address. */
  async function visit(slug: string): Promise<{ status: number; html: string }> {
    const response = await fetch(`${gateway.url}/${slug}`, { redirect: 'manual' });
    return { status: response.status, html: await response.text() };
  }

  async function release(client: TestClient = admin, name = `Release ${++serial}`) {
    const reply = await client.rest('POST', '/api/tessera/releases', { name, description: 'A launch' });
    expect(reply.status).toBe(200);
    return reply.body.Release.id as number;
  }

  const addPage = (releaseId: number, pageId: number, versionNumber?: number, client: TestClient = admin) =>
    client.rest('POST', `/api/tessera/releases/${releaseId}/pages`, { pageId, ...(versionNumber ? { versionNumber } : {}) });

  const getRelease = async (releaseId: number) => (await admin.rest('GET', `/api/tessera/releases/${releaseId}`)).body.Release;

  return { page, store, pageState, visit, release, addPage, getRelease, content };
}

export async function until<T>(read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 15_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value) || Date.now() > deadline) return value;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
