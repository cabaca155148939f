import type { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEvent } from '@tessera/read-model';
import { ServedFileCache } from './served-files';

/** An entity manager that counts the file rows it is asked for. */
function countingEm() {
  const asked: number[] = [];
  const em = {
    findOne: async (_entity: unknown, where: { id: number }) => {
      asked.push(where.id);
      return { hash: `h${where.id}`, kind: 'image', contentType: 'image/jpeg', fileName: `${where.id}.jpg`, shared: true };
    },
  } as unknown as EntityManager;
  return { em, asked };
}

const event = (type: DomainEvent['type'], payload: Record<string, unknown>): DomainEvent => ({ type, payload, origin: 'test', at: new Date() });

describe('served-file facts', () => {
  it('a media event forgets only the files it names; a publication forgets everything', async () => {
    const { em, asked } = countingEm();
    const cache = new ServedFileCache();
    await cache.lookup(em, 1);
    await cache.lookup(em, 2);
    cache.onEvent(event('media.changed', { action: 'file-edited', fileIds: [1], paths: ['/'] }));
    await cache.lookup(em, 1);
    await cache.lookup(em, 2);
    expect(asked).toEqual([1, 2, 1]);
    cache.onEvent(event('media.changed', { action: 'folder-created', paths: ['/x'] }));
    await cache.lookup(em, 2);
    expect(asked).toEqual([1, 2, 1]);
    cache.onEvent(event('page.published', { pageId: 3 }));
    await cache.lookup(em, 2);
    expect(asked).toEqual([1, 2, 1, 2]);
    cache.onEvent(event('menu.changed', { locale: 'en-gb' }));
    await cache.lookup(em, 2);
    expect(asked).toEqual([1, 2, 1, 2]);
  });

  it("keeps visitors' answers with their file's facts only, forgets them with the facts, and within its byte budget", async () => {
    const { em } = countingEm();
    const cache = new ServedFileCache(10, 100);
    const answer = (size: number) => ({ headers: { 'content-type': 'image/webp' }, bytes: Buffer.alloc(size) });
    const one = (await cache.lookup(em, 1))!;
    cache.keep(one, '/a', answer(60));
    expect(cache.keptAnswer(1, '/a')?.bytes.length).toBe(60);
    expect(cache.keptAnswer(1, '/b')).toBeUndefined();
    // Over the budget: served from storage as before, not kept.
    cache.keep(one, '/b', answer(60));
    expect([cache.keptAnswer(1, '/b'), cache.keptBytes]).toEqual([undefined, 60]);

    // The file changes (deleted, un-shared, edited): its answers go with its facts.
    cache.onEvent(event('media.changed', { action: 'file-deleted', fileIds: [1], paths: ['/'] }));
    expect([cache.keptAnswer(1, '/a'), cache.keptBytes]).toEqual([undefined, 0]);
    // An answer made from facts forgotten meanwhile (the event arrived while it was being made) is not kept.
    cache.keep(one, '/a', answer(10));
    expect(cache.keptAnswer(1, '/a')).toBeUndefined();

    const two = (await cache.lookup(em, 2))!;
    cache.keep(two, '/c', answer(10));
    cache.onEvent(event('page.unpublished', { pageId: 3 }));
    expect([cache.keptAnswer(2, '/c'), cache.keptBytes]).toEqual([undefined, 0]);
  });
});
