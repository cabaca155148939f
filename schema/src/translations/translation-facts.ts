import type { Ctx } from '../context';
import { translationGroupMembers, type TranslationGroupMember } from '../pages/page-lookup';
import { siteSettings } from '../settings/site-settings';

/*
 * What the translation workflow knows of a page (issue 36), read for a whole list at once.
 *
 * The source of a translation is the page it was created from (page.translation_source_page_id,
 * kept by createTranslation). A group with no such record (translations made before it) takes
 * the page in the site's default locale as the source of the others, as long as that page does
 * not itself name a source. "Made from" is the number of the source's version the translation's
 * content reflects: the one copied at creation, the one an XLIFF import or a machine translation
 * translated, or the one markTranslationUpToDate confirmed. Without a record it is unknown
 * (null), and such a translation is never called changed: nobody can say from what.
 */

export type LocaleStateName = 'missing' | 'draft' | 'in-review' | 'published' | 'outdated';

export interface LocaleState {
  locale: string;
  pageId: number | null;
  state: LocaleStateName;
}

export interface TranslationSource {
  sourcePageId: number;
  sourceLocale: string;
  madeFromVersion: number | null;
  sourcePublishedVersion: number | null;
  sourceChanged: boolean;
}

export interface TranslationFacts {
  /** The site's locales, in the settings' order. */
  locales: string[];
  defaultLocale: string;
  members: Map<string, TranslationGroupMember[]>;
}

/** One read of the settings and one statement for all the given groups, however many. */
export async function translationFacts(ctx: Ctx, groups: readonly string[]): Promise<TranslationFacts> {
  const settings = await siteSettings(ctx);
  const rows = await translationGroupMembers(ctx.em, groups);
  const members = new Map<string, TranslationGroupMember[]>();
  for (const row of rows) members.set(row.translationGroup, [...(members.get(row.translationGroup) ?? []), row]);
  return { locales: settings.availableLocales, defaultLocale: settings.defaultLocale, members };
}

/** The member a page was translated from (see above), or null for a source page. */
export function sourceMemberOf(facts: TranslationFacts, page: TranslationGroupMember): TranslationGroupMember | null {
  const group = facts.members.get(page.translationGroup) ?? [];
  if (page.sourcePageId !== null) return group.find((member) => member.id === page.sourcePageId) ?? null;
  if (page.locale === facts.defaultLocale) return null;
  const fallback = group.find((member) => member.locale === facts.defaultLocale);
  return fallback && fallback.sourcePageId === null ? fallback : null;
}

export function translationSourceOf(facts: TranslationFacts, page: TranslationGroupMember): TranslationSource | null {
  const source = sourceMemberOf(facts, page);
  if (!source) return null;
  const madeFromVersion = page.sourcePageId === source.id ? page.sourceVersion : null;
  const sourcePublishedVersion = source.publishedVersionNumber;
  return {
    sourcePageId: source.id,
    sourceLocale: source.locale,
    madeFromVersion,
    sourcePublishedVersion,
    sourceChanged: madeFromVersion !== null && sourcePublishedVersion !== null && sourcePublishedVersion > madeFromVersion,
  };
}

/**
 * One page's state in a locale: missing (no page), in-review (an open publication request),
 * outdated (on the site, but its source has a newer published version), published (on the
 * site), draft (not on the site: never published, or taken off).
 */
export function localeStateOf(facts: TranslationFacts, member: TranslationGroupMember | undefined): LocaleStateName {
  if (!member) return 'missing';
  if (member.inReview) return 'in-review';
  if (member.publishedVersionNumber === null) return 'draft';
  return translationSourceOf(facts, member)?.sourceChanged ? 'outdated' : 'published';
}

/** Each site locale's state for the group of the page `pageId`. */
export function localeStatesOf(facts: TranslationFacts, group: string): LocaleState[] {
  const members = facts.members.get(group) ?? [];
  return facts.locales.map((locale) => {
    const member = members.find((candidate) => candidate.locale === locale);
    return { locale, pageId: member?.id ?? null, state: localeStateOf(facts, member) };
  });
}

export function memberOf(facts: TranslationFacts, group: string, pageId: number): TranslationGroupMember | null {
  return (facts.members.get(group) ?? []).find((member) => member.id === pageId) ?? null;
}

interface Batch {
  groups: Set<string>;
  facts: Promise<TranslationFacts>;
}

const openBatches = new WeakMap<Ctx, Batch>();

/**
 * The facts of a group, read together with those of every other group asked for in the same
 * turn of the event loop: a list's rows each ask for their own, and the list costs the same two
 * statements whatever its length (the overview's `localeStates`).
 */
export function batchedTranslationFacts(ctx: Ctx, group: string): Promise<TranslationFacts> {
  let batch = openBatches.get(ctx);
  if (!batch) {
    const groups = new Set<string>();
    const facts = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
      openBatches.delete(ctx);
      return translationFacts(ctx, [...groups]);
    });
    batch = { groups, facts };
    openBatches.set(ctx, batch);
  }
  batch.groups.add(group);
  return batch.facts;
}
