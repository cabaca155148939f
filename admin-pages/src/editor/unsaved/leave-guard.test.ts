import { describe, expect, it } from '@jest/globals';
import { afterChoice, shouldBlockNavigation, shouldWarnOnUnload, type LeaveGuardState } from './leave-guard';

const dirty: LeaveGuardState = { dirty: true, released: false };
const clean: LeaveGuardState = { dirty: false, released: false };
const editor = { pathname: '/page/4', search: '' };

describe('the unsaved-changes guard (SPEC §4: leaving with unsaved changes prompts)', () => {
  it('holds back leaving the page while dirty', () => {
    expect(shouldBlockNavigation(dirty, editor, { pathname: '/' })).toBe(true);
    expect(shouldBlockNavigation(dirty, editor, { pathname: '/page/5' })).toBe(true);
  });

  it('lets a clean editor go anywhere', () => {
    expect(shouldBlockNavigation(clean, editor, { pathname: '/' })).toBe(false);
  });

  it('lets a change of the query or a trailing slash pass: the user stays on the page', () => {
    expect(shouldBlockNavigation(dirty, editor, { pathname: '/page/4', search: '?tab=seo' })).toBe(false);
    expect(shouldBlockNavigation(dirty, editor, { pathname: '/page/4/' })).toBe(false);
  });

  it('asks before the tab closes only while dirty and not released', () => {
    expect(shouldWarnOnUnload(dirty)).toBe(true);
    expect(shouldWarnOnUnload(clean)).toBe(false);
    expect(shouldWarnOnUnload({ dirty: true, released: true })).toBe(false);
  });

  it('staying keeps the guard armed; leaving releases it so the navigation is not asked about twice', () => {
    expect(afterChoice(dirty, 'stay')).toEqual(dirty);
    const left = afterChoice(dirty, 'leave');
    expect(left).toEqual({ dirty: true, released: true });
    expect(shouldBlockNavigation(left, editor, { pathname: '/' })).toBe(false);
    expect(shouldWarnOnUnload(left)).toBe(false);
  });

  it('storing clears the flag: nothing is held back afterwards', () => {
    const stored: LeaveGuardState = { ...dirty, dirty: false };
    expect(shouldBlockNavigation(stored, editor, { pathname: '/' })).toBe(false);
  });
});
