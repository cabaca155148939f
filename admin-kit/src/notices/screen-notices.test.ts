import { describe, expect, it } from '@jest/globals';
import { noticesForNextScreen } from './screen-notices';

describe('noticesForNextScreen', () => {
  it('keeps only the carried notices, and carries them no further', () => {
    const shown = [
      { id: 'saved', message: 'Saved' },
      { id: 'created', message: 'Page created', 'data-carried': true },
      { id: 'failed', message: 'Move refused', color: 'red' },
    ];
    const next = noticesForNextScreen(shown);
    expect(next).toEqual([{ id: 'created', message: 'Page created', 'data-carried': false }]);
    expect(noticesForNextScreen(next)).toEqual([]);
  });
});
