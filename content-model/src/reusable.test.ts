import { reusableBlockType, reusableRefOf } from './block';
import { maxReusableRefs } from './limits';
import { checkBlocks } from './validate';

const options = { requireFilled: true, newKey: () => 'new' };
const codes = (blocks: unknown[]) => checkBlocks(blocks, [], options).errors.map((e) => `${e.code}:${e.property}`);

describe('references to reusable blocks', () => {
  it('take exactly a positive whole ref and no slots', () => {
    expect(codes([{ type: reusableBlockType, key: 'a', props: { ref: 4 } }])).toEqual([]);
    expect(codes([{ type: reusableBlockType, key: 'a', props: {} }])).toEqual(['V_01:blocks.0.props.ref']);
    expect(codes([{ type: reusableBlockType, key: 'a', props: { ref: 1.5 } }])).toEqual(['V_12:blocks.0.props.ref']);
    expect(codes([{ type: reusableBlockType, key: 'a', props: { ref: 1, extra: 1 } }])).toEqual(['V_12:blocks.0.props.extra']);
    expect(codes([{ type: reusableBlockType, key: 'a', props: { ref: 1 }, __images: { x: { hash: 'h', fileName: 'f', fileID: 1 } } }])).toEqual(['V_12:blocks.0.__images.x']);
  });

  it(`a page holds at most ${maxReusableRefs}`, () => {
    const blocks = Array.from({ length: maxReusableRefs + 1 }, (_, index) => ({ type: reusableBlockType, key: `k${index}`, props: { ref: 1 } }));
    expect(codes(blocks)).toEqual(['V_14:blocks']);
    expect(codes(blocks.slice(1))).toEqual([]);
  });

  it('reusableRefOf reads the id of a reference only', () => {
    expect(reusableRefOf({ type: reusableBlockType, props: { ref: 3 } })).toBe(3);
    expect(reusableRefOf({ type: 'quote', props: { ref: 3 } })).toBeNull();
    expect(reusableRefOf({ type: reusableBlockType, props: { ref: '3' } })).toBeNull();
  });
});
