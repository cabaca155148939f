import { describe, expect, it } from '@jest/globals';
import { permissionNames } from '@tessera/content-model';
import type { TFunction } from 'i18next';
import { de } from '../../../admin-kit/src/i18n/locales/de';
import { en } from '../../../admin-kit/src/i18n/locales/en';
import { fr } from '../../../admin-kit/src/i18n/locales/fr';
import { nl } from '../../../admin-kit/src/i18n/locales/nl';
import { permissionLabel } from './permission-label';

describe('permission labels', () => {
  it.each([
    ['en', en],
    ['nl', nl],
    ['de', de],
    ['fr', fr],
  ])('%s labels exactly the permissions content-model names, each differently', (_, texts) => {
    expect(Object.keys(texts.permissions).sort()).toEqual([...permissionNames].sort());
    expect(new Set(Object.values(texts.permissions)).size).toBe(permissionNames.length);
  });

  it('shows a permission Tessera does not know by its name', () => {
    const t = ((key: string, options?: { defaultValue?: string }) => (key === 'permissions.manage-tags' ? 'Manage tags' : (options?.defaultValue ?? key))) as unknown as TFunction;
    expect(permissionLabel(t, 'manage-tags')).toBe('Manage tags');
    expect(permissionLabel(t, 'manage-robots')).toBe('manage-robots');
  });
});
