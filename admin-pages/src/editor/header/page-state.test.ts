import { describe, expect, it } from '@jest/globals';
import { editorStateOf, showsUnpublishedNotice } from './page-state';

describe('the state badge of the editor', () => {
  it.each([
    [{ status: 'concept', hasUnpublishedChanges: true }, 'concept'],
    [{ status: 'published', hasUnpublishedChanges: false }, 'published'],
    [{ status: 'published', hasUnpublishedChanges: true }, 'unpublishedChanges'],
    [{ status: 'not-published', hasUnpublishedChanges: true }, 'notPublished'],
    [{ status: 'publication-requested', hasUnpublishedChanges: true }, 'requested'],
    [{ status: 'concept', hasUnpublishedChanges: true, openRequestID: 12 }, 'requested'],
  ])('%j is %s', (facts, state) => {
    expect(editorStateOf(facts)).toBe(state);
  });

  it('shows the unpublished-changes notice only while the site shows an older version', () => {
    expect(showsUnpublishedNotice({ status: 'published', hasUnpublishedChanges: true })).toBe(true);
    expect(showsUnpublishedNotice({ status: 'published', hasUnpublishedChanges: false })).toBe(false);
    // A concept has never been on the site: its stored work is not "unpublished changes" of anything.
    expect(showsUnpublishedNotice({ status: 'concept', hasUnpublishedChanges: true })).toBe(false);
    expect(showsUnpublishedNotice({ status: 'published', hasUnpublishedChanges: true, openRequestID: 3 })).toBe(false);
  });
});
