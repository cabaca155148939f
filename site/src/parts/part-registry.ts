import type { ComponentType } from 'react';
import { BreadcrumbsPart } from './breadcrumbs-part';
import { CookieConsentPart } from './cookie-consent-part';
import { FooterPart } from './footer-part';
import { NavigationPart } from './navigation-part';
import { RelatedArticlesPart } from './related-articles-part';

/** The header and footer parts a page type names (tessera.config.ts `header` / `footer`). */
export const partRegistry: Record<string, ComponentType> = {
  navigation: NavigationPart,
  breadcrumbs: BreadcrumbsPart,
  footer: FooterPart,
  'cookie-consent': CookieConsentPart,
  'related-articles': RelatedArticlesPart,
};
