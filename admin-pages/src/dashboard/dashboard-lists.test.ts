import { describe, expect, it } from '@jest/globals';
import { editorPath, ownPagesQuery, recentPagesQuery, splitRequests, withUnpublishedChanges } from './dashboard-lists';

describe('the dashboard lists', () => {
  it('asks for the viewer’s pages and the ten last edited pages, newest change first', () => {
    expect(ownPagesQuery).toMatchObject({ filter: 'editor', columnToSort: 'updatedAt', sortOrder: 'desc' });
    expect(recentPagesQuery).toEqual({ pageIndex: 0, pageSize: 10, columnToSort: 'updatedAt', sortOrder: 'desc' });
  });

  it('keeps the pages with unpublished changes only', () => {
    const pages = [
      { id: 1, hasUnpublishedChanges: true },
      { id: 2, hasUnpublishedChanges: false },
    ];
    expect(withUnpublishedChanges(pages).map((page) => page.id)).toEqual([1]);
  });

  it('splits the open requests into the viewer’s own and, for a reviewer, the others', () => {
    const requests = [
      { id: 1, requestedBy: 5 },
      { id: 2, requestedBy: 6 },
      { id: 3, requestedBy: null },
    ];
    expect(splitRequests(requests, 5, true)).toEqual({ mine: [requests[0]], toReview: [requests[1], requests[2]] });
    expect(splitRequests(requests, 5, false)).toEqual({ mine: [requests[0]], toReview: [] });
    expect(splitRequests(requests, null, false)).toEqual({ mine: [], toReview: [] });
  });

  it('links a row to the page editor', () => {
    expect(editorPath(42)).toBe('/page/42');
  });
});
