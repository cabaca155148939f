/** The locales are content-model's (content-model/src/locales.ts): the server and the admin read one list. */
export { localePrefix, supportedLocales, type Locale } from '@tessera/content-model';
