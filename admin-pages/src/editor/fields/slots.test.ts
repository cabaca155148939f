import { describe, expect, it } from '@jest/globals';
import { slotsOf, type Field } from '@tessera/content-model';
import { reorderedSlots, slotChanges } from './slots';

const gallery: Field[] = [
  { name: 'cover', label: 'Cover', kind: 'image' },
  {
    name: 'items',
    label: 'Images',
    kind: 'list',
    fields: [
      { name: 'image', label: 'Image', kind: 'image' },
      { name: 'pdf', label: 'PDF', kind: 'file' },
    ],
  },
];

describe('image and file slots', () => {
  it('are the paths the server computes, list items included', () => {
    const props = { items: [{}, { image: 'ignored' }] };
    expect(slotsOf(gallery, props).map(({ path, field }) => [path, field.kind])).toEqual([
      ['cover', 'image'],
      ['items.0.image', 'image'],
      ['items.0.pdf', 'file'],
      ['items.1.image', 'image'],
      ['items.1.pdf', 'file'],
    ]);
  });

  it('follow their items when the list is reordered, and go with a removed item', () => {
    const slots = { cover: 'c', 'items.0.image': 'a', 'items.1.image': 'b', 'items.1.pdf': 'p', 'items.2.image': 'z' };
    // The first item moves to the end.
    expect(reorderedSlots(slots, 'items', [1, 2, 0])).toEqual({ cover: 'c', 'items.0.image': 'b', 'items.0.pdf': 'p', 'items.1.image': 'z', 'items.2.image': 'a' });
    // The middle item is removed.
    expect(reorderedSlots(slots, 'items', [0, 2])).toEqual({ cover: 'c', 'items.0.image': 'a', 'items.1.image': 'z' });
    // A list whose name starts like another's is left alone.
    expect(reorderedSlots({ 'items2.0.image': 'x' }, 'items', [])).toEqual({ 'items2.0.image': 'x' });
  });

  it('tell what changed, as the set and removed paths', () => {
    expect(slotChanges({ a: 1, b: 2, c: 3 }, { a: 1, b: 3, d: 4 })).toEqual([
      ['b', 3],
      ['c', null],
      ['d', 4],
    ]);
  });
});
