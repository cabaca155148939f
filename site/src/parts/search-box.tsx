import { useRender } from '../render/render-context';
import { searchPath } from '../routing/site-paths';

/**
 * The header's one way to search: a box that sends a plain GET to the search page, which searches
 * as you type from there. Left out on the search page itself, whose own form is the search.
 */
export function SearchBox() {
  const { model, texts } = useRender();
  if (model.builtIn === 'search') return null;
  return (
    <form className="site-search" role="search" aria-label={texts.search} method="get" action={searchPath(model.locale, model.defaultLocale)}>
      <label htmlFor="site-search-term" className="visually-hidden">
        {texts.search}
      </label>
      <input id="site-search-term" name="q" type="search" placeholder={texts.searchPlaceholder} autoComplete="off" />
    </form>
  );
}
