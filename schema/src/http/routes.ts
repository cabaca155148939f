import { auditRoutes } from '../audit/audit.routes';
import { authRoutes } from '../auth/auth.routes';
import { userRoutes } from '../users/user.routes';
import type { RestRoute } from './rest-route';

/** Every path of the REST facade, relative to /api/tessera. */
export const restRoutes: RestRoute[] = [...authRoutes, ...userRoutes, ...auditRoutes];
