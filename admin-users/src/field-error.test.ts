import { describe, expect, it } from '@jest/globals';
import type { TFunction } from 'i18next';
import { fieldError, missingFields } from './field-error';

const t = ((key: string, options?: { defaultValue?: string; property?: string }) =>
  key.startsWith('properties.') ? (options?.defaultValue ?? key) : `${key}(${options?.property ?? ''})`) as unknown as TFunction;

describe('field errors', () => {
  it('puts an error on the field named by the last segment of its property', () => {
    const errors = [{ code: 'V_01', property: 'profile.name' }, { code: 'V_06', property: 'email' }, { code: 'G_01' }];
    expect(fieldError(t, errors, 'name')).toBe('errors.V_01(name)');
    expect(fieldError(t, errors, 'email')).toBe('errors.V_06(email)');
    expect(fieldError(t, errors, 'role')).toBeUndefined();
  });

  it('reports each empty required field as V_01', () => {
    expect(missingFields({ 'profile.name': ' ', email: 'a@example.com', role: null })).toEqual([
      { code: 'V_01', property: 'profile.name' },
      { code: 'V_01', property: 'role' },
    ]);
  });
});
