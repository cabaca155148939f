import { useApolloClient } from '@apollo/client/react';
import { Badge, Button, Stack } from '@tessera/admin-kit/mantine';
import { Grid, Tabs, VisuallyHidden } from '@tessera/admin-kit/mantine-more';
import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { useAuth } from '@tessera/admin-kit';
import { memo, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorPageDocument, type EditorConfigQuery, type EditorPageFieldsFragment, type EditorVersionFieldsFragment } from '../generated/graphql';
import { BlocksTab } from './blocks/BlocksTab';
import { ChecksPanel } from './checks/ChecksPanel';
import { jumpToWarning } from './checks/jump-to-warning';
import { actionColor, dangerColor } from './colors';
import { ConflictModal } from './conflict/ConflictModal';
import { UnsavedDraftOffer } from './drafts/UnsavedDraftOffer';
import { editorTabs, errorCountsByTab, type EditorTab, type FieldErrors } from './errors/field-errors';
import { RefusalList } from './errors/RefusalList';
import { blockTypesOf, fieldsOf, type ContentWarning, type EditorBlockType, type Field } from '@tessera/content-model';
import { EditorHeader } from './header/EditorHeader';
import { HistoryDrawer } from './history/HistoryDrawer';
import { PreviewPanel } from './preview/PreviewPanel';
import { previewPath } from './preview/preview-path';
import { availableActions } from './save/publication-actions';
import { SaveBar } from './save/SaveBar';
import { useEditorSave } from './save/use-editor-save';
import { useOpenRequest } from './save/use-open-request';
import { usePageRejection } from './save/use-page-rejection';
import { SeoSettingsTab } from './seo/SeoSettingsTab';
import { PageSettingsTab } from './settings/PageSettingsTab';
import { PageSettingsDraft, type DraftTag } from './settings/settings-draft';
import { EditorStore } from './state/editor-store';
import { openedVersionOf } from './state/opened-version';
import { TranslationsTab } from './translations/TranslationsTab';
import { SourceChangedBanner } from '../translations/SourceChangedBanner';
import { LeaveGuard } from './unsaved/LeaveGuard';
import { useEditorDirty } from './unsaved/use-editor-dirty';

/** Everything the editor opens with. */
export interface LoadedPage {
  page: EditorPageFieldsFragment;
  version: EditorVersionFieldsFragment;
  config: EditorConfigQuery;
  tags: DraftTag[];
}

/** The label of each tab (a table, so every tab has one; a test checks the keys exist). */
export const tabLabelKeys: Record<EditorTab, string> = {
  overview: 'pages.editor.tabs.overview',
  settings: 'pages.editor.tabs.settings',
  seo: 'pages.editor.tabs.seo',
  translations: 'pages.editor.tabs.translations',
};

/** The block list re-renders on its own subscriptions only, not when the frame around it does (a save, the dirty flag). */
const OverviewBlocks = memo(BlocksTab);
/** The conflict dialog stays as it is while the frame renders for the dirty flag or a save. */
const Conflict = memo(ConflictModal);

const TabLabel = memo(function TabLabel({ tab, problems }: { tab: EditorTab; problems: number }) {
  const { t } = useTranslation();
  return (
    <>
      {t(tabLabelKeys[tab])}
      {problems > 0 && (
        <>
          <Badge color={dangerColor} size="sm" circle ml={6} aria-hidden data-testid={`editor-tab-${tab}-problems`}>
            {problems}
          </Badge>
          <VisuallyHidden>{t('pages.editor.tabs.problems', { count: problems })}</VisuallyHidden>
        </>
      )}
    </>
  );
});

interface EditorTabsProps {
  page: EditorPageFieldsFragment;
  store: EditorStore;
  draft: PageSettingsDraft;
  pageType: PageTypeFacts;
  blockTypes: EditorBlockType[];
  fieldErrors: FieldErrors;
  tab: EditorTab;
  onTab(tab: EditorTab): void;
  refresh(): Promise<void>;
}

