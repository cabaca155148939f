import { recordAudit } from '../audit/record-audit';
import { hasPermission } from '../auth/authorize';
import { actingUserId } from '../context';
import type { TxCtx } from '../db/unit-of-work';
import { CodedError } from '../errors/coded-error';
import { activeUsersWithPermission, userContact } from '../users/user-directory';
import { type Page, type PageVersion, PublicationRequest, type PublicationRequestStatus } from './page.entities';
import { recordFileUsage, recordFileUsageOfPages } from './file-usage';
import { menuAwareEventPayload, requireComplete } from './page-rules';

/*
 * Every change of a page's publication state (SPEC §4), in one place. Each runs inside the
 * caller's unit of work on a page it holds locked, records its audit row, and raises its event
 * and mail through the outbox: they leave with the commit or not at all.
 */

/**
 * What an edit committed from the editor does to the page's publication once its version and
 * settings are in place (commitPageEdit): nothing, publish, unpublish, or request publication.
 */
export const publicationSteps = ['none', 'publish', 'unpublish', 'request'] as const;
export type PublicationStep = (typeof publicationSteps)[number];

/** Makes a version the live one. An open request is settled as accepted (the publisher decided). */
export async function publish(tx: TxCtx, page: Page, version: PageVersion, auditDetails: Record<string, unknown> = {}): Promise<void> {
  await publishPages(tx, [{ page, version }], auditDetails);
}

/**
 * `publish` of many pages in one go (a release): every version is checked before any goes live,
 * and their file usage is rewritten together (recordFileUsageOfPages), so the cost does not grow
 * with a round trip per page. Each page still raises its own event and audit row.
 */
export async function publishPages(tx: TxCtx, publications: ReadonlyArray<{ page: Page; version: PageVersion }>, auditDetails: Record<string, unknown> = {}): Promise<void> {
  for (const { page, version } of publications) requireComplete(tx, page, version);
  await goLive(tx, publications);
  for (const { page, version } of publications) {
    if (page.openRequest) closeRequest(tx, page, 'accepted');
    recordAudit(tx, { action: 'page.published', subject: { type: 'page', id: page.id }, details: { version: version.number, ...auditDetails } });
  }
}

/** Publishes the latest stored version (publishing without a store); V_07 when there is none. */
export async function publishLatest(tx: TxCtx, page: Page): Promise<PageVersion> {
  const version = page.latestVersion;
  if (!version) throw new CodedError('V_07', 'version');
  await publish(tx, page, version);
  return version;
}

/** Takes a page off the site; true when it was on it. Needs only the page (SPEC §4). */
export async function unpublish(tx: TxCtx, page: Page, auditDetails?: Record<string, unknown>): Promise<boolean> {
  if (!(await takeOffline(tx, page))) return false;
  recordAudit(tx, { action: 'page.unpublished', subject: { type: 'page', id: page.id }, ...(auditDetails ? { details: auditDetails } : {}) });
  return true;
}

/**
 * Puts the latest version up for review with a comment. As SPEC §4 says, this clears the
 * published version: the page is off the site until a reviewer accepts. One open request a page.
 */
export async function requestPublication(tx: TxCtx, page: Page, comment: string): Promise<PublicationRequest> {
  const version = page.latestVersion;
  if (!version) throw new CodedError('V_07', 'version');
  requireComplete(tx, page, version);
  if (page.openRequest) throw new CodedError('V_07', 'request');
  const request = tx.em.create(PublicationRequest, { page, version, requestedBy: actingUserId(tx.viewer), requesterComment: comment });
  tx.em.persist(request);
  page.openRequest = request;
  await tx.em.flush();
  await unpublish(tx, page);
  recordAudit(tx, { action: 'page.publication-requested', subject: { type: 'page', id: page.id } });
  await mailReviewers(tx, page, comment);
  return request;
}

/** How long after its last sending a request may go to the reviewers again. */
export const resendIntervalMs = 10 * 60_000;

/**
 * Sends the open request to the reviewers again: its requester or a reviewer may (UM_01 for
 * anyone else), once its last sending is 10 minutes old (PM_03 before), so nobody can fill the
 * reviewers' mailboxes with it. The caller holds the page locked, so two at once send once.
 */
export async function resendRequest(tx: TxCtx, page: Page): Promise<PublicationRequest> {
  const request = openRequestOf(page);
  const isRequester = request.requestedBy !== null && request.requestedBy === actingUserId(tx.viewer);
  if (!isRequester && !hasPermission(tx.viewer, 'review-publication')) throw new CodedError('UM_01');
  if (Date.now() - request.sentAt.getTime() < resendIntervalMs) throw new CodedError('PM_03', 'request');
  request.sentAt = new Date();
  recordAudit(tx, { action: 'page.publication-resent', subject: { type: 'page', id: page.id } });
  await mailReviewers(tx, page, request.requesterComment);
  return request;
}

/** Withdraws the open request. */
export function revokeRequest(tx: TxCtx, page: Page): PublicationRequest {
  const request = closeRequest(tx, page, 'revoked');
  recordAudit(tx, { action: 'page.publication-revoked', subject: { type: 'page', id: page.id } });
  return request;
}

