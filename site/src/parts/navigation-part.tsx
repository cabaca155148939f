import type { MenuEntry } from '../render/page-model';
import { useRender } from '../render/render-context';

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
    </nav>
  );
}
