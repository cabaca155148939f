import { describe, expect, it } from '@jest/globals';
import { cropPreviewUrl, previewImageUrl, renditionWidthFor } from './media-urls';

describe('media URLs', () => {
  it('builds preview-image with an optional rendition width and format', () => {
    expect(previewImageUrl(7)).toBe('/api/tessera/medialib/preview-image?imageID=7');
    expect(previewImageUrl(7, { w: 320, format: 'webp' })).toBe('/api/tessera/medialib/preview-image?imageID=7&w=320&format=webp');
  });

  it('builds preview-crop with every crop param in the order of SPEC §7', () => {
    const crop = { x: 10, y: 20, width: 300, height: 200, rotate: 90, scaleX: -1, scaleY: 1 };
    expect(cropPreviewUrl(7, crop)).toBe('/api/tessera/medialib/preview-crop?imageID=7&x=10&y=20&width=300&height=200&rotate=90&scaleX=-1&scaleY=1');
    expect(cropPreviewUrl(7, crop, { w: 480 })).toMatch(/&scaleY=1&w=480$/);
  });

  it('picks the smallest rendition the server makes that is wide enough', () => {
    expect(renditionWidthFor(100)).toBe(160);
    expect(renditionWidthFor(320)).toBe(320);
    expect(renditionWidthFor(321)).toBe(480);
    expect(renditionWidthFor(5000)).toBe(2560);
  });
});
