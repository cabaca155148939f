import { pluralText, type PluralForms } from './plural.js';
import { postJson } from './site-request.js';

interface SearchResult {
  pageId: number;
  locale: string;
  title: string;
  path: string;
  /** HTML from the search engine: the page's own text, escaped, with <mark> around the hits. */
  excerpt: string;
  pageType: string;
}

/**
 * The /zoeken page: searches as you type (debounced) against the search endpoint, with locale
 * and page-type filters and paging by count and offset.
 */
const debounceMs = 250;

for (const root of document.querySelectorAll<HTMLElement>('[data-island="search"]')) {
  const form = root.querySelector<HTMLFormElement>('form')!;
  const termInput = form.elements.namedItem('q') as HTMLInputElement;
  const localeSelect = form.elements.namedItem('locale') as HTMLSelectElement;
  const typeSelect = form.elements.namedItem('pageType') as HTMLSelectElement;
  const summary = root.querySelector<HTMLElement>('.search-page__summary')!;
  const list = root.querySelector<HTMLOListElement>('.search-page__results')!;
  const pager = root.querySelector<HTMLElement>('.search-page__pager')!;
  const count = Number(root.dataset.count) || 10;
  const resultsCount = JSON.parse(root.dataset.resultsCount ?? '{"one":"{total}","other":"{total}"}') as PluralForms;
  let offset = 0;
  let total = 0;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let asked = 0;

  const initial = new URLSearchParams(location.search).get('q');
  if (initial) termInput.value = initial;

  const run = async () => {
    const term = termInput.value.trim();
    const ticket = ++asked;
    if (!term) {
      list.replaceChildren();
      summary.textContent = '';
      pager.hidden = true;
      return;
    }
    const reply = await postJson<{ total: number; results: SearchResult[] }>('/api/tessera/search/search', {
      term,
      locales: localeSelect.value ? [localeSelect.value] : [],
      pageTypes: typeSelect.value ? [typeSelect.value] : [],
      count,
      offset,
    });
    // An older answer arriving after a newer question is dropped.
    if (ticket !== asked) return;
    const results = reply.ok && reply.data ? reply.data.results : [];
    total = reply.ok && reply.data ? reply.data.total : 0;
    summary.textContent = total > 0 ? pluralText(resultsCount, root.dataset.locale ?? 'en', total) : (root.dataset.noResults ?? '');
    list.replaceChildren(
      ...results.map((result) => {
        const item = document.createElement('li');
        const link = document.createElement('a');
        link.href = result.path;
        link.textContent = result.title;
        const excerpt = document.createElement('p');
        excerpt.innerHTML = result.excerpt;
        item.append(link, excerpt);
        return item;
      }),
    );
    pager.hidden = total <= count;
    (pager.querySelector('[data-page="previous"]') as HTMLButtonElement).disabled = offset === 0;
    (pager.querySelector('[data-page="next"]') as HTMLButtonElement).disabled = offset + count >= total;
  };

  const soon = () => {
    offset = 0;
    clearTimeout(timer);
    timer = setTimeout(run, debounceMs);
  };

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    clearTimeout(timer);
    offset = 0;
    void run();
  });
  termInput.addEventListener('input', soon);
  localeSelect.addEventListener('change', soon);
  typeSelect.addEventListener('change', soon);
  pager.addEventListener('click', (event) => {
    const page = (event.target as HTMLElement).closest<HTMLElement>('[data-page]')?.dataset.page;
    if (page === 'previous') offset = Math.max(0, offset - count);
    else if (page === 'next' && offset + count < total) offset += count;
    else return;
    void run();
  });
  if (initial) void run();
}
