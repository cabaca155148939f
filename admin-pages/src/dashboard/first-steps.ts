import type { FirstStepsQuery } from '../generated/graphql';
import { editorPath } from './dashboard-lists';

/*
 * The dashboard's first steps (issue 24), apart from React: which steps there are, where each
 * leads and whether the panel shows at all.
 */

export type FirstStepsState = FirstStepsQuery['firstSteps'];

export interface FirstStep {
  id: 'home' | 'contact' | 'editors';
  done: boolean;
  /** The admin path that does the step; null when there is nothing to open (the home page is gone). */
  path: string | null;
}

/** Where the contact form's recipient is set, and where editors are invited. */
export const siteSettingsPath = '/site-settings';
export const usersPath = '/users';

/** The three steps in their order; the users screen is linked only for who may open it. */
export function firstStepsOf(state: FirstStepsState, canManageUsers: boolean): FirstStep[] {
  return [
    { id: 'home', done: state.homeEdited, path: state.homePageId === null ? null : editorPath(state.homePageId) },
    { id: 'contact', done: state.contactRecipientSet, path: siteSettingsPath },
    { id: 'editors', done: state.editorsInvited, path: canManageUsers ? usersPath : null },
  ];
}

/** The panel shows while a step is still to do. */
export function stepsLeft(steps: readonly FirstStep[]): boolean {
  return steps.some((step) => !step.done);
}
