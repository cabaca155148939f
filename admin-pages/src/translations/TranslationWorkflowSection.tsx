import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Group, Stack } from '@tessera/admin-kit/mantine';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from '@tessera/admin-kit/router';
import { openedVersionOf } from '../editor/state/opened-version';
import type { EditorStore } from '../editor/state/editor-store';
import { EditorPageDocument, EditorSettingsDocument, EditorVersionDocument, type EditorPageFieldsFragment } from '../generated/graphql';
import { MachineTranslateAction } from './MachineTranslateAction';
import './register-texts';
import { XliffPanel } from './XliffPanel';
import type { XliffImportReport } from './xliff';

/** Loads the page's latest version into the editor (after a machine translation stored a new draft). */
function useLoadLatest(pageId: number, store: EditorStore, refresh: () => Promise<void>) {
  const client = useApolloClient();
  return useCallback(async () => {
    const { data } = await client.query({ query: EditorPageDocument, variables: { id: pageId }, fetchPolicy: 'network-only' });
    const latest = data?.page.latestVersionID;
    if (latest) {
      const version = await client.query({ query: EditorVersionDocument, variables: { id: latest }, fetchPolicy: 'network-only' });
      if (version.data) store.reload(openedVersionOf(version.data.pageVersion));
    }
    await refresh();
  }, [client, pageId, store, refresh]);
}

/**
 * The translation workflow in the editor's Translations tab (issue 36): on a translation, the
 * side-by-side view with its source and machine translation into a draft; on any page, XLIFF
 * export of the source's texts for a target locale and import of a translated file.
 */
export function TranslationWorkflowSection({ page, store, refresh }: { page: EditorPageFieldsFragment; store: EditorStore; refresh(): Promise<void> }) {
  const { t } = useTranslation();
  const settings = useQuery(EditorSettingsDocument);
  const loadLatest = useLoadLatest(page.id, store, refresh);
  const isDirty = useCallback(() => store.isDirty(), [store]);
  const source = page.translationSource;
  const sourceLocale = source?.sourceLocale ?? page.locale;
  const targetLocales = (settings.data?.settings.availableLocales ?? []).filter((locale) => locale !== sourceLocale);
  const defaultTarget = source ? page.locale : (page.translations[0]?.locale ?? null);
  // An import that gave this page a new draft shows it, unless the editor holds unsaved work (its next save then meets the conflict dialog).
  const onImported = (report: XliffImportReport) => {
    if (report.pages.some((imported) => imported.pageId === page.id) && !store.isDirty()) void loadLatest().catch(() => undefined);
  };
  return (
    <Stack data-testid="translation-workflow">
      {source && (
        <Group>
          <Button component={Link} to={`/page/${page.id}/side-by-side`} variant="default" data-testid="side-by-side-open">
            {t('pages.translationWorkflow.sideBySide.open')}
          </Button>
          <MachineTranslateAction pageId={page.id} sourceLocale={source.sourceLocale} isDirty={isDirty} onTranslated={loadLatest} />
        </Group>
      )}
      {settings.data && <XliffPanel key={defaultTarget} sourcePageId={source?.sourcePageId ?? page.id} targetLocales={targetLocales} defaultTarget={defaultTarget} onImported={onImported} />}
    </Stack>
  );
}
