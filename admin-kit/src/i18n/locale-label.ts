/**
 * A content locale (`nl-nl`) named in the interface language ("Dutch (Netherlands)"), through
 * Intl, so the locale selectors need no text per locale; the code itself when Intl cannot name it.
 */
export function localeLabel(locale: string, language: string): string {
  try {
    const name = new Intl.DisplayNames([language], { type: 'language' }).of(locale);
    return name ? name.charAt(0).toUpperCase() + name.slice(1) : locale;
  } catch {
    return locale;
  }
}
