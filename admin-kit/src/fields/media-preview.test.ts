import { describe, expect, it } from '@jest/globals';
import { imagePreviewUrl } from './media-preview';

describe('the preview of a chosen image', () => {
  it('is the whole image without a crop', () => {
    expect(imagePreviewUrl({ fileID: 12, cropParams: null }, 320)).toBe('/api/tessera/medialib/preview-image?imageID=12&w=320');
  });

  it('is the crop with its params when the image has one', () => {
    const cropParams = { x: 10, y: 20, width: 200, height: 100, rotate: 90, scaleX: 1, scaleY: -1 };
    expect(imagePreviewUrl({ fileID: 12, cropParams }, 160)).toBe('/api/tessera/medialib/preview-crop?imageID=12&x=10&y=20&width=200&height=100&rotate=90&scaleX=1&scaleY=-1&w=160');
  });
});
