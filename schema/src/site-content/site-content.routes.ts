import type { RestRoute } from '../http/rest-route';

export const siteContentRoutes: RestRoute[] = [];
