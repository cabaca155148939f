import type { OpenedVersion } from '../state/editor-store';

/*
 * SPEC §4 inactivity: when the activity timer signs the user out, the page editor's unsaved
 * version is kept in the browser (localStorage), per user and page, and offered back the next
 * time that user opens that page. Pure functions over a Storage so they can be tested in node.
 */

/** What a kept draft holds: the edited content, the version it was based on and when it was kept. */
export interface UnsavedDraft {
  userId: number;
  pageId: number;
  basedOnVersionId: number;
  /** Milliseconds since the epoch. */
  keptAt: number;
  content: Omit<OpenedVersion, 'versionId'>;
}

/** The part of the Web Storage API the drafts use (localStorage in the browser). */
export type DraftStorage = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;

/** A draft older than this is stale (the page has likely moved on): it is dropped, not offered. */
export const draftLifetimeMs = 7 * 24 * 60 * 60 * 1000;

const keyPrefix = 'tessera.unsaved-page';

/** One entry per user and page: another user of the same browser never sees it. */
export function draftKey(userId: number, pageId: number): string {
  return `${keyPrefix}:${userId}:${pageId}`;
}

/** The stored text of a draft. */
export function serializeDraft(draft: UnsavedDraft): string {
  return JSON.stringify({ v: 1, ...draft });
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

function isContent(value: unknown): value is UnsavedDraft['content'] {
  return isRecord(value) && typeof value.title === 'string' && Array.isArray(value.blocks);
}

/**
 * The draft a stored text holds, or null when it is not one (damaged, another format) or does
 * not belong to this user and page.
 */
export function parseDraft(text: string | null, userId: number, pageId: number): UnsavedDraft | null {
  if (!text) return null;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return null;
  }
  if (!isRecord(value) || value.v !== 1 || value.userId !== userId || value.pageId !== pageId) return null;
  if (typeof value.basedOnVersionId !== 'number' || typeof value.keptAt !== 'number' || !isContent(value.content)) return null;
  return { userId, pageId, basedOnVersionId: value.basedOnVersionId, keptAt: value.keptAt, content: value.content };
}

/** True once a draft has outlived draftLifetimeMs. */
export function isExpired(draft: UnsavedDraft, now: number): boolean {
  return now - draft.keptAt > draftLifetimeMs;
}

/** Keeps the editor's unsaved version (replacing an older draft of the same page). */
export function keepDraft(storage: DraftStorage, draft: UnsavedDraft): void {
  storage.setItem(draftKey(draft.userId, draft.pageId), serializeDraft(draft));
}

/** The draft to offer back, if any; a damaged or expired one is removed on the way. */
export function readDraft(storage: DraftStorage, userId: number, pageId: number, now: number): UnsavedDraft | null {
  const key = draftKey(userId, pageId);
  const text = storage.getItem(key);
  if (text === null) return null;
  const draft = parseDraft(text, userId, pageId);
  if (!draft || isExpired(draft, now)) {
    storage.removeItem(key);
    return null;
  }
  return draft;
}

/** Forgets a page's draft (restored and stored, or discarded). */
export function removeDraft(storage: DraftStorage, userId: number, pageId: number): void {
  storage.removeItem(draftKey(userId, pageId));
}

/** The browser's localStorage, or null where there is none or it is blocked. */
export function browserStorage(): DraftStorage | null {
  try {
    return typeof window !== 'undefined' && window.localStorage ? window.localStorage : null;
  } catch {
    return null;
  }
}
