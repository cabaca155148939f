import { apiTokenRoutes } from '../api-tokens/api-token.routes';
import { auditRoutes } from '../audit/audit.routes';
import { authRoutes } from '../auth/auth.routes';
import { twoFactorRoutes } from '../auth/two-factor.routes';
import { oidcRoutes } from '../auth/oidc.routes';
import { passkeyRoutes } from '../auth/passkey.routes';
import { blockRoutes } from '../blocks/block.routes';
import { contactRoutes } from '../contact/contact.routes';
import { mediaRoutes } from '../media/media.routes';
import { menuRoutes } from '../menus/menu.routes';
import { pageRoutes } from '../pages/page.routes';
import { redirectRoutes } from '../redirects/redirect.routes';
import { translationRoutes } from '../translations/translation.routes';
import { releaseRoutes } from '../releases/release.routes';
import { searchRoutes } from '../search/search.routes';
import { settingsRoutes } from '../settings/settings.routes';
import { siteContentRoutes } from '../site-content/site-content.routes';
import { tagRoutes } from '../tags/tag.routes';
import { transferJobRoutes } from '../transfer/transfer-job.routes';
import { reusableBlockRoutes } from '../reusable-blocks/reusable-block.routes';
import { webhookRoutes } from '../webhooks/webhook.routes';
import { userRoutes } from '../users/user.routes';
import type { RestRoute } from './rest-route';

/** Every path of the REST facade, relative to /api/tessera. */
export const restRoutes: RestRoute[] = [
  ...authRoutes,
  ...twoFactorRoutes,
  ...oidcRoutes,
  ...passkeyRoutes,
  ...userRoutes,
  ...auditRoutes,
  ...apiTokenRoutes,
  ...pageRoutes,
  ...blockRoutes,
  ...settingsRoutes,
  ...menuRoutes,
  ...tagRoutes,
  ...redirectRoutes,
  ...translationRoutes,
  ...releaseRoutes,
  ...transferJobRoutes,
  ...siteContentRoutes,
  ...mediaRoutes,
  ...contactRoutes,
  ...searchRoutes,
  ...webhookRoutes,
  ...reusableBlockRoutes,
];