/** What the tabs need of the page type. */
interface PageTypeFacts {
  label: string;
  slugPrefix: string;
  fields: Field<string>[];
}

/**
 * The four tabs. Memoized: the first keystroke (the dirty flag), a save or the preview toggle
 * render the frame, not the tabs; the tab choice is the frame's, so a content check can open one.
 */
const EditorTabs = memo(function EditorTabs({ page, store, draft, pageType, blockTypes, fieldErrors, tab, onTab, refresh }: EditorTabsProps) {
  const problems = useMemo(() => errorCountsByTab(fieldErrors), [fieldErrors]);
  // A block picked in the live preview is edited on the overview; a version loaded (which tells every listener) picks none.
  useEffect(() => {
    let serial = store.selected()?.serial;
    return store.subscribe('selection', () => {
      const picked = store.selected()?.serial;
      if (picked === serial) return;
      serial = picked;
      onTab('overview');
    });
  }, [store, onTab]);
  const title = useCallback(() => store.versionFields().title, [store]);
  return (
    <Tabs value={tab} onChange={(value) => value && onTab(value as EditorTab)}>
      <Tabs.List>
        {editorTabs.map((name) => (
          <Tabs.Tab key={name} value={name} data-testid={`editor-tab-${name}`}>
            <TabLabel tab={name} problems={problems[name]} />
          </Tabs.Tab>
        ))}
      </Tabs.List>
      <Tabs.Panel value="overview" pt="md">
        <OverviewBlocks store={store} blockTypes={blockTypes} pageLocale={page.locale} errors={fieldErrors} />
      </Tabs.Panel>
      <Tabs.Panel value="settings" pt="md">
        <PageSettingsTab page={page} store={store} draft={draft} pageType={pageType} errors={fieldErrors} />
      </Tabs.Panel>
      <Tabs.Panel value="seo" pt="md">
        <SeoSettingsTab store={store} errors={fieldErrors} />
      </Tabs.Panel>
      <Tabs.Panel value="translations" pt="md">
        <TranslationsTab page={page} title={title} slugPrefix={pageType.slugPrefix} store={store} refresh={refresh} />
      </Tabs.Panel>
    </Tabs>
  );
});

/** A function that keeps its identity across renders and always calls the latest `callback`. */
function useStableCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  latest.current = callback;
  return useCallback((...args: A) => latest.current(...args), []);
}

/**
 * The opened page: header, save bar, the four tabs, and beside them the preview, the version
 * history, the conflict dialog and the unsaved-changes guard. One EditorStore holds the opened
 * version (only the edited block re-renders on a keystroke); the slug and tags are a draft of
 * their own, saved with it.
 */
