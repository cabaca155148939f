/*
 * SPEC §4 publication states, as the editor's header shows them: one badge (concept, published,
 * not published, outstanding request, or published with unpublished changes) and, when the live
 * page is older than the stored work, an "unpublished changes" notice.
 */

/** What the server says about the page (the Page type's fields). */
export interface PublicationFacts {
  status: string;
  hasUnpublishedChanges: boolean;
  openRequestID?: number | null;
}

export type EditorPageState = 'concept' | 'published' | 'notPublished' | 'requested' | 'unpublishedChanges';

/** The badge: an open request wins; a published page with newer stored versions says so. */
export function editorStateOf(facts: PublicationFacts): EditorPageState {
  if (facts.openRequestID || facts.status === 'publication-requested') return 'requested';
  if (facts.status === 'published') return facts.hasUnpublishedChanges ? 'unpublishedChanges' : 'published';
  if (facts.status === 'not-published') return 'notPublished';
  return 'concept';
}

/**
 * The badge's colour (filled, its text black or white by contrast): green only when the site
 * shows exactly what is stored, a teal dark enough for white text at 4.5:1 (axe measured the
 * default green at 2.4:1 and Mantine's darkest green at 4.36:1). Orange and yellow are light
 * shades, so their text is black: the theme's primary shade (8) made plain 'orange' dark enough
 * for white text at only 3.6:1.
 */
export const stateColors: Record<EditorPageState, string> = {
  concept: 'gray.7',
  published: 'teal.9',
  notPublished: 'orange.3',
  requested: 'blue.8',
  unpublishedChanges: 'yellow.3',
};

/** The notice shows while visitors see an older version than the latest stored one. */
export function showsUnpublishedNotice(facts: PublicationFacts): boolean {
  return editorStateOf(facts) === 'unpublishedChanges';
}
