import { publicPath } from '@tessera/read-model';
import type { AutomaticRedirect } from '../pages/redirect-facts';
import type { Redirect } from './redirect.entity';

/** A row of the redirects list: a manual redirect, or an automatic one (read-only) a slug change left. */
export interface RedirectView {
  id: number;
  automatic: boolean;
  locale: string | null;
  fromPath: string;
  to: string;
  status: number;
  /** The page an automatic redirect leads to. */
  pageId: number | null;
  updatedAt: Date | null;
}

export function presentRedirect(redirect: Redirect): RedirectView {
  return {
    id: redirect.id,
    automatic: false,
    locale: redirect.locale,
    fromPath: redirect.fromPath,
    to: redirect.to,
    status: redirect.status,
    pageId: null,
    updatedAt: redirect.updatedAt,
  };
}

export function presentAutomatic(row: AutomaticRedirect, defaultLocale: string): RedirectView {
  return {
    id: row.id,
    automatic: true,
    locale: row.locale,
    fromPath: `/${row.fromSlug}`,
    to: publicPath(row.locale, row.pageSlug, defaultLocale),
    status: 301,
    pageId: row.pageId,
    updatedAt: null,
  };
}