/** A reviewer accepts: the requested version goes live, then the request is accepted. */
export async function acceptRequest(tx: TxCtx, page: Page, feedback: string | null): Promise<PublicationRequest> {
  const request = openRequestOf(page);
  requireComplete(tx, page, request.version);
  await goLive(tx, [{ page, version: request.version }]);
  closeRequest(tx, page, 'accepted', feedback);
  recordAudit(tx, { action: 'page.publication-accepted', subject: { type: 'page', id: page.id }, details: { version: request.version.number } });
  await mailRequester(tx, request, page, feedback);
  return request;
}

/** A reviewer rejects, with feedback or without; the requester is told by e-mail. */
export async function rejectRequest(tx: TxCtx, page: Page, feedback: string | null): Promise<PublicationRequest> {
  const request = closeRequest(tx, page, 'rejected', feedback);
  recordAudit(tx, { action: 'page.publication-rejected', subject: { type: 'page', id: page.id } });
  await mailRequester(tx, request, page, feedback);
  return request;
}

/**
 * What deleting a page does to its publication (deletePage, in its transaction): the live version
 * and the open request are let go and every request of the page is removed, without the events,
 * audit rows and mail of unpublishing or withdrawing: `page.deleted` says it all. Flushes the page,
 * so whatever else the caller let go of (its latest version) is written with it.
 */
export async function endPublication(tx: TxCtx, page: Page): Promise<void> {
  page.publishedVersion = null;
  page.openRequest = null;
  await tx.em.flush();
  await tx.em.nativeDelete(PublicationRequest, { page });
}

function openRequestOf(page: Page): PublicationRequest {
  if (!page.openRequest) throw new CodedError('V_07', 'request');
  return page.openRequest;
}

/** The one way a request ends: decided (by a reviewer or a publisher) or withdrawn. */
function closeRequest(tx: TxCtx, page: Page, status: Exclude<PublicationRequestStatus, 'open'>, feedback: string | null = null): PublicationRequest {
  const request = openRequestOf(page);
  request.status = status;
  if (status !== 'revoked') request.reviewedBy = actingUserId(tx.viewer);
  if (feedback) request.reviewerFeedback = feedback;
  request.decidedAt = new Date();
  page.openRequest = null;
  return request;
}

/*
 * A publication, however it comes (by hand, accepted, or scheduled), settles the scheduled
 * publication: the editor decided what is live now, and a reviewed version from before must not
 * replace it later. A scheduled unpublication stays (the end of a campaign still holds). Taking a
 * page off settles the scheduled unpublication and keeps a scheduled publication (off now, back
 * at the time).
 */
async function goLive(tx: TxCtx, publications: ReadonlyArray<{ page: Page; version: PageVersion }>): Promise<void> {
  for (const { page, version } of publications) {
    page.scheduledPublishAt = null;
    page.scheduledVersion = null;
    page.publishedVersion = version;
    page.publishedAt = new Date();
    page.everPublished = true;
  }
  const fileIds = await recordFileUsageOfPages(
    tx,
    publications.map(({ page }) => page),
  );
  for (const { page } of publications) tx.emit('page.published', await menuAwareEventPayload(tx, page, { fileIds: fileIds.get(page.id) ?? [] }));
}

async function takeOffline(tx: TxCtx, page: Page): Promise<boolean> {
  if (!page.publishedVersion) return false;
  page.scheduledUnpublishAt = null;
  page.publishedVersion = null;
  const fileIds = await recordFileUsage(tx, page);
  tx.emit('page.unpublished', await menuAwareEventPayload(tx, page, { fileIds }));
  return true;
}

function adminLink(tx: TxCtx, page: Page): string {
  return `${tx.services.publicUrl}/cmsadmin/page/${page.id}`;
}

/** Tells every active reviewer that a page waits for review. */
async function mailReviewers(tx: TxCtx, page: Page, comment: string): Promise<void> {
  for (const reviewer of await activeUsersWithPermission(tx.em, 'review-publication')) {
    tx.sendMail({
      to: reviewer.email,
      subject: `Publication requested: ${page.title}`,
      text: `Hello ${reviewer.name},\n\nPublication of "${page.title}" (${page.locale}, /${page.slug}) was requested.\n\nComment:\n${comment || '(none)'}\n\nReview it here: ${adminLink(tx, page)}\n`,
    });
  }
}

/** Tells the requester how the review went, with the reviewer's feedback or that there was none. */
async function mailRequester(tx: TxCtx, request: PublicationRequest, page: Page, feedback: string | null): Promise<void> {
  const requester = request.requestedBy ? await userContact(tx.em, request.requestedBy) : null;
  if (!requester) return;
  const outcome = request.status;
  const review = feedback ? `Feedback from the reviewer:\n${feedback}` : 'The reviewer gave no comment.';
  tx.sendMail({
    to: requester.email,
    subject: `Publication ${outcome}: ${page.title}`,
    text: `Hello ${requester.name},\n\nYour request to publish "${page.title}" (${page.locale}, /${page.slug}) was ${outcome}.\n\n${review}\n\n${adminLink(tx, page)}\n`,
  });
}
