import type { RestRoute } from '../http/rest-route';

export const tagRoutes: RestRoute[] = [];
