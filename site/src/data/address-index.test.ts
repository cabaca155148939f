import { addressHash } from '@tessera/read-model';
import { AddressIndex } from './address-index';

const settle = () => new Promise((resolve) => setImmediate(resolve));

describe('the address index', () => {
  it('rules out only addresses it has read, and may-exist everything before and while it reads', async () => {
    let loads = 0;
    const index = new AddressIndex(async () => {
      loads += 1;
      return [addressHash('en-gb', 'about'), addressHash('nl-nl', 'over-ons')];
    });
    expect(index.mayExist('en-gb', 'nothing')).toBe(true); // not read yet: looked up
    await settle();
    expect(loads).toBe(1);
    expect(index.mayExist('en-gb', 'about')).toBe(true);
    expect(index.mayExist('nl-nl', 'over-ons')).toBe(true);
    expect(index.mayExist('en-gb', 'nothing')).toBe(false);
    expect(index.mayExist('nl-nl', 'about')).toBe(false);
  });

  it('adds what is published or renamed, and reads everything again after an event that does not say', async () => {
    let stored = [addressHash('en-gb', 'about')];
    const index = new AddressIndex(async () => stored);
    index.mayExist('en-gb', 'x');
    await settle();
    index.onEvent({ type: 'page.published', payload: { pageId: 1, locale: 'en-gb', slug: 'news' } });
    index.onEvent({ type: 'page.slug-changed', payload: { pageId: 2, locale: 'de-de', slug: 'neu', oldSlug: 'alt' } });
    expect(index.mayExist('en-gb', 'news')).toBe(true);
    expect(index.mayExist('de-de', 'neu')).toBe(true);
    expect(index.mayExist('de-de', 'alt')).toBe(true);
    stored = [addressHash('fr-fr', 'nouveau')];
    index.onEvent({ type: 'page.published', payload: {} });
    expect(index.mayExist('en-gb', 'gone')).toBe(true); // stale: looked up meanwhile
    await settle();
    expect(index.mayExist('fr-fr', 'nouveau')).toBe(true);
    expect(index.mayExist('en-gb', 'gone')).toBe(false);
  });

  it('reads everything again after an event of a type this version does not know (a newer one raised it)', async () => {
    let stored = [addressHash('en-gb', 'about')];
    const index = new AddressIndex(async () => stored);
    index.mayExist('en-gb', 'x');
    await settle();
    expect(index.mayExist('en-gb', 'launch')).toBe(false);
    stored = [addressHash('en-gb', 'launch')];
    index.onEvent({ type: 'page.archived' as never, payload: { pageId: 1 } });
    expect(index.mayExist('en-gb', 'launch')).toBe(true);
    await settle();
    expect(index.mayExist('en-gb', 'launch')).toBe(true);
    expect(index.mayExist('en-gb', 'about')).toBe(false);
  });

  it('keeps what is published while it reads, and looks everything up when it cannot read', async () => {
    let release!: (hashes: number[]) => void;
    const index = new AddressIndex(() => new Promise((resolve) => (release = resolve)));
    index.mayExist('en-gb', 'x');
    index.onEvent({ type: 'page.published', payload: { pageId: 1, locale: 'en-gb', slug: 'fresh' } });
    release([]); // a read that began before the publication committed
    await settle();
    expect(index.mayExist('en-gb', 'fresh')).toBe(true);
    expect(index.mayExist('en-gb', 'other')).toBe(false);

    const warnings: unknown[] = [];
    const failing = new AddressIndex(async () => Promise.reject(new Error('down')), { warn: (obj) => warnings.push(obj) });
    expect(failing.mayExist('en-gb', 'x')).toBe(true);
    await settle();
    expect(failing.mayExist('en-gb', 'x')).toBe(true);
    expect(warnings.length).toBeGreaterThan(0);
  });
});
