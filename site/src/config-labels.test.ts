import { adminLocales, configTexts, languagesMissing } from '@tessera/content-model';
import tesseraConfig from '../tessera.config';

/**
 * Every text the site's built-in types show editors (a type's label and description, a field's
 * label and help, an option) in each of the admin's languages (issue 32): a built-in text that
 * lacks one would leave a Dutch, German or French editor reading English.
 */
describe("the site's content model speaks every admin language", () => {
  const texts = configTexts(tesseraConfig);

  it('reads the texts of every block type and page type', () => {
    const where = texts.map((text) => text.where);
    for (const type of tesseraConfig.blockTypes) expect(where).toContain(`block ${type.id}`);
    for (const type of tesseraConfig.pageTypes) expect(where).toContain(`page type ${type.id}`);
    expect(where).toContain('block hero › field theme › option dark');
  });

  it.each(adminLocales)('gives every text in %s', (locale) => {
    const missing = texts.filter(({ text }) => languagesMissing(text).includes(locale)).map((text) => text.where);
    expect(missing).toEqual([]);
  });
});
