import { describe, expect, it } from '@jest/globals';
import { apiTokenLimits } from '@tessera/content-model';
import { apiTokenInputOf, dayOf, dayRange, emptyApiTokenForm, formRefusals, isExpired, type ApiTokenFormValues } from './api-token-form';

// Built in local time, as the date input and the browser see it.
const now = new Date(2026, 11, 7, 10, 30);
const dayMs = 24 * 60 * 60 * 1000;
const form = (values: Partial<ApiTokenFormValues>): ApiTokenFormValues => ({ ...emptyApiTokenForm, name: 'Build pipeline', permissions: ['manage-tags'], ...values });

describe('the API token form', () => {
  it('asks for a name, one permission and a day when the expiry is a date', () => {
    expect(formRefusals(emptyApiTokenForm, now)).toEqual([
      { code: 'V_01', property: 'name' },
      { code: 'V_01', property: 'permissions' },
    ]);
    expect(formRefusals(form({ name: '   ' }), now)).toEqual([{ code: 'V_01', property: 'name' }]);
    expect(formRefusals(form({ expiry: 'date', date: '' }), now)).toEqual([{ code: 'V_01', property: 'expiresAt' }]);
    expect(formRefusals(form({}), now)).toEqual([]);
  });

  it('refuses a name over the limit with V_14', () => {
    expect(formRefusals(form({ name: 'x'.repeat(apiTokenLimits.nameMaxLength) }), now)).toEqual([]);
    expect(formRefusals(form({ name: 'x'.repeat(apiTokenLimits.nameMaxLength + 1) }), now)).toEqual([{ code: 'V_14', property: 'name' }]);
  });

  it('counts 30 days, 90 days and a year from now, and sends no expiry for never', () => {
    expect(apiTokenInputOf(form({ name: ' Build pipeline ', expiry: 'never' }), now)).toEqual({ name: 'Build pipeline', permissions: ['manage-tags'], expiresAt: null });
    expect(apiTokenInputOf(form({ expiry: 'days30' }), now).expiresAt).toBe(new Date(now.getTime() + 30 * dayMs).toISOString());
    expect(apiTokenInputOf(form({ expiry: 'days90' }), now).expiresAt).toBe(new Date(now.getTime() + 90 * dayMs).toISOString());
    expect(apiTokenInputOf(form({ expiry: 'year' }), now).expiresAt).toBe(new Date(now.getTime() + 365 * dayMs).toISOString());
  });

  it('lets a token chosen for a day work until that day ends, today included', () => {
    expect(apiTokenInputOf(form({ expiry: 'date', date: '2027-03-05' }), now).expiresAt).toBe(new Date(2027, 2, 6).toISOString());
    expect(formRefusals(form({ expiry: 'date', date: dayOf(now) }), now)).toEqual([]);
  });

  it('refuses a day that has passed or lies beyond the longest lifetime with V_12', () => {
    expect(formRefusals(form({ expiry: 'date', date: '2026-12-06' }), now)).toEqual([{ code: 'V_12', property: 'expiresAt' }]);
    const { min, max } = dayRange(now);
    expect(min).toBe('2026-12-07');
    expect(formRefusals(form({ expiry: 'date', date: max }), now)).toEqual([]);
    const beyond = dayOf(new Date(now.getTime() + (apiTokenLimits.maxLifetimeDays + 1) * dayMs));
    expect(formRefusals(form({ expiry: 'date', date: beyond }), now)).toEqual([{ code: 'V_12', property: 'expiresAt' }]);
    expect(formRefusals(form({ expiry: 'date', date: 'someday' }), now)).toEqual([{ code: 'V_01', property: 'expiresAt' }]);
  });

  it('marks a token expired once its expiry has passed, never one without', () => {
    expect(isExpired(null, now)).toBe(false);
    expect(isExpired(new Date(now.getTime() - 1).toISOString(), now)).toBe(true);
    expect(isExpired(new Date(now.getTime() + 60_000).toISOString(), now)).toBe(false);
  });
});
