/**
 * `npm run bench:search`: seeds 100,000 published pages (25,000 per locale) whose text is filler
 * words mixed with words of each language, indexes them all through the real "index all" job, and
 * prints p50/p95 of the site search (through the real operation) for common, rare, prefix,
 * two-word, all-locale and misspelt terms. Goal: p95 < 50 ms. Uses BENCH_DATABASE_URL (a server
 * where it may create and drop a scratch database) or, without it, a throw-away embedded
 * PostgreSQL. BENCH_SEARCH_PAGES_PER_LOCALE and BENCH_ROUNDS make a quicker run.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import type { EntityManager } from '@mikro-orm/postgresql';
import { getSearchStatus, indexAllPagesForSearch, searchSite, systemContext, type Ctx } from '@tessera/schema';
import { readConfig, openTesseraData, createLogger } from '@tessera/gateway';
import { report, scratchDatabase, time } from './bench-support';
import { seedPages } from './seed-pages';

const perLocale = Number(process.env.BENCH_SEARCH_PAGES_PER_LOCALE ?? 25_000);
const rounds = Number(process.env.BENCH_ROUNDS ?? 300);

/** Words of each language, inflected as they come, so stemming has something to do. */
const vocabulary: Record<string, string[]> = {
  'en-gb': [
    'houses',
    'garden',
    'gardens',
    'running',
    'river',
    'bridges',
    'history',
    'museum',
    'children',
    'holiday',
    'mountains',
    'coffee',
    'bicycle',
    'markets',
    'weather',
    'painting',
    'theatre',
    'harbour',
    'castle',
    'festival',
    'library',
    'train',
    'station',
    'forest',
    'recipes',
    'kitchen',
    'football',
    'island',
    'village',
    'music',
    'lighthouse',
    'windmill',
    'cathedral',
    'vineyard',
    'meadow',
    'orchard',
    'canal',
    'tulips',
    'cheese',
    'breakfast',
  ],
  'nl-nl': [
    'woningen',
    'tuin',
    'tuinen',
    'fietsen',
    'rivier',
    'bruggen',
    'geschiedenis',
    'museum',
    'kinderen',
    'vakantie',
    'bergen',
    'koffie',
    'fiets',
    'markten',
    'weer',
    'schilderij',
    'theater',
    'haven',
    'kasteel',
    'festival',
    'bibliotheek',
    'trein',
    'station',
    'bos',
    'recepten',
    'keuken',
    'voetbal',
    'eiland',
    'dorp',
    'muziek',
    'vuurtoren',
    'molens',
    'kathedraal',
    'wijngaard',
    'weide',
    'boomgaard',
    'grachten',
    'tulpen',
    'kaas',
    'ontbijt',
  ],
  'de-de': [
    'Häuser',
    'Garten',
    'Gärten',
    'laufen',
    'Fluss',
    'Brücken',
    'Geschichte',
    'Museum',
    'Kinder',
    'Urlaub',
    'Berge',
    'Kaffee',
    'Fahrrad',
    'Märkte',
    'Wetter',
    'Gemälde',
    'Theater',
    'Hafen',
    'Burg',
    'Festival',
    'Bibliothek',
    'Zug',
    'Bahnhof',
    'Wald',
    'Rezepte',
    'Küche',
    'Fußball',
    'Insel',
    'Dorf',
    'Musik',
    'Leuchtturm',
    'Windmühle',
    'Dom',
    'Weinberg',
    'Wiese',
    'Obstgarten',
    'Kanal',
    'Tulpen',
    'Käse',
    'Frühstück',
  ],
  'fr-fr': [
    'maisons',
    'jardin',
    'jardins',
    'courir',
    'rivière',
    'ponts',
    'histoire',
    'musée',
    'enfants',
    'vacances',
    'montagnes',
    'café',
    'vélo',
    'marchés',
    'météo',
    'peinture',
    'théâtre',
    'port',
    'château',
    'festival',
    'bibliothèque',
    'train',
    'gare',
    'forêt',
    'recettes',
    'cuisine',
    'football',
    'île',
    'village',
    'musique',
    'phare',
    'moulin',
    'cathédrale',
    'vignoble',
    'prairie',
    'verger',
    'canal',
    'tulipes',
    'fromage',
    'déjeuner',
  ],
};

/** What visitors type: a frequent word, a rarer one, half a word, two words, a typo. */
const terms: Record<string, Record<string, string[]>> = {
  common: { 'en-gb': ['house', 'garden'], 'nl-nl': ['woning', 'tuin'], 'de-de': ['Haus', 'Garten'], 'fr-fr': ['maison', 'jardin'] },
  prefix: { 'en-gb': ['hou', 'gard'], 'nl-nl': ['woni', 'tui'], 'de-de': ['Hä', 'Gart'], 'fr-fr': ['mais', 'jard'] },
  'two words': { 'en-gb': ['house garden', 'river bridges'], 'nl-nl': ['woning tuin', 'rivier bruggen'], 'de-de': ['Haus Garten', 'Fluss Brücken'], 'fr-fr': ['maison jardin', 'rivière ponts'] },
  rare: { 'en-gb': ['breakfast', 'tulips'], 'nl-nl': ['ontbijt', 'tulpen'], 'de-de': ['Frühstück', 'Tulpen'], 'fr-fr': ['déjeuner', 'tulipes'] },
  'no match, typo fallback': { 'en-gb': ['gardne'], 'nl-nl': ['woningn'], 'de-de': ['Gartn'], 'fr-fr': ['jardn'] },
};

const sqlArray = (words: string[]) => `array[${words.map((w) => `'${w.replace(/'/g, "''")}'`).join(',')}]`;

