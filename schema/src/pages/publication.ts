import type { Ctx } from '../context';
import { UserRepository } from '../users/user.repository';
import { User } from '../users/user.entity';
import type { PageVersion } from './page-version.entity';
import type { Page } from './page.entity';
import { eventPayload } from './page-rules';

/** Makes a version the published one. The caller flushes and then emits `published`. */
export function markPublished(page: Page, version: PageVersion): void {
  page.publishedVersion = version;
  page.publishedAt = new Date();
  page.everPublished = true;
}

/** Takes a page off the site; true when it was on it (so an event is due). */
export function markUnpublished(page: Page): boolean {
  const wasPublished = page.publishedVersion !== null;
  page.publishedVersion = null;
  return wasPublished;
}

export async function emitPublished(ctx: Ctx, page: Page): Promise<void> {
  await ctx.services.events.emit('page.published', eventPayload(page));
}

export async function emitUnpublished(ctx: Ctx, page: Page): Promise<void> {
  await ctx.services.events.emit('page.unpublished', eventPayload(page));
}

function adminLink(ctx: Ctx, page: Page): string {
  return `${ctx.services.publicUrl}/cmsadmin/page/${page.id}`;
}

/** Mail failures are logged: the workflow step stands, the admin shows the request anyway. */
async function send(ctx: Ctx, to: string, subject: string, text: string): Promise<void> {
  try {
    await ctx.services.mail.send({ to, subject, text });
  } catch (error) {
    ctx.services.log.error({ err: error, to }, 'could not send a workflow mail');
  }
}

/** Tells every active reviewer that a page waits for review. */
export async function mailReviewers(ctx: Ctx, page: Page, comment: string): Promise<void> {
  const reviewers = await ctx.em.find(User, { active: true }, { populate: ['role'] });
  for (const reviewer of reviewers.filter((u) => u.role.permissions.some((p) => p.name === 'review-publication'))) {
    await send(
      ctx,
      reviewer.email,
      `Publication requested: ${page.title}`,
      `Hello ${reviewer.name},\n\nPublication of "${page.title}" (${page.locale}, /${page.slug}) was requested.\n\nComment:\n${comment || '(none)'}\n\nReview it here: ${adminLink(ctx, page)}\n`,
    );
  }
}

/** Tells the requester how the review went, with the reviewer's feedback. */
export async function mailRequester(ctx: Ctx, requesterId: number | null, page: Page, accepted: boolean, feedback: string | null): Promise<void> {
  if (!requesterId) return;
  const requester = await new UserRepository(ctx.em).get(requesterId).catch(() => null);
  if (!requester) return;
  const outcome = accepted ? 'accepted' : 'rejected';
  await send(
    ctx,
    requester.email,
    `Publication ${outcome}: ${page.title}`,
    `Hello ${requester.name},\n\nYour request to publish "${page.title}" (${page.locale}, /${page.slug}) was ${outcome}.\n\nFeedback from the reviewer:\n${feedback || '(none)'}\n\n${adminLink(ctx, page)}\n`,
  );
}
