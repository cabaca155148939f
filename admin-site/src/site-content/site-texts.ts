/*
 * The site texts as forms (schema/src/site-content/site-text.shapes.ts): each key's stored value
 * mapped to a form that always has every field (a text never set, or set by an older version,
 * opens as blanks), and the form mapped back to the value the server takes.
 */

/** The texts an editor keeps per locale, in the order the screen offers them. */
export const siteTextKeys = ['footer', 'cookie-consent', 'privacy-statement', 'cookie-statement', 'training', 'contact'] as const;
export type SiteTextKey = (typeof siteTextKeys)[number];

export interface FooterLink {
  label: string;
  href: string;
}
export interface TrainingItem {
  title: string;
  text: string;
}

export interface SiteTextForms {
  footer: { text: string; links: FooterLink[] };
  'cookie-consent': { title: string; message: string; acceptLabel: string; rejectLabel: string; settingsLabel: string };
  'privacy-statement': { title: string; body: string };
  'cookie-statement': { title: string; body: string };
  training: { title: string; intro: string; items: TrainingItem[] };
  contact: { phone: string; intro: string };
}

type Value = Record<string, unknown> | null | undefined;

function stringAt(value: Value, name: string): string {
  const found = value?.[name];
  return typeof found === 'string' ? found : '';
}

function recordsAt(value: Value, name: string): Record<string, unknown>[] {
  const found = value?.[name];
  return Array.isArray(found) ? found.filter((item): item is Record<string, unknown> => !!item && typeof item === 'object') : [];
}

/** The form of a text: its stored value, blanks where it has nothing. */
export function formFromValue<K extends SiteTextKey>(key: K, value: Value): SiteTextForms[K] {
  const s = (name: string) => stringAt(value, name);
  const forms: { [T in SiteTextKey]: () => SiteTextForms[T] } = {
    footer: () => ({ text: s('text'), links: recordsAt(value, 'links').map((link) => ({ label: stringAt(link, 'label'), href: stringAt(link, 'href') })) }),
    'cookie-consent': () => ({ title: s('title'), message: s('message'), acceptLabel: s('acceptLabel'), rejectLabel: s('rejectLabel'), settingsLabel: s('settingsLabel') }),
    'privacy-statement': () => ({ title: s('title'), body: s('body') }),
    'cookie-statement': () => ({ title: s('title'), body: s('body') }),
    training: () => ({ title: s('title'), intro: s('intro'), items: recordsAt(value, 'items').map((item) => ({ title: stringAt(item, 'title'), text: stringAt(item, 'text') })) }),
    contact: () => ({ phone: s('phone'), intro: s('intro') }),
  };
  return forms[key]();
}

/** Rich text the editor leaves behind when everything was deleted ("<p></p>") counts as empty. */
export function richTextValue(html: string): string {
  const withoutEmptyParagraphs = html.replace(/<p>(\s|&nbsp;|<br\s*\/?>)*<\/p>/g, '').trim();
  return withoutEmptyParagraphs === '' ? '' : html.trim();
}

/**
 * The value to store from a form: plain texts trimmed, emptied rich text as ''. Every row is
 * sent, blank or not, so the server's error paths (`links.2.href`) point at the row on screen.
 */
export function valueFromForm<K extends SiteTextKey>(key: K, form: SiteTextForms[K]): Record<string, unknown> {
  const values: { [T in SiteTextKey]: (f: SiteTextForms[T]) => Record<string, unknown> } = {
    footer: (f) => ({
      text: richTextValue(f.text),
      links: f.links.map((link) => ({ label: link.label.trim(), href: link.href.trim() })),
    }),
    'cookie-consent': (f) => ({
      title: f.title.trim(),
      message: richTextValue(f.message),
      acceptLabel: f.acceptLabel.trim(),
      rejectLabel: f.rejectLabel.trim(),
      settingsLabel: f.settingsLabel.trim(),
    }),
    'privacy-statement': (f) => ({ title: f.title.trim(), body: richTextValue(f.body) }),
    'cookie-statement': (f) => ({ title: f.title.trim(), body: richTextValue(f.body) }),
    training: (f) => ({
      title: f.title.trim(),
      intro: richTextValue(f.intro),
      items: f.items.map((item) => ({ title: item.title.trim(), text: richTextValue(item.text) })),
    }),
    contact: (f) => ({ phone: f.phone.trim(), intro: richTextValue(f.intro) }),
  };
  return (values[key] as (f: SiteTextForms[K]) => Record<string, unknown>)(form);
}

/**
 * The server names a text's fields from the value (`value.links.0.href`); the form's fields by
 * their path inside it (`links.0.href`). The errors of one field, or of a list as a whole.
 */
export function errorsAt<E extends { property?: string | null }>(errors: E[], path: string): E[] {
  return errors.filter((error) => (error.property ?? '').replace(/^(input\.)?value\.?/, '') === path);
}

/** The errors no field of the form names (shown under the form). */
export function unplacedErrors<E extends { property?: string | null }>(errors: E[], paths: string[]): E[] {
  return errors.filter((error) => !paths.includes((error.property ?? '').replace(/^(input\.)?value\.?/, '')));
}
