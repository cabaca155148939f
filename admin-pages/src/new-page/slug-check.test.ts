import { describe, expect, it } from '@jest/globals';
import { slugCheckErrors, slugCheckOfAnswer, slugCheckOfFailure } from './slug-check';

describe('the live slug check', () => {
  it('turns the server’s answer into a coded refusal or a free slug', () => {
    expect(slugCheckOfAnswer('about', { available: true, valid: true })).toEqual({ state: 'available', slug: 'about' });
    expect(slugCheckErrors(slugCheckOfAnswer('about', { available: false, valid: true }))).toEqual([{ code: 'V_06', property: 'slug' }]);
    expect(slugCheckErrors(slugCheckOfAnswer('nl-nl', { available: false, valid: false }))).toEqual([{ code: 'V_12', property: 'slug' }]);
  });

  it('refuses on validation codes of a failed call, on the slug field, and leaves other failures open', () => {
    expect(slugCheckOfFailure('x', [{ code: 'V_14', property: 'input.slug' }])).toEqual({ state: 'refused', slug: 'x', errors: [{ code: 'V_14', property: 'slug' }] });
    expect(slugCheckOfFailure('x', [{ code: 'G_01' }])).toEqual({ state: 'failed', slug: 'x' });
    expect(slugCheckErrors({ state: 'failed', slug: 'x' })).toEqual([]);
    expect(slugCheckErrors({ state: 'checking', slug: 'x' })).toEqual([]);
  });
});
