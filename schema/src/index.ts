export * from './errors';
export * from './context';
export { allOperations, type Operation } from './operations/define-operation';
export { authorize, hasPermission, type Access, type TokenAccess } from './auth/authorize';
export { permissionNames, builtInRoles, type Permission, type PermissionName } from './auth/permissions';
export { csrfTokenFor, randomToken, safeEqual } from './auth/tokens';
export { SessionRepository } from './auth/session.repository';
export { pruneAuthState } from './auth/prune-auth-state';
export { installationSecret } from './auth/installation-secret';
export { loginThrottlePolicy } from './auth/login-throttle.repository';
export { missingOidcRoles, oidcCallbackPath, singleSignOn } from './auth/single-sign-on';
export type { OidcSettings } from './auth/oidc-settings';
export { authenticateApiToken, type ApiTokenCheck } from './api-tokens/authenticate-api-token';
export { apiTokenInText } from '@tessera/content-model';
export { createMailer, type Mailer, type MailMessage } from './mail/mailer';
export { MailOutbox, mailOutboxDefaults, type MailOutboxOptions } from './mail/mail-outbox';
export { noMetrics, type MetricCounts, type Metrics } from './metrics/metrics';
export { inTransaction, readOnlyFork, type TxCtx } from './db/unit-of-work';
export { LocalDiskStorage, bytesMissing, isSafeKey, isStorageMissing, StorageMissingError, storageUnavailable, type Storage } from './storage/storage';
export { claimStorage, type StorageClaim } from './storage/claim-storage';
export { installationId, markerKey, readMarker, storageFolders, storageHoldsObjects, writeMarker } from './storage/installation-marker';
export { sweepStorage, writeWindowMs, type SweepReport } from './storage/sweep-storage';
export { ServedFileCache, keptAnswerMaxBytes } from './media/served-files';
export { blobKey, renditionsKey } from './media/media-library';
export type { KeptAnswer } from './media/served-file-facts';
export { ImageWork, type ImageWorkOptions } from './media/image-work';
export { PreviewCache } from './media/preview-cache';
export { SearchService, type SearchServiceOptions } from './search/search-service';
export { createSearchEngine, type SearchEngineOptions } from './search/create-search-engine';
export { PostgresSearchEngine } from './search/postgres-search-engine';
export type { SearchEngine, SearchQuery, SearchHit, SearchHits, SearchDocument } from './search/search-engine';
export { searchSite } from './search/operations/search-site';
export { indexAllPagesForSearch } from './search/operations/index-all-pages-for-search';
export { getSearchStatus } from './search/operations/get-search-status';
export { embeddedSettingsDefault, startEmbeddedPostgres, type EmbeddedPostgres } from './db/embedded-postgres';
export { countStatements } from './db/statement-counter';
export { migrationState, openDatabase, ormConfig, withStartupLock, type OpenDatabaseOptions } from './db/orm';
export { buildTesseraSchema, printTesseraSchema } from './graphql/build-schema';
export { fieldCosts } from './graphql/field-costs';
export { processWorkSlots, SlotCounts, workSlotsOf } from './operations/work-slots';
export { restRoutes } from './http/routes';
export {
  isRawReply,
  isStatusReply,
  isStoredFileReply,
  isStreamReply,
  type RestRoute,
  type RestRequest,
  type RawReply,
  type StatusReply,
  type StoredFileReply,
  type StreamReply,
} from './http/rest-route';
export { seedRoles } from './users/seed-roles';
export { ensureBootstrapAdmin } from './users/bootstrap-admin';
export { createUser } from './users/operations/create-user';
export { systemContext, systemViewer } from './system-context';
export { ScheduleRunner, scheduleRunnerDefaults, type ScheduleRunnerOptions } from './pages/schedule-runner';
export { ReleaseRunner, type ReleaseRunnerOptions } from './releases/release-runner';
export { createRelease } from './releases/operations/create-release';
export { addPageVersionToRelease } from './releases/operations/add-page-version-to-release';
export { publishRelease } from './releases/operations/publish-release';
export { AuditRetention, auditRetentionDefaults, type AuditRetentionOptions } from './audit/audit-retention';
export { listAuditLog } from './audit/operations/list-audit-log';
export { exportAuditLog } from './audit/operations/export-audit-log';
export { updateAuditRetention } from './audit/operations/update-audit-retention';
export { AccountLinkRequests, type AccountLinkRequestsOptions } from './auth/account-link-requests';
export { User } from './users/user.entity';
export { Role } from './users/role.entity';
export { EventBus } from './events/event-bus';
export { EventConsumers, eventConsumerDefaults, type ConsumedEvent, type ConsumerBatchHandler, type ConsumerHandler, type ConsumerRetry, type EventConsumersOptions } from './events/event-consumers';
export { listPages } from './pages/operations/list-pages';
export { storeVersion } from './pages/operations/store-version';
export { createPage } from './pages/operations/create-page';
export { createTranslation } from './pages/operations/create-translation';
export { publishPage } from './pages/operations/publish-page';
export { deletePage } from './pages/operations/delete-page';
export { unpublishPage } from './pages/operations/unpublish-page';
export { hasAnyPage, latestVersionIdOf } from './pages/page-lookup';
export { firstStartGreeting, recordGreeting, siteSettings, type FirstStartGreeting } from './settings/site-settings';
export { createMenuItem } from './menus/operations/create-menu-item';
export { addFile } from './media/operations/add-file';
export { createDir } from './media/operations/create-dir';
export type { UploadedFile } from './media/media.inputs';
export { createTag } from './tags/operations/create-tag';
export { fetchTags } from './tags/operations/fetch-tags';
export { fetchPrivateTags } from './tags/operations/fetch-private-tags';
export { RedirectTable, type RedirectAnswer } from './redirects/redirect-table';
export { createRedirect } from './redirects/operations/create-redirect';
export { importRedirects } from './redirects/operations/import-redirects';
export { setPageTags } from './tags/operations/set-page-tags';
export { createSkill, createCertificate, createTeamMember } from './site-content/site-content.lists';
export { setSiteText } from './site-content/operations/set-site-text';
export { editFile } from './media/operations/edit-file';
export { addVideo } from './media/operations/add-video';
export { createReusableBlock } from './reusable-blocks/operations/create-reusable-block';
export { updateReusableBlock } from './reusable-blocks/operations/update-reusable-block';
export { publishReusableBlock } from './reusable-blocks/operations/publish-reusable-block';
export { exportContent, type TransferSink } from './transfer/export-content';
export { TransferMappings, type TransferKind } from './transfer/transfer-mappings';
export { mapBlocks, mapReusableSlots, mapSeoImage, referencedIds, type IdMaps } from './transfer/transfer-references';
export * from './transfer/transfer-format';
export { TransferJobRepository, type ClaimedTransferJob, type TransferJobOutcome } from './transfer/transfer-job.repository';
export type { TransferJobRefusal } from './transfer/transfer-job.entity';
export { isTransferSource } from './transfer/operations/start-import-job';
export { Poller } from './operations/poller';
export { startExportJob } from './transfer/operations/start-export-job';
export { startImportJob } from './transfer/operations/start-import-job';
export { listTransferJobs } from './transfer/operations/list-transfer-jobs';
export { submitContactForm } from './contact/operations/submit-contact-form';
export { pruneContactState, contactRetentionDays } from './contact/prune-contact-state';
export { contactRateLimitPolicy } from './contact/contact-rate-limit.repository';
export { localePrefix, supportedLocales } from './settings/locales';
export { readPublishedPage, readPreviewVersion, readAddressHashes } from './pages/site-read-model';
export { imageSizesOf } from './media/operations/image-sizes';
export { publishedReusableBlocks } from './reusable-blocks/published-reusable-blocks';
export { webhookConsumer, webhookConsumerName } from './webhooks/webhook-consumer';
export { webhookDefaults, webhookRetryDelays, type WebhookSettings } from './webhooks/webhook-settings';
export { libreTranslate, type MachineTranslator } from './translations/machine-translator';

import { mediaKeyOwner } from './media/media-key-owner';
import { profileImageKeyOwner } from './users/profile-image';
import type { StorageKeyOwner } from './storage/key-owner';

/**
 * Every feature that writes to the storage: the sweep and the start-up claim ask each. Listed
 * here, where the package is put together, since storage/ is plumbing that knows no feature.
 */
export const storageKeyOwners: StorageKeyOwner[] = [mediaKeyOwner, profileImageKeyOwner];
