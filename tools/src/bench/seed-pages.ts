import type { MikroORM } from '@mikro-orm/postgresql';

const words = [
  'strategy',
  'cloud',
  'security',
  'data',
  'design',
  'agile',
  'platform',
  'migration',
  'privacy',
  'analytics',
  'mobile',
  'growth',
  'training',
  'audit',
  'pricing',
  'careers',
  'contact',
  'news',
  'research',
  'energy',
];

/**
 * Fills the page tables in bulk with SQL (generate_series): `perLocale` pages in each of the four
 * locales, `versions` versions each with realistic blocks, 60% published, 5% with an open
 * publication request. Pages are spread over two years of updates and four page types.
 */
export async function seedPages(orm: MikroORM, perLocale: number, versions: number): Promise<void> {
  const em = orm.em.fork();
  // Only the pages made here are touched: the site may already hold others (the demo).
  const [{ last }] = await em.execute<Array<{ last: number }>>(`select coalesce(max(id), 0)::int as last from page`);
  const total = perLocale * 4;
  const wordArray = `(array[${words.map((w) => `'${w}'`).join(',')}])`;
  await em.execute(`
    insert into page (locale, slug, type, translation_group, title, ever_published, created_by, updated_by, created_at, updated_at)
    select (array['en-gb','nl-nl','de-de','fr-fr'])[1 + (g - 1) % 4],
           'page-' || g,
           (array['content-page','article','landing-page','content-page'])[1 + (g / 4) % 4],
           md5('group' || ((g - 1) / 4))::uuid,
           initcap(${wordArray}[1 + g % 20]) || ' ' || ${wordArray}[1 + (g / 20) % 20] || ' ' || g,
           g % 10 < 6,
           1 + g % 5, 1 + g % 7,
           now() - make_interval(days => g % 730),
           now() - make_interval(mins => g % 1051200)
    from generate_series(1, ${total}) g`);
  await em.execute(`
    insert into page_version (page_id, number, based_on, title, blocks, seo_keywords, type_data, created_by, created_at)
    select p.id, v, null, p.title,
           jsonb_build_array(
             jsonb_build_object('type','hero','key', md5(p.id || 'h' || v),'anchorPoint','','__images','{}'::jsonb,'__files','{}'::jsonb,
               'props', jsonb_build_object('title', p.title, 'subtitle', 'Version ' || v || ' of a page about ' || p.slug)),
             jsonb_build_object('type','rich-text','key', md5(p.id || 'r' || v),'anchorPoint','intro','__images','{}'::jsonb,'__files','{}'::jsonb,
               'props', jsonb_build_object('heading','Introduction','body', '<p>' || repeat('Tessera pages are built from typed blocks. ', 12) || '</p>'))),
           '["cms","bench"]'::jsonb, '{}'::jsonb, 1, p.created_at + make_interval(days => v)
    from page p cross join generate_series(1, ${versions}) v where p.id > ${last}`);
  await em.execute(`
    update page p set latest_version_id = v.id
    from page_version v where v.page_id = p.id and v.number = ${versions} and p.id > ${last}`);
  await em.execute(`
    update page p set published_version_id = p.latest_version_id, published_at = p.updated_at
    where p.ever_published and p.id > ${last}`);
  await em.execute(`
    insert into publication_request (page_id, version_id, status, requested_by, requester_comment, created_at, sent_at)
    select p.id, p.latest_version_id, 'open', p.updated_by, 'Please review', now(), now()
    from page p where p.id % 20 = 0 and p.id > ${last}`);
  await em.execute(`
    update page p set open_request_id = r.id from publication_request r where r.page_id = p.id and r.status = 'open' and p.id > ${last}`);
  await em.execute('analyze');
}
