/**
 * A content locale (`nl-nl`) named in a language ("Dutch (Netherlands)", `en-gb` "British
 * English"), through Intl, so no text per locale is needed; the code itself when Intl cannot name
 * it. The one definition: the admin's locale selectors and the site's search filter use it.
 */
export function localeLabel(locale: string, language: string): string {
  try {
    const name = new Intl.DisplayNames([language], { type: 'language' }).of(locale);
    return name ? name.charAt(0).toUpperCase() + name.slice(1) : locale;
  } catch {
    return locale;
  }
}
