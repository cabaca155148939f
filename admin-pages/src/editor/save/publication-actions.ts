/*
 * Which save and publication actions the editor offers (SPEC §4 actions), from the viewer's
 * permissions and the page's state. The server checks the same rules (publish-page for
 * publishing and unpublishing, review-publication for decisions, the requester or a reviewer for
 * revoking); the editor only leaves out what would be refused.
 */

export type EditorAction = 'save' | 'saveAndPublish' | 'requestPublication' | 'resendRequest' | 'revokeRequest' | 'acceptRequest' | 'rejectRequest' | 'unpublish' | 'saveAndUnpublish';

export interface ActionFacts {
  canPublish: boolean;
  canReview: boolean;
  viewerId: number | null;
  page: { status: string; hasUnpublishedChanges: boolean; openRequestID?: number | null };
  /** Who asked for the open request, when there is one and it is known. */
  requestedBy: number | null;
  dirty: boolean;
}

/** Whether there is anything the site does not show yet: unsaved work, or stored work that is not live. */
function somethingToPublish(facts: ActionFacts): boolean {
  return facts.dirty || facts.page.status !== 'published' || facts.page.hasUnpublishedChanges;
}

/**
 * The actions to show, in the order of the save bar. A publisher publishes directly; someone
 * who cannot publish asks for it instead. Only one request a page is open at a time.
 */
export function availableActions(facts: ActionFacts): EditorAction[] {
  const actions: EditorAction[] = ['save'];
  const open = !!facts.page.openRequestID;
  const mayHandleRequest = facts.canReview || (facts.viewerId !== null && facts.requestedBy === facts.viewerId);
  const live = facts.page.status === 'published';
  if (facts.canPublish && somethingToPublish(facts)) actions.push('saveAndPublish');
  if (!facts.canPublish && !open && somethingToPublish(facts)) actions.push('requestPublication');
  if (open && facts.canReview) actions.push('acceptRequest', 'rejectRequest');
  if (open && mayHandleRequest) actions.push('resendRequest', 'revokeRequest');
  if (facts.canPublish && live) actions.push('unpublish');
  if (facts.canPublish && live && facts.dirty) actions.push('saveAndUnpublish');
  return actions;
}
