/*
 * SPEC §4: "Leaving with unsaved changes prompts the user." The decisions of the leave guard,
 * apart from React and the router so they can be tested: when a route change is held back,
 * when closing the tab asks, and what the state of the prompt becomes.
 */

/** Where a navigation starts or ends (react-router's Location, reduced to what matters). */
export interface RoutePlace {
  pathname: string;
  search?: string;
}

/** What the guard knows about the editor. */
export interface LeaveGuardState {
  /** The version or the page settings have changes that are not stored. */
  dirty: boolean;
  /** The user already chose to leave anyway (confirmed sign-out, or "leave without saving"). */
  released: boolean;
}

/**
 * A route change is held back when work would be lost: the editor is dirty, the user has not
 * released it, and the navigation leaves this page (another path). A change of the query only
 * (a tab, a panel) stays on the page and passes.
 */
export function shouldBlockNavigation(state: LeaveGuardState, from: RoutePlace, to: RoutePlace): boolean {
  return state.dirty && !state.released && samePageOf(from) !== samePageOf(to);
}

/** Closing or reloading the tab asks the browser's own question while work would be lost. */
export function shouldWarnOnUnload(state: LeaveGuardState): boolean {
  return state.dirty && !state.released;
}

/** The path without a trailing slash: `/page/4/` and `/page/4` are the same page. */
function samePageOf(place: RoutePlace): string {
  return place.pathname.length > 1 ? place.pathname.replace(/\/+$/, '') : place.pathname;
}

/** The prompt's answers: stay (the navigation is dropped) or leave without saving (it goes on). */
export type LeaveChoice = 'stay' | 'leave';

/**
 * After the prompt: leaving releases the guard, so the navigation that goes on (and any that
 * follows while the editor unmounts) is not held back a second time; staying keeps it armed.
 */
export function afterChoice(state: LeaveGuardState, choice: LeaveChoice): LeaveGuardState {
  return choice === 'leave' ? { ...state, released: true } : state;
}
