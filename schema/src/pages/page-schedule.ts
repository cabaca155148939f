import { scheduleRefusals, type PageScheduleTimes } from '@tessera/content-model';
import { recordAudit } from '../audit/record-audit';
import { authorize } from '../auth/authorize';
import { actingUserId } from '../context';
import type { TxCtx } from '../db/unit-of-work';
import { CodedError, type ErrorEntry } from '../errors/coded-error';
import { systemViewer } from '../system-context';
import { activeViewerOf, userContact } from '../users/user-directory';
import type { Page, PageVersion } from './page.entities';
import { requireComplete } from './page-rules';
import { publish, unpublish } from './publication';

/*
 * Scheduled publishing (issue 24). A schedule is four columns of the page: when it goes live and
 * which version (the latest when it was scheduled: a later draft does not slip out unreviewed),
 * when it comes off, and who scheduled it. The schedule runner (schedule-runner.ts) finds due
 * pages and runs them here, once in the cluster, through publication.ts like a manual publish.
 *
 * - A manual publication (or an accepted request) clears the scheduled publication; a manual
 *   unpublication clears the scheduled unpublication (publication.ts goLive / takeOffline).
 * - A scheduled version that is no longer the latest still goes live: it is the one reviewed.
 * - Deleting the page deletes its schedule with it (the columns are the page's).
 */

const iso = (date: Date | null) => date?.toISOString() ?? null;

/**
 * Sets (or, with nulls, clears) the page's schedule. Keeping the scheduled publication's time
 * keeps the version it pins; a new time pins the latest version, which must pass the full check
 * now (it is checked again when it runs). V_12 for a time in the past or an unpublication at or
 * before the publication.
 */
export function setSchedule(tx: TxCtx, page: Page, times: PageScheduleTimes): void {
  const refusals = scheduleRefusals(times, new Date());
  if (refusals.length > 0) throw new CodedError(refusals);
  page.scheduledVersion = times.publishAt ? versionToSchedule(tx, page, times.publishAt) : null;
  page.scheduledPublishAt = times.publishAt;
  page.scheduledUnpublishAt = times.unpublishAt;
  page.scheduledBy = times.publishAt || times.unpublishAt ? actingUserId(tx.viewer) : null;
  recordAudit(tx, {
    action: 'page.scheduled',
    subject: { type: 'page', id: page.id },
    details: { publishAt: iso(times.publishAt), unpublishAt: iso(times.unpublishAt), version: page.scheduledVersion?.number ?? null },
  });
}

function versionToSchedule(tx: TxCtx, page: Page, publishAt: Date): PageVersion {
  const kept = page.scheduledVersion && page.scheduledPublishAt?.getTime() === publishAt.getTime() ? page.scheduledVersion : null;
  const version = kept ?? page.latestVersion;
  if (!version) throw new CodedError('V_07', 'version');
  requireComplete(tx, page, version);
  return version;
}

/** What of the page's schedule is due at `now`. */
export function dueSteps(page: Page, now: Date): { publish: boolean; unpublish: boolean } {
  return {
    publish: !!page.scheduledPublishAt && page.scheduledPublishAt <= now,
    unpublish: !!page.scheduledUnpublishAt && page.scheduledUnpublishAt <= now,
  };
}

/**
 * Runs what is due on a page the caller holds locked: the scheduled version goes live through
 * the same permission and content check as a manual publish, made for the one who scheduled it;
 * then a due unpublication. Throws the check's CodedError (the caller rolls back and records the
 * failure with failSchedule).
 */
export async function runSchedule(tx: TxCtx, page: Page, now: Date): Promise<void> {
  const due = dueSteps(page, now);
  const asScheduler = { ...tx, viewer: await schedulerOf(tx, page) };
  authorize(asScheduler, 'publish-page');
  if (due.publish) {
    if (!page.scheduledVersion) throw new CodedError('V_07', 'version');
    await publish(asScheduler, page, page.scheduledVersion, { scheduled: true });
  }
  if (due.unpublish) {
    page.scheduledUnpublishAt = null;
    await unpublish(asScheduler, page, { scheduled: true });
  }
  if (!page.scheduledPublishAt && !page.scheduledUnpublishAt) page.scheduledBy = null;
}

async function schedulerOf(tx: TxCtx, page: Page) {
  return page.scheduledBy === null ? systemViewer : activeViewerOf(tx.em, page.scheduledBy);
}

/** Why a schedule is given up: its version failed the publication's check, or running it kept failing. */
export type ScheduleFailure = 'check' | 'error';

/**
 * A due schedule whose check failed (or that kept failing): nothing went live (runSchedule's
 * transaction was rolled back); what was due is cleared, so it is not tried every poll, the
 * failure is audited and the one who scheduled it gets an e-mail with the reasons.
 */

export async function failSchedule(tx: TxCtx, page: Page, now: Date, errors: readonly ErrorEntry[], cause: ScheduleFailure = 'check'): Promise<void> {
  const due = dueSteps(page, now);
  const missed = { publishAt: due.publish ? iso(page.scheduledPublishAt) : null, unpublishAt: due.unpublish ? iso(page.scheduledUnpublishAt) : null };
  const reasons = errors.map((entry) => (entry.property ? `${entry.code} (${entry.property})` : entry.code));
  const scheduledBy = page.scheduledBy;
  if (due.publish) {
    page.scheduledPublishAt = null;
    page.scheduledVersion = null;
  }
  if (due.unpublish) page.scheduledUnpublishAt = null;
  if (!page.scheduledPublishAt && !page.scheduledUnpublishAt) page.scheduledBy = null;
  recordAudit(tx, { action: 'page.schedule-failed', subject: { type: 'page', id: page.id }, details: { ...missed, reasons }, actor: null });
  const scheduler = scheduledBy === null ? null : await userContact(tx.em, scheduledBy);
  if (!scheduler) return;
  const what = due.publish ? 'publication' : 'unpublication';
  tx.sendMail({
    to: scheduler.email,
    subject: `Scheduled ${what} failed: ${page.title}`,
    text:
      `Hello ${scheduler.name},\n\nThe scheduled ${what} of "${page.title}" (${page.locale}, /${page.slug}) at ${missed.publishAt ?? missed.unpublishAt} did not happen: ` +
      (cause === 'check'
        ? `it did not pass the check a manual publication passes, so nothing changed on the site.`
        : `it failed again and again on the server and was given up, so nothing changed on the site. The server's log says more.`) +
      `\n\nReasons (error codes): ${reasons.join(', ')}\n\n` +
      `Correct the page and schedule it again: ${tx.services.publicUrl}/cmsadmin/page/${page.id}\n`,
  });
}
