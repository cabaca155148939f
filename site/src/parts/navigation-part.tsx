import type { MenuEntry } from '../render/page-model';
import { useRender } from '../render/render-context';
import { searchPath } from '../routing/site-paths';

function MenuList({ items, current }: { items: MenuEntry[]; current: string }) {
  return (
    <ul>
      {items.map((item) => (
        <li key={item.id}>
          {item.path ? (
            <a href={item.path} {...(item.path === current ? { 'aria-current': 'page' as const } : {})}>
              {item.label}
            </a>
          ) : (
            <span>{item.label}</span>
          )}
          {item.children && item.children.length > 0 && <MenuList items={item.children} current={current} />}
        </li>
      ))}
    </ul>
  );
}

/** The locale's menu (published pages and links only: the menu query leaves the rest out for visitors). */
export function NavigationPart() {
  const { model, texts } = useRender();
  if (model.pageType.props.hideNavigation === true || model.menu.length === 0) return null;
  return (
    <nav className="site-navigation" aria-label={texts.navigation}>
      <MenuList items={model.menu} current={model.path} />
      {/* The search box: a plain GET to the search page, which searches as you type from there. */}
      <form className="site-search" role="search" method="get" action={searchPath(model.locale, model.defaultLocale)}>
        <label htmlFor="site-search-term" className="visually-hidden">
          {texts.search}
        </label>
        <input id="site-search-term" name="q" type="search" placeholder={texts.searchPlaceholder} autoComplete="off" />
      </form>
    </nav>
  );
}
