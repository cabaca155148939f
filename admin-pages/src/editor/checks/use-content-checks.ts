import { useQuery } from '@apollo/client/react';
import { checkContent, type ContentCheckCode, type ContentWarning, type EditorBlockType } from '@tessera/content-model';
import { useEffect, useMemo, useState } from 'react';
import { EditorVersionChecksDocument } from '../../generated/graphql';
import type { EditorStore } from '../state/editor-store';

/** How long the editor waits after a change before checking again (typing stays fast). */
export const checkDelayMs = 300;

/** The warnings of the content being edited (content-model's rules, as the server runs them). */
export function liveWarnings(store: EditorStore, blockTypes: readonly EditorBlockType[], locale: string): ContentWarning[] {
  const fields = store.versionFields();
  return checkContent({ title: fields.title, seoTitle: fields.seoTitle, seoDescription: fields.seoDescription, blocks: store.allBlocks() }, blockTypes, { locale });
}

/** `shown` when `next` says the same (warnings are small plain data), otherwise `next`. */
export function sameWarnings(shown: ContentWarning[], next: ContentWarning[]): ContentWarning[] {
  return JSON.stringify(shown) === JSON.stringify(next) ? shown : next;
}

/** What only the server knows (another page of the locale has the title), as of the stored version. */
const serverOnly = new Set<string>(['title-duplicate']);

/**
 * The editor's warnings before publishing: checked live on every change (after a short pause),
 * plus the stored version's server-only warnings.
 */
export function useContentChecks(store: EditorStore, blockTypes: readonly EditorBlockType[], locale: string, versionId: number | null): ContentWarning[] {
  const [live, setLive] = useState(() => liveWarnings(store, blockTypes, locale));
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const recheck = () => {
      clearTimeout(timer);
      // The same warnings keep their array, so the checks button and drawer render only when they change.
      timer = setTimeout(() => setLive((shown) => sameWarnings(shown, liveWarnings(store, blockTypes, locale))), checkDelayMs);
    };
    recheck();
    const unsubscribe = store.subscribe('content', recheck);
    return () => {
      clearTimeout(timer);
      unsubscribe();
    };
  }, [store, blockTypes, locale]);
  const server = useQuery(EditorVersionChecksDocument, { variables: { id: versionId ?? 0 }, skip: versionId === null, fetchPolicy: 'network-only' });
  const stored = (server.data?.pageVersionChecks.warnings ?? [])
    .filter((warning) => serverOnly.has(warning.code))
    .map((warning): ContentWarning => ({ code: warning.code as ContentCheckCode, path: warning.path ?? undefined, params: warning.params as ContentWarning['params'] }));
  return useMemo(() => (stored.length ? [...live, ...stored] : live), [live, server.data]); // eslint-disable-line react-hooks/exhaustive-deps
}
