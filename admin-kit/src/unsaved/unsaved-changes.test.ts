import { describe, expect, it, jest } from '@jest/globals';
import { discardUnsavedChanges, registerUnsavedChanges, unsavedChangesMessages } from './unsaved-changes';

const guard = (dirty: boolean, message = 'Unsaved page') => {
  let isDirty = dirty;
  return {
    isDirty: () => isDirty,
    message: () => message,
    discard: jest.fn(() => {
      isDirty = false;
    }),
  };
};

describe('the unsaved-changes registry the shell asks before signing out', () => {
  it('answers the messages of the dirty guards only', () => {
    const clean = registerUnsavedChanges(guard(false, 'clean'));
    const dirty = registerUnsavedChanges(guard(true, 'The page “About” has unsaved changes.'));
    expect(unsavedChangesMessages()).toEqual(['The page “About” has unsaved changes.']);
    clean();
    dirty();
    expect(unsavedChangesMessages()).toEqual([]);
  });

  it('forgets a guard once it unregisters (the editor unmounted)', () => {
    const unregister = registerUnsavedChanges(guard(true));
    unregister();
    expect(unsavedChangesMessages()).toEqual([]);
  });

  it('tells the dirty guards that the user leaves anyway', () => {
    const dirty = guard(true);
    const clean = guard(false);
    const unregister = [registerUnsavedChanges(dirty), registerUnsavedChanges(clean)];
    discardUnsavedChanges();
    expect(dirty.discard).toHaveBeenCalledTimes(1);
    expect(clean.discard).not.toHaveBeenCalled();
    expect(unsavedChangesMessages()).toEqual([]);
    unregister.forEach((off) => off());
  });
});
