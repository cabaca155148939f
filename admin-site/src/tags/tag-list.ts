import { tagSearchLimit } from '@tessera/content-model';
/** The tag searches answer at most this many (content-model's, the server's limit). */
export { tagSearchLimit };

/** The two lists of the tags screen. */
export type TagVisibility = 'public' | 'private';

export const isPrivateList = (visibility: TagVisibility): boolean => visibility === 'private';

/**
 * What to say under a loaded list: nothing of this kind yet, nothing matching the term, or that
 * only the first tags by name are shown (the search answers a limited number); null otherwise.
 */
export function listNotice(count: number, term: string): 'empty' | 'noResults' | 'firstOnly' | null {
  const searching = term.trim() !== '';
  if (count === 0) return searching ? 'noResults' : 'empty';
  if (count >= tagSearchLimit) return 'firstOnly';
  return null;
}

/** A name as the server will store it (trimmed, inner runs of spaces folded), to tell an unchanged rename. */
export function normalizedTagName(name: string): string {
  return name.normalize('NFC').trim().replace(/ {2,}/g, ' ');
}

/** A rename worth sending: the normalized name differs from the current one (a case change counts). */
export function isRename(current: string, next: string): boolean {
  return normalizedTagName(next) !== current;
}
