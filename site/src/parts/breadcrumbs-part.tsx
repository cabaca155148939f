import type { MenuEntry } from '../render/page-model';
import { localizedPath } from '../routing/site-paths';
import { useRender } from '../render/render-context';

/** The chain of menu items down to the one that leads to `path`, or null when none does. */
export function menuTrail(items: MenuEntry[], path: string): MenuEntry[] | null {
  for (const item of items) {
    if (item.path === path) return [item];
    const below = item.children ? menuTrail(item.children, path) : null;
    if (below) return [item, ...below];
  }
  return null;
}

/** Home › menu ancestors › this page (the page alone under home when the menu does not hold it). */
export function BreadcrumbsPart() {
  const { model, texts } = useRender();
  const home = localizedPath(model.locale, '', model.defaultLocale);
  if (model.path === home) return null;
  const trail = menuTrail(model.menu, model.path)?.slice(0, -1) ?? [];
  return (
    <nav className="breadcrumbs" aria-label={texts.breadcrumbs}>
      <ol>
        <li>
          <a href={home}>{texts.home}</a>
        </li>
        {trail.map((item) => (
          <li key={item.id}>{item.path ? <a href={item.path}>{item.label}</a> : item.label}</li>
        ))}
        <li aria-current="page">{model.title}</li>
      </ol>
    </nav>
  );
}
