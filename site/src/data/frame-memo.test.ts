import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { CertificatesDocument, PageBySlugDocument, PageFrameDocument, PublishedPagesDocument, SiteSettingsDocument, SiteTextDocument, SkillsDocument, TeamMembersDocument } from '../generated/graphql';
import { memoizeFrame } from './frame-memo';
import type { SiteData } from './site-data';

/** A SiteData that counts its reads and answers each with a fresh object naming the read. */
function countingData() {
  const reads: string[] = [];
  let serial = 0;
  const data: SiteData = {
    async execute(document: TypedDocumentNode<unknown, never>, variables?: Record<string, unknown>) {
      const name = (document.definitions[0] as { name: { value: string } }).name.value;
      reads.push(`${name} ${JSON.stringify(variables ?? {})}`);
      serial += 1;
      return { serial, publishedPages: [{ pageID: 7 }] } as never;
    },
    as: () => data,
  };
  return { data, reads };
}

const frame = (locale: string) => [PageFrameDocument, { pageID: 0, locale, withSiblings: false }] as const;

async function readAll(memo: SiteData): Promise<void> {
  await memo.execute(SiteSettingsDocument);
  for (const locale of ['en-gb', 'nl-nl']) {
    await memo.execute(...frame(locale));
    await memo.execute(SiteTextDocument, { locale, key: 'contact' });
    await memo.execute(PublishedPagesDocument, { type: 'article', locale, limit: 4 });
  }
  await memo.execute(TeamMembersDocument);
  await memo.execute(SkillsDocument);
  await memo.execute(CertificatesDocument);
}

describe('the frame memo', () => {
  it('reads each frame document once, and passes the page reads through every time', async () => {
    const { data, reads } = countingData();
    const memo = memoizeFrame(data);
    await readAll(memo);
    const first = reads.length;
    await readAll(memo);
    expect(reads).toHaveLength(first);
    expect(memo.size).toBe(first);
    await memo.execute(PageBySlugDocument, { slug: '/' });
    await memo.execute(PageBySlugDocument, { slug: '/' });
    await memo.execute(PageFrameDocument, { pageID: 3, locale: 'en-gb', withSiblings: true });
    expect(reads).toHaveLength(first + 3);
  });

  it.each([
    ['a menu change of a locale', { type: 'menu.changed', payload: { locale: 'nl-nl' } }, ['PageFrame {"pageID":0,"locale":"nl-nl","withSiblings":false}']],
    ['a site text of a locale', { type: 'site-content.changed', payload: { kind: 'site-text', key: 'contact', locale: 'en-gb' } }, ['SiteText {"locale":"en-gb","key":"contact"}']],
    ['a skill', { type: 'site-content.changed', payload: { kind: 'skill' } }, ['TeamMembers {}', 'Skills {}']],
    ['a certificate', { type: 'site-content.changed', payload: { kind: 'certificate' } }, ['Certificates {}']],
    [
      'an article published in a locale',
      { type: 'page.published', payload: { pageId: 99, locale: 'en-gb', slug: 'news', type: 'article', translationGroup: 'g', inMenu: false } },
      ['PublishedPages {"type":"article","locale":"en-gb","limit":4}'],
    ],
    [
      'a listed page taken offline in another locale',
      { type: 'page.unpublished', payload: { pageId: 7, locale: 'de-de', slug: 'x', type: 'content-page', translationGroup: 'g', inMenu: false } },
      ['PublishedPages {"type":"article","locale":"en-gb","limit":4}', 'PublishedPages {"type":"article","locale":"nl-nl","limit":4}'],
    ],
    ['a media change', { type: 'media.changed', payload: { fileIds: [1] } }, []],
  ])('drops exactly what %s changes', async (_, event, dropped) => {
    const { data, reads } = countingData();
    const memo = memoizeFrame(data);
    await readAll(memo);
    const before = reads.length;
    memo.onEvent(event as never);
    await readAll(memo);
    expect(reads.slice(before).sort()).toEqual([...dropped].sort());
  });

  it('drops everything on a settings change, and keeps nothing read across a change', async () => {
    const { data, reads } = countingData();
    const memo = memoizeFrame(data);
    await readAll(memo);
    memo.onEvent({ type: 'settings.changed', payload: {} });
    expect(memo.size).toBe(0);
    // A read under way when a change arrives answers, but is not kept.
    const reading = memo.execute(SkillsDocument);
    memo.onEvent({ type: 'menu.changed', payload: { locale: 'fr-fr' } });
    await reading;
    const count = reads.length;
    await memo.execute(SkillsDocument);
    expect(reads).toHaveLength(count + 1);
  });
});
