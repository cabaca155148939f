import type { ReactNode } from 'react';
import type { Label } from '@tessera/content-model';
import { renderToStaticMarkup } from 'react-dom/server';
import { Blocks, firstShownBlock } from '../blocks/blocks';
import { LocaleSwitch } from '../parts/locale-switch';
import { partRegistry } from '../parts/part-registry';
import { SearchBox } from '../parts/search-box';
import { localizedPath } from '../routing/site-paths';
import { NotFoundPage, SearchPage, StatementPage } from './built-in-pages';
import { HeadTags } from './head-tags';
import type { PageModel } from './page-model';
import { RenderContextValue, useRender, type RenderContext } from './render-context';
import { siteTexts } from './site-texts';

export interface RenderOptions {
  siteName: string;
  publicUrl: string;
  csrfToken: string;
  stylesheet: string;
  islandBase: string;
  /** Page types offered as search filters. */
  /** The page types a visitor may search by, their labels in every language given (shown in the page's). */
  pageTypes: Array<{ id: string; label: Label }>;
  availableLocales: string[];
  log?: Pick<Console, 'warn' | 'error'>;
}

function Parts({ names }: { names: readonly string[] }) {
  const { log } = useRender();
  return (
    <>
      {names.map((name) => {
        const Part = partRegistry[name];
        if (!Part) {
          log.warn(`[site] page part "${name}" is not registered: skipped`);
          return null;
        }
        return <Part key={name} />;
      })}
    </>
  );
}

/**
 * A content page: its title as the page's one h1, unless the first block is a hero, whose title
 * is the h1 there (a first hero renders h1, later ones h2).
 */
function ContentPage() {
  const { model } = useRender();
  const heroFirst = firstShownBlock(model.blocks)?.type === 'hero';
  return (
    <>
      {!heroFirst && <h1 className="page-title">{model.title}</h1>}
      <Blocks blocks={model.blocks} />
    </>
  );
}

function Body({ siteName, options }: { siteName: string; options: RenderOptions }) {
  const { model, texts } = useRender();
  let main: ReactNode;
  if (model.builtIn === 'statement') main = <StatementPage />;
  else if (model.builtIn === 'search') main = <SearchPage availableLocales={options.availableLocales} pageTypes={options.pageTypes} />;
  else if (model.builtIn === 'not-found') main = <NotFoundPage />;
  else main = <ContentPage />;
  const header = model.pageType.header.filter((name) => name !== 'footer');
  return (
    <>
      <a className="skip-link" href="#main">
        {texts.skipToContent}
      </a>
      {model.preview && <p className="preview-banner">{texts.preview}</p>}
      <header className="site-header">
        <a className="site-name" href={localizedPath(model.locale, '', model.defaultLocale)}>
          {siteName}
        </a>
        <Parts names={header} />
        <SearchBox />
        <LocaleSwitch />
      </header>
      <main id="main">{main}</main>
      <Parts names={model.pageType.footer} />
    </>
  );
}

/**
 * A whole HTML document for a page. The body is rendered first, so the islands its blocks and
 * parts ask for are known when the head is written; a page that needs none has no script tag.
 */
export function renderPage(model: PageModel, options: RenderOptions): string {
  const context: RenderContext = { model, texts: siteTexts(model.locale), islands: new Set(), log: options.log ?? console };
  const body = renderToStaticMarkup(
    <RenderContextValue.Provider value={context}>
      <Body siteName={options.siteName} options={options} />
    </RenderContextValue.Provider>,
  );
  const head = renderToStaticMarkup(
    <HeadTags
      model={model}
      siteName={options.siteName}
      publicUrl={options.publicUrl}
      csrfToken={options.csrfToken}
      stylesheet={options.stylesheet}
      islandBase={options.islandBase}
      islands={[...context.islands].sort()}
    />,
  );
  const lang = model.locale.replace(/[^a-zA-Z-]/g, '');
  return `<!DOCTYPE html><html lang="${lang}">${head}<body>${body}</body></html>`;
}
