export { default as tesseraConfig } from '../tessera.config';
export { createSite, type Site, type SiteOptions } from './http/site-handler';
export { type SiteData, SiteDataError } from './data/site-data';
export { inProcessSiteData, type InProcessOptions } from './data/in-process-site-data';
export { httpSiteData } from './data/http-site-data';
export { signSiteCsrfToken, verifySiteCsrfToken, siteCsrfCookie, siteCsrfMaxAgeMs } from './csrf/site-csrf-token';
