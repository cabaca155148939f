import type { DomainEvent } from '@tessera/schema';
import type { TestClient, TestGateway } from '@tessera/testing';
import { AuditLog } from '../audit/audit-log.entity';

export const api = '/api/tessera/site-content';

let serial = 0;

/** A signed-in editor: the built-in role without manage-site-content. */
export async function signedInEditor(gateway: TestGateway, admin: TestClient): Promise<TestClient> {
  const email = `editor-${++serial}-${Date.now()}@site-content.test`;
  const created = await admin.rest('POST', '/api/tessera/user', { email, role: 'editor', profile: { name: `Editor ${serial}` }, password: 'Str0ng-pass!' });
  expect(created.status).toBe(200);
  const editor = gateway.client();
  expect((await editor.signIn(email, 'Str0ng-pass!')).status).toBe(200);
  return editor;
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

export const image = {
  hash: 'abc123',
  fileName: 'portrait.jpg',
  altText: 'A portrait',
  fileID: 7,
  cropParams: { x: 0, y: 0, width: 100, height: 120, rotate: 0, scaleX: 1, scaleY: 1 },
};
