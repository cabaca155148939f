import { describe, expect, it } from '@jest/globals';
import { createI18n } from '@tessera/admin-kit';
import '../i18n';
import { previewPath, requesterName } from './requester';

describe('requesterName', () => {
  const names = new Map([[3, 'Rita Reviewer']]);

  it('names the signed-in user and the users the list knows', async () => {
    const { t } = createI18n();
    expect(requesterName(t, 7, { id: 7, name: 'Eddie Editor' }, names)).toBe('Eddie Editor');
    expect(requesterName(t, 3, { id: 7, name: 'Eddie Editor' }, names)).toBe('Rita Reviewer');
  });

  it('numbers a user it cannot name, in the interface language', async () => {
    const i18n = createI18n();
    await i18n.changeLanguage('de');
    expect(requesterName(i18n.t, 12, null, names)).toBe('Benutzer 12');
    expect(requesterName(i18n.t, null, null, names)).toBe('Unbekannt');
  });
});

describe('previewPath', () => {
  it('is the site’s draft preview of the version', () => {
    expect(previewPath(42)).toBe('/_preview/42');
  });
});
