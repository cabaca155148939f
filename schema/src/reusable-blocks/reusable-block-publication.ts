import { recordAudit } from '../audit/record-audit';
import { actingUserId } from '../context';
import type { TxCtx } from '../db/unit-of-work';
import { CodedError } from '../errors/coded-error';
import { activeUsersWithPermission, userContact } from '../users/user-directory';
import { checkReusableContent } from './reusable-block-rules';
import { ReusableBlockRequest, type ReusableBlock, type ReusableBlockRequestStatus, type ReusableBlockVersion } from './reusable-block.entities';
import { reusableBlockEvent } from './reusable-block-event';

/*
 * Every change of a reusable block's publication, in one place, by the rules of a page's
 * publication workflow: who may publish (publish-page) publishes exactly the version they saw; who
 * may not asks reviewers (review-publication) for one version, with a comment; a reviewer accepts
 * (that version goes live) or rejects with feedback, and the requester is mailed either way. Each
 * runs in the caller's unit of work on a block it holds locked, records its audit row and raises
 * its event and mail through the outbox. Unlike a page's, a request leaves the published version
 * live: pages showing the block keep showing it until a reviewer decides.
 */

/**
 * The version the caller saw must still be the latest: a save or publication in between (by
 * someone else, or by a loop rewriting it) is refused with PM_02, never carried along.
 */
export function requireLatest(block: ReusableBlock, versionID: number): ReusableBlockVersion {
  const latest = block.latestVersion!;
  if (latest.id !== versionID) throw new CodedError('PM_02', 'versionID');
  return latest;
}

/** Makes the version the one every page showing the block shows; an open request is settled as accepted (the publisher decided). */
export async function publishVersion(tx: TxCtx, block: ReusableBlock, version: ReusableBlockVersion): Promise<void> {
  await goLive(tx, block, version);
  if (block.openRequest) closeRequest(tx, block, 'accepted');
  recordAudit(tx, { action: 'reusable-block.published', subject: { type: 'reusable-block', id: block.id }, details: { name: block.name, version: version.number } });
}

/** Puts the version up for review with a comment; one open request a block (V_07). */
export async function requestPublication(tx: TxCtx, block: ReusableBlock, version: ReusableBlockVersion, comment: string): Promise<ReusableBlockRequest> {
  if (block.openRequest) throw new CodedError('V_07', 'request');
  // What would be refused on accepting is refused now, while the requester can still fix it.
  await checkReusableContent(tx, tx, { type: block.type, props: version.props, __images: version.images, __files: version.files });
  const request = tx.em.create(ReusableBlockRequest, { block, version, requestedBy: actingUserId(tx.viewer), requesterComment: comment });
  tx.em.persist(request);
  block.openRequest = request;
  await tx.em.flush();
  recordAudit(tx, { action: 'reusable-block.publication-requested', subject: { type: 'reusable-block', id: block.id }, details: { version: version.number } });
  await mailReviewers(tx, block, version, comment);
  return request;
}

/** A reviewer accepts: the requested version goes live (whatever was saved since), then the request is accepted. */
export async function acceptRequest(tx: TxCtx, block: ReusableBlock, feedback: string | null): Promise<ReusableBlockRequest> {
  const request = openRequestOf(block);
  await goLive(tx, block, request.version);
  closeRequest(tx, block, 'accepted', feedback);
  recordAudit(tx, { action: 'reusable-block.publication-accepted', subject: { type: 'reusable-block', id: block.id }, details: { version: request.version.number } });
  await mailRequester(tx, block, request, feedback);
  return request;
}

/** A reviewer rejects, with feedback or without; the requester is told by e-mail. */
export async function rejectRequest(tx: TxCtx, block: ReusableBlock, feedback: string | null): Promise<ReusableBlockRequest> {
  const request = closeRequest(tx, block, 'rejected', feedback);
  recordAudit(tx, { action: 'reusable-block.publication-rejected', subject: { type: 'reusable-block', id: block.id }, details: { version: request.version.number } });
  await mailRequester(tx, block, request, feedback);
  return request;
}

/** The requester (or a reviewer or publisher) withdraws the open request. */
export function revokeRequest(tx: TxCtx, block: ReusableBlock): ReusableBlockRequest {
  const request = closeRequest(tx, block, 'revoked');
  recordAudit(tx, { action: 'reusable-block.publication-revoked', subject: { type: 'reusable-block', id: block.id }, details: { version: request.version.number } });
  return request;
}

function openRequestOf(block: ReusableBlock): ReusableBlockRequest {
  if (!block.openRequest) throw new CodedError('V_07', 'request');
  return block.openRequest;
}

function closeRequest(tx: TxCtx, block: ReusableBlock, status: Exclude<ReusableBlockRequestStatus, 'open'>, feedback: string | null = null): ReusableBlockRequest {
  const request = openRequestOf(block);
  request.status = status;
  if (status !== 'revoked') request.reviewedBy = actingUserId(tx.viewer);
  if (feedback) request.reviewerFeedback = feedback;
  request.decidedAt = new Date();
  block.openRequest = null;
  return request;
}

/**
 * The version passes the full check again (its media may have changed since it was saved), goes
 * live, and `reusable-block.changed` names the files of what was and what is now shown, so the
 * caches forget the pages that show the block and the files that may stop being public.
 */
async function goLive(tx: TxCtx, block: ReusableBlock, version: ReusableBlockVersion): Promise<void> {
  await checkReusableContent(tx, tx, { type: block.type, props: version.props, __images: version.images, __files: version.files });
  const before = reusableBlockEvent(block, 'published');
  block.publishedVersion = version;
  block.publishedAt = new Date();
  const after = reusableBlockEvent(block, 'published');
  tx.emit('reusable-block.changed', { ...after, fileIds: [...new Set([...before.fileIds, ...after.fileIds])] });
}

function adminLink(tx: TxCtx, block: ReusableBlock): string {
  return `${tx.services.publicUrl}/cmsadmin/reusable-blocks?edit=${block.id}`;
}

/** Tells every active reviewer that a version of a reusable block waits for review. */
async function mailReviewers(tx: TxCtx, block: ReusableBlock, version: ReusableBlockVersion, comment: string): Promise<void> {
  for (const reviewer of await activeUsersWithPermission(tx.em, 'review-publication')) {
    tx.sendMail({
      to: reviewer.email,
      subject: `Publication requested: reusable block "${block.name}"`,
      text: `Hello ${reviewer.name},\n\nPublication of version ${version.number} of the reusable block "${block.name}" was requested. Every page that shows it will show that version once accepted.\n\nComment:\n${comment || '(none)'}\n\nReview it here: ${adminLink(tx, block)}\n`,
    });
  }
}

/** Tells the requester how the review went, with the reviewer's feedback or that there was none. */
async function mailRequester(tx: TxCtx, block: ReusableBlock, request: ReusableBlockRequest, feedback: string | null): Promise<void> {
  const requester = request.requestedBy ? await userContact(tx.em, request.requestedBy) : null;
  if (!requester) return;
  const review = feedback ? `Feedback from the reviewer:\n${feedback}` : 'The reviewer gave no comment.';
  tx.sendMail({
    to: requester.email,
    subject: `Publication ${request.status}: reusable block "${block.name}"`,
    text: `Hello ${requester.name},\n\nYour request to publish version ${request.version.number} of the reusable block "${block.name}" was ${request.status}.\n\n${review}\n\n${adminLink(tx, block)}\n`,
  });
}
