import { ApiToken } from '../api-tokens/api-token.entity';
import { AuditLog } from '../audit/audit-log.entity';
import { AuditRetentionRun } from '../audit/audit-retention-run.entity';
import { AccountLinkRequest } from '../auth/account-link-request.entity';
import { LoginThrottle } from '../auth/login-throttle.entity';
import { OneTimeToken } from '../auth/one-time-token.entity';
import { Session } from '../auth/session.entity';
import { TwoFactor } from '../auth/two-factor.entity';
import { Passkey, UsedPasskeyChallenge } from '../auth/passkey.entity';
import { OidcLink } from '../auth/oidc-link.entity';
import { SystemSecret } from '../auth/system-secret.entity';
import { ContactRateLimit } from '../contact/contact-rate-limit.entity';
import { ContactSubmission } from '../contact/contact-submission.entity';
import { DomainEventRow } from '../events/domain-event.entity';
import { EventConsumerRow, ParkedEventRow } from '../events/event-consumer.entities';
import { OutboxMail } from '../mail/outbox-mail.entity';
import { MediaDirectory, MediaFile } from '../media/media.entities';
import { MenuItem } from '../menus/menu-item.entity';
import { PageFileUsage } from '../pages/page-file-usage.entity';
import { PageRedirect } from '../pages/page-redirect.entity';
import { PageReusableBlockUse } from '../pages/page-reusable-block-use.entity';
import { Page, PageVersion, PublicationRequest } from '../pages/page.entities';
import { ReusableBlock, ReusableBlockRequest, ReusableBlockVersion } from '../reusable-blocks/reusable-block.entities';
import { SearchDocumentRow, SearchJobRow } from '../search/search.entities';
import { Redirect } from '../redirects/redirect.entity';
import { Release, ReleaseItem } from '../releases/release.entities';
import { Setting } from '../settings/setting.entity';
import { Certificate, SiteText, Skill, TeamMember } from '../site-content/site-content.entities';
import { StorageWrite } from '../storage/storage-write.entity';
import { Tag } from '../tags/tag.entity';
import { TransferJob } from '../transfer/transfer-job.entity';
import { TransferMapping } from '../transfer/transfer-mapping.entity';
import { Role } from '../users/role.entity';
import { User } from '../users/user.entity';
import { WebhookDelivery, WebhookEndpoint } from '../webhooks/webhook.entities';

export const entities = [
  Role,
  User,
  Session,
  TwoFactor,
  Passkey,
  UsedPasskeyChallenge,
  OidcLink,
  OneTimeToken,
  AccountLinkRequest,
  LoginThrottle,
  SystemSecret,
  AuditLog,
  AuditRetentionRun,
  ApiToken,
  Page,
  PageVersion,
  PublicationRequest,
  PageRedirect,
  PageFileUsage,
  PageReusableBlockUse,
  Redirect,
  Release,
  ReleaseItem,
  Tag,
  MenuItem,
  Setting,
  Skill,
  Certificate,
  TeamMember,
  SiteText,
  DomainEventRow,
  EventConsumerRow,
  ParkedEventRow,
  OutboxMail,
  MediaDirectory,
  MediaFile,
  ContactSubmission,
  ContactRateLimit,
  SearchDocumentRow,
  SearchJobRow,
  WebhookEndpoint,
  WebhookDelivery,
  ReusableBlock,
  ReusableBlockVersion,
  ReusableBlockRequest,
  StorageWrite,
  TransferMapping,
  TransferJob,
];