export function EditorWorkspace({ loaded }: { loaded: LoadedPage }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { hasPermission, user } = useAuth();
  const [store] = useState(() => new EditorStore(openedVersionOf(loaded.version)));
  const [draft] = useState(() => new PageSettingsDraft({ slug: loaded.page.slug, tags: loaded.tags }));
  const [page, setPage] = useState(loaded.page);
  const [previewShown, preview] = useDisclosure(false);
  const [historyOpen, history] = useDisclosure(false);
  const [conflictOpen, conflict] = useDisclosure(false);
  const [tab, setTab] = useState<EditorTab>('overview');
  const dirty = useEditorDirty(store, draft);
  const blockTypes = useMemo(() => blockTypesOf(loaded.config.blockTypes), [loaded.config]);
  const pageType = useMemo(() => {
    const type = loaded.config.pageTypes.find((candidate) => candidate.id === page.type);
    return { label: type?.label ?? page.type, slugPrefix: type?.slugPrefix ?? '', fields: fieldsOf(type?.fields) };
  }, [loaded.config, page.type]);

  const refresh = useCallback(async () => {
    const { data } = await client.query({ query: EditorPageDocument, variables: { id: page.id }, fetchPolicy: 'network-only' });
    if (data) setPage(data.page);
  }, [client, page.id]);
  const request = useOpenRequest(page.id, page.openRequestID);
  const rejection = usePageRejection(page);
  const save = useEditorSave({ page, store, draft, requestVersionId: request?.versionID ?? null, refresh, onConflict: conflict.open });
  const canPublish = hasPermission('publish-page');
  const canReview = hasPermission('review-publication');
  const viewerId = user?.id ?? null;
  const requestedBy = request?.requestedBy ?? null;
  const actions = useMemo(() => availableActions({ canPublish, canReview, viewerId, page, requestedBy, dirty }), [canPublish, canReview, viewerId, page, requestedBy, dirty]);
  const run = useStableCallback(save.run);
  const closeConflict = conflict.close;
  const onResolved = useCallback(() => {
    closeConflict();
    void refresh().catch(() => undefined);
  }, [closeConflict, refresh]);
  const pageTitle = useCallback(() => store.versionFields().title, [store]);
  const selectBlock = useCallback((key: string) => store.selectBlock(key), [store]);
  const jump = useCallback((warning: ContentWarning) => jumpToWarning(store, warning, setTab), [store]);
  // The previews need create-page (site/src/load/load-preview.ts, schema previewPage): beside, the
  // unsaved draft as it is typed; in a new tab, the latest stored version.
  const previewOf = hasPermission('create-page') ? page.latestVersionID : null;

  useHotkeys([['mod+S', () => dirty && void save.run('save')]], [], true);

  const barControls = useMemo(
    () => (
      <>
        <ChecksPanel store={store} blockTypes={blockTypes} locale={page.locale} versionId={page.latestVersionID} onJump={jump} />
        {previewOf !== null && (
          <>
            <Button variant={previewShown ? 'filled' : 'default'} color={actionColor} aria-pressed={previewShown} onClick={preview.toggle} data-testid="editor-preview-toggle">
              {t('pages.editor.preview.toggle')}
            </Button>
            <Button component="a" href={previewPath(previewOf)} target="_blank" rel="noopener noreferrer" variant="default" data-testid="editor-preview-open">
              {t('pages.editor.preview.open')}
            </Button>
          </>
        )}
        <Button variant="default" onClick={history.open} data-testid="editor-history">
          {t('pages.editor.history.open')}
        </Button>
      </>
    ),
    [store, blockTypes, page.locale, page.latestVersionID, jump, previewOf, previewShown, preview.toggle, history.open, t],
  );

  return (
    <Stack data-testid="page-editor" data-page-id={page.id}>
      <EditorHeader page={page} store={store} typeLabel={pageType.label} request={request} rejection={rejection} />
      <SaveBar actions={actions} dirty={dirty} busy={save.busy} run={run}>
        {barControls}
      </SaveBar>
      <SourceChangedBanner page={page} blockTypes={blockTypes} onChanged={refresh} />
      <RefusalList title={t('pages.editor.errors.saveFailed')} errors={save.pageErrors} testId="editor-save-failed" />
      <RefusalList title={t('pages.editor.errors.settingsFailed')} errors={save.settingsErrors} testId="editor-settings-failed" />
      <Grid>
        <Grid.Col span={previewShown && previewOf !== null ? { base: 12, lg: 7 } : 12}>
          <EditorTabs page={page} store={store} draft={draft} pageType={pageType} blockTypes={blockTypes} fieldErrors={save.fieldErrors} tab={tab} onTab={setTab} refresh={refresh} />
        </Grid.Col>
        {previewShown && previewOf !== null && (
          <Grid.Col span={{ base: 12, lg: 5 }}>
            <PreviewPanel pageId={page.id} store={store} onSelect={selectBlock} />
          </Grid.Col>
        )}
      </Grid>
      <HistoryDrawer opened={historyOpen} onClose={history.close} pageId={page.id} store={store} blockTypes={blockTypes} pageLocale={page.locale} />
      <Conflict opened={conflictOpen} pageId={page.id} store={store} onClose={conflict.close} onResolved={onResolved} />
      <LeaveGuard dirty={dirty} pageTitle={pageTitle} />
      <UnsavedDraftOffer store={store} pageId={page.id} userId={viewerId} />
    </Stack>
  );
}
