import { useQuery } from '@apollo/client/react';
import { codedErrors, useLanguage } from '@tessera/admin-kit';
import { useState } from 'react';
import { EditorConfigDocument, EditorPageDocument, EditorPageTagsDocument, EditorVersionDocument } from '../generated/graphql';
import { EditorLoadFailed, EditorLoading, EditorNotFound } from './EditorStates';
import { EditorWorkspace, type LoadedPage } from './EditorWorkspace';

/**
 * Loads what the editor opens with: the page, its latest version, its tags and the block and page
 * types (EditorConfig). Once everything is there the workspace takes over for good: later reads
 * (after a save) never swap it for a loader or an error, so nothing typed is lost.
 */
export function EditorLoader({ pageId }: { pageId: number }) {
  const page = useQuery(EditorPageDocument, { variables: { id: pageId }, fetchPolicy: 'network-only' });
  const config = useQuery(EditorConfigDocument, { variables: { locale: useLanguage() } });
  const tags = useQuery(EditorPageTagsDocument, { variables: { pageId }, fetchPolicy: 'network-only' });
  const [versionId, setVersionId] = useState<number | null>(null);
  const latest = page.data?.page.latestVersionID ?? null;
  // The version opened is the latest when the page first arrived (a render-time update, no effect round).
  if (versionId === null && latest !== null) setVersionId(latest);
  const version = useQuery(EditorVersionDocument, { variables: { id: versionId ?? 0 }, skip: versionId === null, fetchPolicy: 'network-only' });
  const [loaded, setLoaded] = useState<LoadedPage | null>(null);

  // The types follow the editor's language (a switch asks for them again); the page stays as loaded.
  if (loaded) return <EditorWorkspace loaded={config.data ? { ...loaded, config: config.data } : loaded} />;
  if (page.data && config.data && tags.data && version.data) {
    setLoaded({ page: page.data.page, version: version.data.pageVersion, config: config.data, tags: tags.data.pageTags });
    return <EditorLoading />;
  }
  const failure = page.error ?? config.error ?? tags.error ?? version.error;
  if (failure) {
    const errors = codedErrors(failure);
    if (errors.some((error) => error.code === 'PM_01')) return <EditorNotFound />;
    const retry = () => {
      for (const query of [page, config, tags]) void query.refetch().catch(() => undefined);
      if (versionId !== null) void version.refetch().catch(() => undefined);
    };
    return <EditorLoadFailed errors={errors} onRetry={retry} />;
  }
  return <EditorLoading />;
}
