import { describe, expect, it } from '@jest/globals';
import { pageStateOf, stateBadgesOf } from './page-state';

describe('page state badges', () => {
  it.each([
    [{ status: 'concept', hasUnpublishedChanges: true }, 'concept'],
    [{ status: 'published', hasUnpublishedChanges: false }, 'published'],
    [{ status: 'not-published', hasUnpublishedChanges: true }, 'notPublished'],
    [{ status: 'publication-requested', hasUnpublishedChanges: true, openRequestID: 4 }, 'requested'],
    [{ status: 'concept', hasUnpublishedChanges: true, openRequestID: 4 }, 'requested'],
    [{ status: 'something-new', hasUnpublishedChanges: false }, 'concept'],
  ])('%j is %s', (facts, state) => {
    expect(pageStateOf(facts)).toBe(state);
  });

  it('adds "unpublished changes" only to a published page with newer work', () => {
    expect(stateBadgesOf({ status: 'published', hasUnpublishedChanges: true }).map((badge) => badge.state)).toEqual(['published', 'unpublishedChanges']);
    expect(stateBadgesOf({ status: 'published', hasUnpublishedChanges: false }).map((badge) => badge.state)).toEqual(['published']);
    // A concept always differs from the (absent) published version: that is not news.
    expect(stateBadgesOf({ status: 'concept', hasUnpublishedChanges: true }).map((badge) => badge.state)).toEqual(['concept']);
    expect(stateBadgesOf({ status: 'not-published', hasUnpublishedChanges: true }).map((badge) => badge.state)).toEqual(['notPublished']);
  });

  it('names a translated text for every badge', () => {
    const facts = [
      { status: 'concept', hasUnpublishedChanges: false },
      { status: 'published', hasUnpublishedChanges: true },
      { status: 'not-published', hasUnpublishedChanges: false },
      { status: 'publication-requested', hasUnpublishedChanges: false },
    ];
    expect(facts.flatMap(stateBadgesOf).map((badge) => badge.labelKey)).toEqual([
      'pages.overview.state.concept',
      'pages.overview.state.published',
      'pages.overview.state.unpublishedChanges',
      'pages.overview.state.notPublished',
      'pages.overview.state.requested',
    ]);
  });
});
