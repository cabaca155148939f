/**
 * SPEC §4 publication states as the overview shows them: one state badge per page (concept,
 * published, not published, outstanding request) and a second one when a published page has
 * changes stored after the published version.
 */
export type PageState = 'concept' | 'published' | 'notPublished' | 'requested';

/** What the server says about a page's (or a translation's) publication. */
export interface PublicationFacts {
  status: string;
  hasUnpublishedChanges: boolean;
  openRequestID?: number | null;
}

/** When a page is scheduled to go live or come off (absent for a translation's badges). */
export interface ScheduleFacts {
  scheduledPublishAt?: string | null;
  scheduledUnpublishAt?: string | null;
}

export interface StateBadge {
  state: PageState | 'unpublishedChanges';
  labelKey: string;
  color: string;
}

const badges: Record<StateBadge['state'], StateBadge> = {
  concept: { state: 'concept', labelKey: 'pages.overview.state.concept', color: 'gray' },
  published: { state: 'published', labelKey: 'pages.overview.state.published', color: 'green' },
  notPublished: { state: 'notPublished', labelKey: 'pages.overview.state.notPublished', color: 'orange' },
  requested: { state: 'requested', labelKey: 'pages.overview.state.requested', color: 'blue' },
  unpublishedChanges: { state: 'unpublishedChanges', labelKey: 'pages.overview.state.unpublishedChanges', color: 'yellow' },
};

/** The state of a page; an open request wins, whatever the status says. */
export function pageStateOf(facts: PublicationFacts): PageState {
  if (facts.openRequestID || facts.status === 'publication-requested') return 'requested';
  if (facts.status === 'published') return 'published';
  if (facts.status === 'not-published') return 'notPublished';
  return 'concept';
}

/** The badges of a page: its state, then "unpublished changes" when a published page has newer work. */
export function stateBadgesOf(facts: PublicationFacts): StateBadge[] {
  const state = pageStateOf(facts);
  return state === 'published' && facts.hasUnpublishedChanges ? [badges.published, badges.unpublishedChanges] : [badges[state]];
}
