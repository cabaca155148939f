import { firstStepsOf, stepsLeft } from './first-steps';

const fresh = { homePageId: 7, homeEdited: false, contactRecipientSet: false, editorsInvited: false };

describe('first steps', () => {
  it('links each step to where it is done, the home page to its editor', () => {
    expect(firstStepsOf(fresh, true)).toEqual([
      { id: 'home', done: false, path: '/page/7' },
      { id: 'contact', done: false, path: '/site-settings' },
      { id: 'editors', done: false, path: '/users' },
    ]);
  });

  it('links no screen the viewer cannot open or that is gone', () => {
    const steps = firstStepsOf({ ...fresh, homePageId: null, homeEdited: true }, false);
    expect(steps.map((step) => step.path)).toEqual([null, '/site-settings', null]);
    expect(steps[0].done).toBe(true);
  });

  it('shows while a step is to do, not when all are done', () => {
    expect(stepsLeft(firstStepsOf(fresh, true))).toBe(true);
    expect(stepsLeft(firstStepsOf({ homePageId: 7, homeEdited: true, contactRecipientSet: true, editorsInvited: false }, true))).toBe(true);
    expect(stepsLeft(firstStepsOf({ homePageId: 7, homeEdited: true, contactRecipientSet: true, editorsInvited: true }, true))).toBe(false);
  });
});
