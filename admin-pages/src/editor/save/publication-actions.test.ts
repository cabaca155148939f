import { describe, expect, it } from '@jest/globals';
import { availableActions, type ActionFacts } from './publication-actions';

const editor: ActionFacts = {
  canPublish: false,
  canReview: false,
  viewerId: 5,
  page: { status: 'concept', hasUnpublishedChanges: true, openRequestID: null },
  requestedBy: null,
  dirty: false,
};
const reviewer: ActionFacts = { ...editor, canPublish: true, canReview: true, viewerId: 9 };

describe('the actions of the save bar', () => {
  it('an editor who cannot publish saves and asks for publication', () => {
    expect(availableActions(editor)).toEqual(['save', 'requestPublication']);
  });

  it('a publisher saves and publishes, and unpublishes a live page (saving first when dirty)', () => {
    expect(availableActions(reviewer)).toEqual(['save', 'saveAndPublish']);
    const live = { ...reviewer, page: { status: 'published', hasUnpublishedChanges: false } };
    expect(availableActions(live)).toEqual(['save', 'unpublish']);
    expect(availableActions({ ...live, dirty: true })).toEqual(['save', 'saveAndPublish', 'unpublish', 'saveAndUnpublish']);
  });

  it('nothing to request when the site already shows what is stored', () => {
    expect(availableActions({ ...editor, page: { status: 'published', hasUnpublishedChanges: false } })).toEqual(['save']);
    expect(availableActions({ ...editor, page: { status: 'published', hasUnpublishedChanges: true } })).toEqual(['save', 'requestPublication']);
  });

  it('with an open request, its requester may resend or revoke it, and a reviewer may also decide', () => {
    const open = { status: 'publication-requested', hasUnpublishedChanges: true, openRequestID: 3 };
    expect(availableActions({ ...editor, page: open, requestedBy: 5 })).toEqual(['save', 'resendRequest', 'revokeRequest']);
    expect(availableActions({ ...editor, page: open, requestedBy: 6 })).toEqual(['save']);
    expect(availableActions({ ...reviewer, page: open, requestedBy: 5 })).toEqual(['save', 'saveAndPublish', 'acceptRequest', 'rejectRequest', 'resendRequest', 'revokeRequest']);
  });
});
