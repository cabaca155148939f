/**
 * A count in words, in the visitor's language: the form of the text Intl.PluralRules picks for
 * the count ("1 result", "2 results"; French and others have more forms), `{total}` replaced by
 * the count. `other` is the form every language has; a form the catalogue lacks falls back to it.
 * Shared by the server (the catalogue's type) and the search island (which counts in the browser).
 */
export interface PluralForms {
  one: string;
  other: string;
  many?: string;
  few?: string;
  two?: string;
  zero?: string;
}

export function pluralText(forms: PluralForms, locale: string, count: number): string {
  let rule: Intl.LDMLPluralRule = 'other';
  try {
    rule = new Intl.PluralRules(locale).select(count);
  } catch {
    // An unreadable locale counts as "other".
  }
  return (forms[rule as keyof PluralForms] ?? forms.other).replace('{total}', String(count));
}
