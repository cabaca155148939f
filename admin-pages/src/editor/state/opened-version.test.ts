import { describe, expect, it } from '@jest/globals';
import { openedVersionOf } from './opened-version';

const version = {
  id: 12,
  pageID: 3,
  number: 4,
  title: 'About',
  blocks: [{ type: 'rich-text', key: 'a', props: { body: '<p>x</p>' }, anchorPoint: '', __images: {}, __files: {} }, 'not a block', { key: 'no-type' }],
  seoTitle: null,
  seoDescription: 'Who we are',
  seoKeywords: ['team'],
  seoImage: [{ hash: 'h', fileName: 'team.jpg', altText: '', fileID: 4, cropParams: null }],
  typeData: { author: 'Ann' },
  hasPublicationRequest: false,
  createdAt: '2026-11-02T10:00:00.000Z',
  createdBy: 1,
};

describe('a fetched version as the editor store holds it', () => {
  it('keeps the version id as the base of the next store, empty strings for missing SEO texts, and the blocks', () => {
    expect(openedVersionOf(version)).toEqual({
      versionId: 12,
      title: 'About',
      seoTitle: '',
      seoDescription: 'Who we are',
      seoKeywords: ['team'],
      seoImage: [{ hash: 'h', fileName: 'team.jpg', altText: '', fileID: 4, cropParams: null }],
      typeData: { author: 'Ann' },
      blocks: [{ type: 'rich-text', key: 'a', props: { body: '<p>x</p>' }, anchorPoint: '', __images: {}, __files: {} }],
    });
  });

  it('reads a missing SEO image as null', () => {
    expect(openedVersionOf({ ...version, seoImage: null }).seoImage).toBeNull();
  });
});
