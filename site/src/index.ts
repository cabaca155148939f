export { default as tesseraConfig } from '../tessera.config';
export { createSite, type Site, type SiteOptions } from './http/site-handler';
export { type SiteData, SiteDataError } from './data/site-data';
export { httpSiteData } from './data/http-site-data';
export { signSiteCsrfToken, verifySiteCsrfToken, siteCsrfCookie, siteCsrfMaxAgeMs } from './csrf/site-csrf-token';
export { loadPage, type PageLoad } from './load/load-page';
export { loadPreview } from './load/load-preview';
export { renderPage } from './render/render-page';
export type { PageModel } from './render/page-model';
