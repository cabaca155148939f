/** SPEC issue 36: the state of one locale of a page, as `localeStates` answers it. */
export const localeStates = ['missing', 'draft', 'in-review', 'published', 'outdated'] as const;
export type LocaleStateName = (typeof localeStates)[number];

/** The text of each state (a table, so every state has one; a test checks the keys exist). */
export const localeStateLabelKeys: Record<LocaleStateName, string> = {
  missing: 'pages.translationWorkflow.localeStates.state.missing',
  draft: 'pages.translationWorkflow.localeStates.state.draft',
  'in-review': 'pages.translationWorkflow.localeStates.state.inReview',
  published: 'pages.translationWorkflow.localeStates.state.published',
  outdated: 'pages.translationWorkflow.localeStates.state.outdated',
};

/** The dot's colour of each state; the text says the state too, so colour is never the only sign. */
export const localeStateColors: Record<LocaleStateName, string> = {
  missing: 'gray',
  draft: 'yellow',
  'in-review': 'blue',
  published: 'green',
  outdated: 'red',
};

/** A state the server may send that this admin does not know yet reads as a draft, not as a crash. */
export function localeStateOf(state: string): LocaleStateName {
  return localeStates.find((known) => known === state) ?? 'draft';
}

/** The page's own locale first, then the others by their code. */
export function sortedByLocale<T extends { locale: string }>(states: readonly T[], ownLocale: string): T[] {
  return [...states].sort((a, b) => Number(b.locale === ownLocale) - Number(a.locale === ownLocale) || a.locale.localeCompare(b.locale));
}
