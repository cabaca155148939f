import { describe, expect, it } from '@jest/globals';
import { accepts, blockFileOf, blockImageOf, canCrop } from './block-media';

const image = { id: 4, hash: 'h4', fileName: 'team.jpg', defaultAltText: 'Our team', kind: 'image' };

describe('block media (SPEC §3)', () => {
  it('answers a picked image as a block image, with its default alt text and the crop', () => {
    expect(blockImageOf(image)).toEqual({ hash: 'h4', fileName: 'team.jpg', altText: 'Our team', fileID: 4, cropParams: null });
    const crop = { x: 1, y: 2, width: 3, height: 4, rotate: 0, scaleX: 1, scaleY: 1 };
    expect(blockImageOf(image, crop).cropParams).toEqual(crop);
  });

  it('answers a picked file as a block file', () => {
    expect(blockFileOf({ id: 9, hash: 'h9', fileName: 'brochure.pdf' })).toEqual({ hash: 'h9', fileName: 'brochure.pdf', fileID: 9 });
  });

  it('offers an image slot images and gifs, a file slot anything with bytes', () => {
    expect(['image', 'gif', 'document', 'video'].filter((kind) => accepts('image', { kind }))).toEqual(['image', 'gif']);
    expect(['image', 'gif', 'document', 'video'].filter((kind) => accepts('file', { kind }))).toEqual(['image', 'gif', 'document']);
  });

  it('crops stills only (a gif would lose its animation)', () => {
    expect(canCrop({ kind: 'image' })).toBe(true);
    expect(canCrop({ kind: 'gif' })).toBe(false);
  });
});