/** Syllables of the filler words: about 1,700 made-up words that fill most of the text. */
const syllables = ['ka', 'lo', 'mi', 'ne', 'ru', 'ta', 'vo', 'si', 'be', 'da', 'po', 'gu'];

/**
 * Gives every page a published version whose title and ~90 words of text are made-up filler
 * words with, one word in twelve, a word of the page's language. Those are drawn unevenly (the
 * first ones far more often), so a term matches anything from a few pages to about a third.
 */
async function seedText(em: EntityManager): Promise<void> {
  const unit = (seed: string) => `((abs(hashint4(p.id * 997 + ${seed})) % 10000) / 10000.0)`;
  const real = (seed: string) =>
    `case p.locale ${Object.keys(vocabulary)
      .map((locale) => `when '${locale}' then (${sqlArray(vocabulary[locale])})[1 + floor(${vocabulary[locale].length} * power(${unit(seed)}, 2.5))::int]`)
      .join(' ')} end`;
  const syllable = (seed: string) => `(${sqlArray(syllables)})[1 + abs(hashint4(p.id * 131 + ${seed})) % ${syllables.length}]`;
  const filler = (seed: string) => `${syllable(`${seed} * 3`)} || ${syllable(`${seed} * 3 + 1`)} || ${syllable(`${seed} * 3 + 2`)}`;
  const word = (seed: string) => `case when abs(hashint4(p.id * 31 + ${seed})) % 12 = 0 then ${real(seed)} else ${filler(seed)} end`;
  await em.execute(`
    update page_version v set
      title = initcap(${real('1')}) || ' ' || ${filler('2')} || ' ' || p.id,
      blocks = jsonb_build_array(
        jsonb_build_object('type', 'hero', 'key', 'h', 'anchorPoint', '', '__images', '{}'::jsonb, '__files', '{}'::jsonb,
          'props', jsonb_build_object('title', initcap(${word('3')}), 'subtitle', ${word('4')} || ' ' || ${word('5')} || ' ' || ${word('6')})),
        jsonb_build_object('type', 'rich-text', 'key', 'r', 'anchorPoint', '', '__images', '{}'::jsonb, '__files', '{}'::jsonb,
          'props', jsonb_build_object('heading', initcap(${word('7')}),
            'body', '<p>' || (select string_agg(${word('100 + i')}, ' ') from generate_series(1, 85) i) || '.</p>')))
    from page p where p.id = v.page_id`);
  await em.execute(`update page set title = v.title, published_version_id = latest_version_id, published_at = now(), ever_published = true from page_version v where v.id = page.latest_version_id`);
  await em.execute('analyze');
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'tessera-bench-'));
  const server = process.env.BENCH_DATABASE_URL;
  const scratch = server ? await scratchDatabase(server, 'tessera_bench_search') : undefined;
  const config = { ...readConfig({ NODE_ENV: 'test' }), dataDir, databaseUrl: scratch?.url, dbPoolMax: 2 };
  const data = await openTesseraData(config, createLogger('warn'));
  const ctx = (): Ctx => systemContext(data.orm.em.fork(), data.services);
  try {
    console.log(`database: ${server ? 'PostgreSQL server (scratch database)' : 'embedded PostgreSQL (PGlite)'}; engine: ${data.services.search.engine.name}`);
    let start = performance.now();
    await seedPages(data.orm, perLocale, 1);
    await seedText(data.orm.em.fork());
    console.log(`seeded ${perLocale * 4} published pages in ${((performance.now() - start) / 1000).toFixed(1)} s`);

    start = performance.now();
    await indexAllPagesForSearch(ctx(), {});
    for (;;) {
      const status = await getSearchStatus(ctx(), {});
      if (status.indexing.state !== 'loading') {
        if (status.indexing.state !== 'success') throw new Error(`indexing ended in ${status.indexing.state}`);
        const seconds = (performance.now() - start) / 1000;
        console.log(`indexed ${status.indexing.count} pages in ${seconds.toFixed(1)} s (${Math.round((status.indexing.count ?? 0) / seconds)} pages/s, batches of ${config.search.batchSize})`);
        break;
      }
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const [size] = await data.orm.em.fork().execute<{ table: string; indexes: string }[]>(
      // The table is partitioned by locale: its size is the sum of its partitions'.
      `select pg_size_pretty(sum(pg_table_size(relid))) as "table", pg_size_pretty(sum(pg_indexes_size(relid))) as indexes from pg_partition_tree('search_document')`,
    );
    console.log(`search_document: table ${size.table}, indexes ${size.indexes}`);

    const locales = Object.keys(vocabulary);
    const all: number[] = [];
    for (const [kind, byLocale] of Object.entries(terms)) {
      const cases = locales.flatMap((locale) => byLocale[locale].map((term) => ({ term, locale })));
      await time(8, (i) => searchSite(ctx(), { term: cases[i % cases.length].term, locales: [cases[i % cases.length].locale] }));
      let totals = 0;
      const samples = await time(rounds, async (i) => {
        const found = await searchSite(ctx(), { term: cases[i % cases.length].term, locales: [cases[i % cases.length].locale], offset: (i % 3) * 10 });
        totals += found.total;
      });
      all.push(...samples);
      report(`search: ${kind}`, samples, { width: 44, extra: `   ~${Math.round(totals / rounds)} matches` });
    }
    const everywhere = await time(Math.min(rounds, 100), (i) => searchSite(ctx(), { term: ['museum', 'festival', 'house', 'canal'][i % 4] }));
    all.push(...everywhere);
    report('search: all four locales at once', everywhere, { width: 44 });
    report('search: everything above', all, { width: 44 });
  } finally {
    await data.close();
    await scratch?.drop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
