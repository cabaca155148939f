import sharp from 'sharp';
import type { DomainEvent } from '@tessera/read-model';
import type { TestClient, TestGateway } from '@tessera/testing';
import { AuditLog } from '@tessera/schema/src/audit/audit-log.entity';

export const api = '/api/tessera/site-content';

/** A signed-in editor: the built-in role without manage-site-content. */
export async function signedInEditor(gateway: TestGateway): Promise<TestClient> {
  return (await gateway.signedIn('editor')).client;
}

/** An anonymous visitor with a session and CSRF token, so a refused write is about access only. */
export async function visitor(gateway: TestGateway): Promise<TestClient> {
  return gateway.client().start();
}

/** The REST error list as `code:property` strings. */
export function restErrors(reply: { body: { Success?: boolean; Errors?: { code: string; property: string | null }[] } }): string[] {
  expect(reply.body.Success).toBe(false);
  return (reply.body.Errors ?? []).map((e) => (e.property ? `${e.code}:${e.property}` : e.code));
}

/** The GraphQL error list of the first error as `code:property` strings; the field came back null. */
export function gqlErrors(reply: { body: { data?: Record<string, unknown> | null; errors?: any[] } }, field: string): string[] {
  expect(reply.body.data?.[field] ?? null).toBeNull();
  expect(reply.body.errors).toHaveLength(1);
  const extensions = reply.body.errors![0].extensions as { code: string; errors?: { code: string; property: string | null }[] };
  return (extensions.errors ?? [{ code: extensions.code, property: null }]).map((e) => (e.property ? `${e.code}:${e.property}` : e.code));
}

/** Collects the site-content events raised while the returned recorder is live. */
export function recordEvents(gateway: TestGateway) {
  const events: DomainEvent[] = [];
  const stop = gateway.tessera.events.subscribe((event) => {
    if (event.type === 'site-content.changed') events.push(event);
  });
  return {
    payloads: () => events.map((event) => event.payload),
    stop,
  };
}

/** Audit rows of one action, newest last. */
export function auditRows(gateway: TestGateway, action: string): Promise<AuditLog[]> {
  return gateway.tessera.orm.em.fork().find(AuditLog, { action }, { orderBy: { id: 'asc' } });
}

/** An image of the media library (a stored image must be one); its file facts come from `uploadImage`. */
export const image = {
  hash: '',
  fileName: 'portrait.jpg',
  altText: 'A portrait',
  fileID: 0,
  cropParams: { x: 0, y: 0, width: 100, height: 120, rotate: 0, scaleX: 1, scaleY: 1 },
};

/** Uploads a portrait to the library and points `image` at it (call in beforeAll). */
export async function uploadImage(admin: TestClient): Promise<void> {
  const bytes = await sharp({ create: { width: 300, height: 360, channels: 3, background: { r: 90, g: 120, b: 150 } } })
    .jpeg()
    .toBuffer();
  const reply = await admin.upload('POST', '/api/tessera/medialib/add-file', 'f', bytes, image.fileName, 'image/jpeg', { path: '/' });
  expect(reply.status).toBe(200);
  Object.assign(image, { hash: reply.body.file.hash, fileID: reply.body.file.id });
}

/**
 * Every write is refused to a visitor (401) and an editor (403), each with UM_01, and nothing
 * changes: `snapshot` reads the stored rows before and after.
 */
export async function expectWritesRefused(
  gateway: TestGateway,
  writes: ReadonlyArray<readonly ['POST' | 'PUT' | 'DELETE', string, object | undefined]>,
  snapshot: () => Promise<unknown>,
): Promise<void> {
  const before = await snapshot();
  const anonymous = await visitor(gateway);
  const editor = await signedInEditor(gateway);
  for (const [client, status] of [
    [anonymous, 401],
    [editor, 403],
  ] as const) {
    for (const [method, path, body] of writes) {
      const reply = await client.rest(method, path, body);
      expect({ method, status: reply.status, errors: restErrors(reply) }).toEqual({ method, status, errors: ['UM_01'] });
    }
  }
  expect(await snapshot()).toEqual(before);
}
