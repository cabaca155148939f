import { describe, expect, it } from '@jest/globals';
import { seoImageProblem, seoImagesAfter } from './seo-image';

const image = { hash: 'abc', fileName: 'team.jpg', altText: 'The team', fileID: 4, cropParams: null };
const other = { ...image, hash: 'def', fileName: 'logo.png', fileID: 5 };

describe('the SEO image (at most one)', () => {
  it('choosing an image replaces the one there; removing leaves none', () => {
    expect(seoImagesAfter(other)).toEqual([other]);
    expect(seoImagesAfter(null)).toEqual([]);
  });

  it('refuses more than one before sending, and accepts none or one', () => {
    expect(seoImageProblem([image, other])).toEqual({ code: 'V_12', property: 'seoImage' });
    expect(seoImageProblem([image])).toBeNull();
    expect(seoImageProblem([])).toBeNull();
    expect(seoImageProblem(null)).toBeNull();
  });
});
