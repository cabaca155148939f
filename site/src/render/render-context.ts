import { createContext, useContext } from 'react';
import type { PageModel } from './page-model';
import type { SiteTexts } from './site-texts';

/** What a block or part may read while rendering, plus where it announces the islands it needs. */
export interface RenderContext {
  model: PageModel;
  texts: SiteTexts;
  /** Islands the page needs; the document adds one module script for each, and none when empty. */
  islands: Set<string>;
  /** Console the render reports to (missing images, unknown blocks); tests capture it. */
  log: Pick<Console, 'warn' | 'error'>;
}

export const RenderContextValue = createContext<RenderContext | null>(null);

export function useRender(): RenderContext {
  const context = useContext(RenderContextValue);
  if (!context) throw new Error('useRender outside a page render');
  return context;
}
