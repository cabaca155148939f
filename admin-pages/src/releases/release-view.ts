import { errorMessage } from '@tessera/admin-kit';
import type { ErrorCode } from '@tessera/content-model';
import type { TFunction } from 'i18next';

/** The states a release goes through (the server's `status`). */
export const releaseStatuses = ['open', 'scheduled', 'publishing', 'published', 'failed', 'rolled-back'] as const;
export type ReleaseStatus = (typeof releaseStatuses)[number];

/** Badge colours dark enough for white text (WCAG AA 4.5:1). */
export const releaseStatusColor: Record<ReleaseStatus, string> = {
  open: 'blue.8',
  scheduled: 'grape.9',
  publishing: 'cyan.9',
  published: 'teal.9',
  failed: 'red.9',
  'rolled-back': 'gray.7',
};

const known = (status: string): status is ReleaseStatus => (releaseStatuses as readonly string[]).includes(status);

/** The badge colour of a status; an unknown (newer) status is grey. */
export const statusColorOf = (status: string): string => (known(status) ? releaseStatusColor[status] : 'gray.7');

/** A release whose items may still change and which may be published: open, scheduled, or failed at its scheduled run. */
export const isEditable = (status: string): boolean => status === 'open' || status === 'scheduled' || status === 'failed';

/** Only a published release can be rolled back. */
export const canRollBack = (status: string): boolean => status === 'published';

/** A release that may be deleted: one that may still change (the server's rule); a published or rolled-back one stays as the record of what went live. */
export const isDeletable = (status: string): boolean => isEditable(status);

/** Why the Publish button is disabled, as a translation key; null when it is not. */
export function publishBlockedReason(release: { status: string; canPublish: boolean; itemCount: number }): string | null {
  if (!isEditable(release.status)) return 'pages.releases.notPublishable';
  if (!release.canPublish) return 'pages.releases.cannotPublish';
  if (release.itemCount === 0) return 'pages.releases.empty';
  return null;
}

/** The content checks' codes, whose short sentences the item table shows (their parameters are the editor's). */
const checkKeys: Record<string, string> = {
  'image-alt-missing': 'pages.releases.checkCodes.image-alt-missing',
  'heading-skipped': 'pages.releases.checkCodes.heading-skipped',
  'link-text-vague': 'pages.releases.checkCodes.link-text-vague',
  'seo-description-missing': 'pages.releases.checkCodes.seo-description-missing',
  'title-too-long': 'pages.releases.checkCodes.title-too-long',
  'title-duplicate': 'pages.releases.checkCodes.title-duplicate',
};

/** A check's text: a content check's sentence, or the coded error of the publish check (SPEC §8) with its property. */
export function checkText(t: TFunction, check: { code: string; property?: string | null }): string {
  const key = checkKeys[check.code];
  if (key) return t(key);
  return errorMessage(t, { code: check.code as ErrorCode, property: check.property });
}

/** The coded reason a failed scheduled run stored (`V_07 (items.12), V_12`), as error entries to translate. */
export function failureEntries(failure: string | null | undefined): Array<{ code: ErrorCode; property: string | null }> {
  if (!failure) return [];
  return failure
    .split(/,\s*(?![^()]*\))/)
    .map((part) => /^\s*([A-Z]+_\d+)(?:\s*\((.*)\))?\s*$/.exec(part))
    .filter((match): match is RegExpExecArray => match !== null)
    .map((match) => ({ code: match[1] as ErrorCode, property: match[2] ?? null }));
}

/** A refusal's coded errors about one item (`items.{id}…`), or about the release itself (itemId null). */
export interface RefusalGroup {
  itemId: number | null;
  errors: Array<{ code: ErrorCode; property: string | null }>;
}

/**
 * The refusal of a publication, grouped by the item it names: the server sends V_07 on `items.{id}`
 * for each failing item, then that item's own errors under `items.{id}.` (the V_07 itself becomes
 * the group's heading); other errors stand alone, in their order.
 */
export function refusalGroups(errors: ReadonlyArray<{ code: ErrorCode; property?: string | null }>): RefusalGroup[] {
  const groups: RefusalGroup[] = [];
  for (const error of errors) {
    const match = /^items\.(\d+)(?:\.(.+))?$/.exec(error.property ?? '');
    if (!match) {
      groups.push({ itemId: null, errors: [{ code: error.code, property: error.property ?? null }] });
      continue;
    }
    const itemId = Number(match[1]);
    let group = groups.find((candidate) => candidate.itemId === itemId);
    if (!group) {
      group = { itemId, errors: [] };
      groups.push(group);
    }
    if (match[2] !== undefined || error.code !== 'V_07') group.errors.push({ code: error.code, property: match[2] ?? null });
  }
  return groups;
}
