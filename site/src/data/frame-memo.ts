import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { cacheKeys, keysOfEvent, type DomainEvent } from '@tessera/read-model';
import {
  CertificatesDocument,
  PageFrameDocument,
  PublishedPagesDocument,
  SiteSettingsDocument,
  SiteTextDocument,
  SkillsDocument,
  TeamMembersDocument,
} from '../generated/graphql';
import type { SiteData } from './site-data';

/*
 * The frame around every page (settings, the locale's menu, footer and cookie consent, site
 * texts) and the site content some blocks show (team, skills, certificates, related articles)
 * are the same for thousands of pages and change rarely: they are read once and kept in memory,
 * each answer with the cache keys (read-model `cacheKeys`) of what it holds, and dropped by the
 * events that change it, exactly as the HTML cache drops pages. An uncached page then reads
 * only itself.
 */

type Variables = Record<string, unknown>;
type Str = (value: unknown) => string;
const str: Str = (value) => (typeof value === 'string' ? value : '');

/** The documents kept, with the keys of an answer (the settings key is on every one). */
const keptDocuments = new Map<TypedDocumentNode<unknown, never>, (variables: Variables, result: unknown) => string[] | null>([
  [SiteSettingsDocument, () => []],
  // Only the locale's parts: a page's translations are read with the page.
  [
    PageFrameDocument,
    (v) => (v.withSiblings ? null : [cacheKeys.menu(str(v.locale)), cacheKeys.siteTexts, cacheKeys.siteText('footer', str(v.locale)), cacheKeys.siteText('cookie-consent', str(v.locale))]),
  ],
  [SiteTextDocument, (v) => [cacheKeys.siteTexts, cacheKeys.siteText(str(v.key), str(v.locale))]],
  [TeamMembersDocument, () => [cacheKeys.content('team-member'), cacheKeys.content('skill')]],
  [SkillsDocument, () => [cacheKeys.content('skill')]],
  [CertificatesDocument, () => [cacheKeys.content('certificate')]],
  [
    PublishedPagesDocument,
    (v, result) => [
      cacheKeys.pageList(str(v.type), str(v.locale)),
      cacheKeys.locale(str(v.locale)),
      ...((result as { publishedPages?: Array<{ pageID: number }> }).publishedPages ?? []).map((page) => cacheKeys.page(page.pageID)),
    ],
  ],
]);

/** Far more than a site's locales times its frame documents: a bound against the unexpected, not a working limit. */
const maxEntries = 2_000;

interface Entry {
  result: unknown;
  keys: readonly string[];
}

export interface FrameMemo extends SiteData {
  /** Drops the kept answers an event changes (all of them for a settings change). */
  onEvent(event: Pick<DomainEvent, 'type' | 'payload'>): void;
  readonly size: number;
}

/**
 * Keeps the frame documents' answers of `data` (read as a visitor) until an event changes
 * them. Reads as a person (`as(req)`, the draft preview) share the visitor's frame: it is
 * public, the same for everyone. Other documents, and the page reads, go through.
 */
export function memoizeFrame(data: SiteData): FrameMemo {
  const entries = new Map<string, Entry>();
  /** Moves on at every drop, so an answer read before a change is not kept after it. */
  let generation = 0;

  const keep = async <T>(document: TypedDocumentNode<T, never>, variables: Variables | undefined, read: () => Promise<T>): Promise<T> => {
    const keysOf = keptDocuments.get(document as TypedDocumentNode<unknown, never>);
    const id = keysOf && `${keptDocumentName(document)} ${JSON.stringify(variables ?? {})}`;
    const kept = id && entries.get(id);
    if (kept) return kept.result as T;
    const started = generation;
    const result = await read();
    const keys = id && keysOf(variables ?? {}, result);
    if (id && keys && started === generation) {
      if (entries.size >= maxEntries) entries.clear();
      entries.set(id, { result, keys: [cacheKeys.settings, ...keys] });
    }
    return result;
  };

  const through = (inner: SiteData): SiteData => ({
    execute: (document, variables) => keep(document as never, variables, () => (keptDocuments.has(document as never) ? data : inner).execute(document, variables)),
    as: (req) => through(inner.as(req)),
    ...(inner.pages ? { pages: inner.pages } : {}),
  });

  return {
    ...through(data),
    onEvent(event) {
      const keys = new Set(keysOfEvent(event));
      if (keys.size === 0) return;
      generation += 1;
      if (keys.has(cacheKeys.settings)) return entries.clear();
      for (const [id, entry] of entries) if (entry.keys.some((key) => keys.has(key))) entries.delete(id);
    },
    get size() {
      return entries.size;
    },
  };
}

const names = new WeakMap<object, string>();

/** The operation name of a document (the memo's key prefix). */
function keptDocumentName(document: TypedDocumentNode<unknown, never>): string {
  let name = names.get(document);
  if (!name) {
    const definition = document.definitions.find((d) => d.kind === 'OperationDefinition');
    name = (definition && 'name' in definition && definition.name?.value) || 'anonymous';
    names.set(document, name);
  }
  return name;
}
