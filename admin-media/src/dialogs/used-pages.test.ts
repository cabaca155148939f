import { describe, expect, it } from '@jest/globals';
import { CombinedGraphQLErrors } from '@apollo/client';
import { isPublished, refusedPagesOf, refusedSiteContentOf } from './used-pages';

const page = (id: number, published: boolean) => ({ id, title: `Page ${id}`, slug: `page-${id}`, locale: 'en-gb', published, fileID: 3 });

describe('pages that use a file', () => {
  it('reads the pages of an ML_04 refusal, each once', () => {
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: 'in use', extensions: { code: 'ML_04', property: 'path', details: { pages: [page(1, true), page(2, false), page(1, true)] } } }],
    });
    expect(refusedPagesOf(error).map((p) => p.id)).toEqual([1, 2]);
  });

  it('finds none in other failures', () => {
    expect(refusedPagesOf(new CombinedGraphQLErrors({ errors: [{ message: 'x', extensions: { code: 'UM_01' } }] }))).toEqual([]);
    expect(refusedPagesOf(new Error('network'))).toEqual([]);
  });

  it('reads "published" from either source', () => {
    expect(isPublished({ id: 1, title: 't', slug: 's', locale: 'nl-nl', published: true })).toBe(true);
    expect(isPublished({ id: 1, title: 't', slug: 's', locale: 'nl-nl', status: 'published' })).toBe(true);
    expect(isPublished({ id: 1, title: 't', slug: 's', locale: 'nl-nl', status: 'concept' })).toBe(false);
  });
});

describe('site content that uses a file', () => {
  it('reads the certificates and team members of an ML_04 refusal, each once, beside its pages', () => {
    const certificate = { fileID: 3, kind: 'certificate', id: 4, title: 'ISO 27001', active: false };
    const member = { fileID: 3, kind: 'team-member', id: 4, title: 'Ada', active: true };
    const error = new CombinedGraphQLErrors({
      data: null,
      errors: [{ message: 'in use', extensions: { code: 'ML_04', property: 'id', details: { pages: [page(1, true)], siteContent: [certificate, member, certificate] } } }],
    });
    expect(refusedSiteContentOf(error)).toEqual([certificate, member]);
    expect(refusedPagesOf(error).map((p) => p.id)).toEqual([1]);
  });

  it('finds none in a refusal from before site content was named, or in other failures', () => {
    const pagesOnly = new CombinedGraphQLErrors({ errors: [{ message: 'in use', extensions: { code: 'ML_04', details: { pages: [page(1, true)] } } }] });
    expect(refusedSiteContentOf(pagesOnly)).toEqual([]);
    expect(refusedSiteContentOf(new Error('network'))).toEqual([]);
  });
});
