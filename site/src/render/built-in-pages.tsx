import { localeLabel, textIn, type Label } from '@tessera/content-model';
import { RichTextHtml } from '../blocks/rich-text-html';
import { useRender } from './render-context';

/** /cookieverklaring and /privacyverklaring: the statement site text of the locale. */
export function StatementPage() {
  const { model } = useRender();
  return (
    <article className="statement">
      <h1>{model.title}</h1>
      <RichTextHtml html={model.statementHtml} />
    </article>
  );
}

/** When not even the locale's `404` page is published. */
export function NotFoundPage() {
  const { texts } = useRender();
  return (
    <article className="not-found">
      <h1>{texts.notFoundTitle}</h1>
      <p>{texts.notFoundBody}</p>
    </article>
  );
}

/**
 * /zoeken: the form works as markup; the search island searches as you type against the
 * search endpoint and pages through the results.
 */
export function SearchPage({ availableLocales, pageTypes }: { availableLocales: string[]; pageTypes: Array<{ id: string; label: Label }> }) {
  const { model, texts, islands } = useRender();
  islands.add('search');
  return (
    <section
      className="search-page"
      data-island="search"
      data-locale={model.locale}
      data-count="10"
      data-no-results={texts.searchNoResults}
      data-results-count={JSON.stringify(texts.searchResultsCount)}
      data-previous={texts.searchPrevious}
      data-next={texts.searchNext}
    >
      <h1>{texts.search}</h1>
      {/* The page's own search (the header's box is left out here): one search landmark, named. */}
      <form className="search-page__form" role="search" aria-label={texts.search} method="get">
        <label htmlFor="search-term">{texts.search}</label>
        <input id="search-term" name="q" type="search" placeholder={texts.searchPlaceholder} autoComplete="off" />
        <select name="locale" aria-label={texts.languages} defaultValue={model.locale}>
          <option value="">{texts.searchAllLocales}</option>
          {availableLocales.map((locale) => (
            <option key={locale} value={locale}>
              {localeLabel(locale, model.locale)}
            </option>
          ))}
        </select>
        <select name="pageType" aria-label={texts.searchAllTypes} defaultValue="">
          <option value="">{texts.searchAllTypes}</option>
          {pageTypes.map((type) => (
            <option key={type.id} value={type.id}>
              {textIn(type.label, model.locale)}
            </option>
          ))}
        </select>
      </form>
      <p className="search-page__summary" role="status" aria-live="polite" />
      <ol className="search-page__results" />
      <nav className="search-page__pager" hidden>
        <button type="button" data-page="previous">
          {texts.searchPrevious}
        </button>
        <button type="button" data-page="next">
          {texts.searchNext}
        </button>
      </nav>
    </section>
  );
}
