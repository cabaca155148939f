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

describe('the keepers the inactivity sign-out asks to put work aside', () => {
  it('calls every registered keeper, goes on past one that fails and forgets unregistered ones', async () => {
    const { keepUnsavedChanges, registerUnsavedKeeper } = await import('./unsaved-changes');
    const failing = jest.fn(() => {
      throw new Error('storage full');
    });
    const kept = jest.fn();
    const gone = jest.fn();
    const off = [registerUnsavedKeeper(failing), registerUnsavedKeeper(kept), registerUnsavedKeeper(gone)];
    off[2]();
    keepUnsavedChanges();
    expect(failing).toHaveBeenCalledTimes(1);
    expect(kept).toHaveBeenCalledTimes(1);
    expect(gone).not.toHaveBeenCalled();
    off[0]();
    off[1]();
  });
});
