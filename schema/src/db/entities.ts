import { AuditLog } from '../audit/audit-log.entity';
import { LoginThrottle } from '../auth/login-throttle.entity';
import { OneTimeToken } from '../auth/one-time-token.entity';
import { Session } from '../auth/session.entity';
import { SystemSecret } from '../auth/system-secret.entity';
import { ContactRateLimit } from '../contact/contact-rate-limit.entity';
import { ContactSubmission } from '../contact/contact-submission.entity';
import { DomainEventRow } from '../events/domain-event.entity';
import { OutboxMail } from '../mail/outbox-mail.entity';
import { MediaDirectory, MediaFile } from '../media/media.entities';
import { MenuItem } from '../menus/menu-item.entity';
import { PageFileUsage } from '../pages/page-file-usage.entity';
import { PageRedirect } from '../pages/page-redirect.entity';
import { PageVersion } from '../pages/page-version.entity';
import { Page } from '../pages/page.entity';
import { PublicationRequest } from '../pages/publication-request.entity';
import { SearchDocumentRow, SearchJobRow } from '../search/search.entities';
import { Setting } from '../settings/setting.entity';
import { Certificate, SiteText, Skill, TeamMember } from '../site-content/site-content.entities';
import { Tag } from '../tags/tag.entity';
import { Role } from '../users/role.entity';
import { User } from '../users/user.entity';

export const entities = [
  Role,
  User,
  Session,
  OneTimeToken,
  LoginThrottle,
  SystemSecret,
  AuditLog,
  Page,
  PageVersion,
  PublicationRequest,
  PageRedirect,
  PageFileUsage,
  Tag,
  MenuItem,
  Setting,
  Skill,
  Certificate,
  TeamMember,
  SiteText,
  DomainEventRow,
  OutboxMail,
  MediaDirectory,
  MediaFile,
  ContactSubmission,
  ContactRateLimit,
  SearchDocumentRow,
  SearchJobRow,
];
