import { describe, expect, it } from '@jest/globals';
import { changeLanguage, createI18n } from '@tessera/admin-kit';
import '../i18n';
import { previewPath, requesterName } from './requester';

describe('requesterName', () => {
  it('is the name the server gives', () => {
    const { t } = createI18n();
    expect(requesterName(t, { requestedBy: 7, requesterName: 'Eddie Editor' })).toBe('Eddie Editor');
  });

  it('says so, in the interface language, when the account was deleted or nobody asked', async () => {
    const expected = { en: ['A deleted user', 'Unknown'], nl: ['Een verwijderde gebruiker', 'Onbekend'], de: ['Ein gelöschter Benutzer', 'Unbekannt'], fr: ['Un utilisateur supprimé', 'Inconnu'] };
    for (const [language, [deleted, unknown]] of Object.entries(expected)) {
      const i18n = createI18n();
      await changeLanguage(i18n, language);
      expect([requesterName(i18n.t, { requestedBy: 12, requesterName: null }), requesterName(i18n.t, { requestedBy: null, requesterName: null })]).toEqual([deleted, unknown]);
    }
  });
});

describe('previewPath', () => {
  it('is the site’s draft preview of the version', () => {
    expect(previewPath(42)).toBe('/_preview/42');
  });
});
