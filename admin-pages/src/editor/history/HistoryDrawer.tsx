import { useApolloClient, useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Loader, Modal, Paper, Stack, Text } from '@tessera/admin-kit/mantine';
import { Drawer } from '@tessera/admin-kit/mantine-more';
import { notifications } from '@mantine/notifications';
import { codedErrors, ErrorList, formatDate, dialogActions, type ErrorEntry } from '@tessera/admin-kit';
import { memo, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorVersionDocument, EditorVersionHistoryDocument, type EditorVersionHistoryQuery } from '../../generated/graphql';
import type { EditorBlockType } from '@tessera/content-model';
import type { EditorStore } from '../state/editor-store';
import { openedVersionOf } from '../state/opened-version';
import { VersionViewModal } from './VersionViewModal';
import { CompareModal } from '../../compare/CompareModal';
import { actionColor, dangerColor } from '../colors';

type VersionSummary = EditorVersionHistoryQuery['pageVersions'][number];

/** Versions read at a time; older ones on request. */
const historyPageSize = 30;

interface HistoryDrawerProps {
  opened: boolean;
  onClose(): void;
  pageId: number;
  store: EditorStore;
  blockTypes: EditorBlockType[];
  pageLocale: string;
}

function VersionRow({ version, latest, onView, onRestore, onCompare }: { version: VersionSummary; latest: boolean; onView(): void; onRestore(): void; onCompare(): void }) {
  const { t, i18n } = useTranslation();
  return (
    <Paper withBorder p="sm" radius="md" data-testid="history-version" data-number={version.number}>
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Stack gap={2}>
          <Group gap="xs">
            <Text fw={600}>{t('pages.editor.history.version', { number: version.number })}</Text>
            {latest && (
              <Badge color="gray.7" autoContrast>
                {t('pages.editor.history.latest')}
              </Badge>
            )}
            {version.isPublished && (
              <Badge color="green" autoContrast>
                {t('pages.editor.history.published')}
              </Badge>
            )}
            {version.hasPublicationRequest && (
              <Badge color="blue.8" autoContrast>
                {t('pages.editor.history.requested')}
              </Badge>
            )}
          </Group>
          <Text size="sm" data-testid="history-version-author">
            {version.authorName ?? t('pages.editor.history.unknownAuthor')}
          </Text>
          <Text size="sm" c="dimmed">
            {formatDate(version.createdAt, i18n.language, true)}
          </Text>
          <Text size="sm" c="dimmed" lineClamp={1}>
            {version.title}
          </Text>
        </Stack>
        <Stack gap={6}>
          <Button size="compact-sm" variant="outline" color={actionColor} onClick={onView} aria-label={t('pages.editor.history.viewNamed', { number: version.number })} data-testid="history-view">
            {t('pages.editor.history.view')}
          </Button>
          <Button size="compact-sm" variant="default" onClick={onRestore} aria-label={t('pages.editor.history.restoreNamed', { number: version.number })} data-testid="history-restore">
            {t('pages.editor.history.restore')}
          </Button>
          {!latest && (
            <Button size="compact-sm" variant="default" onClick={onCompare} aria-label={t('pages.compare.compareWithCurrentNamed', { number: version.number })} data-testid="history-compare">
              {t('pages.compare.compareWithCurrent')}
            </Button>
          )}
        </Stack>
      </Group>
    </Paper>
  );
}

/**
 * The version history (newest first, with author and date, 30 at a time): open a version read-only, or
 * restore it. Restoring loads its content as unsaved changes on top of the latest version, so
 * saving makes it a new version and nothing of the history is lost. Memoized, and it reads the
 * dirty flag only when asked to restore: typing in the editor does not render it.
 */
export const HistoryDrawer = memo(function HistoryDrawer({ opened, onClose, pageId, store, blockTypes, pageLocale }: HistoryDrawerProps) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const history = useQuery(EditorVersionHistoryDocument, { variables: { pageID: pageId, limit: historyPageSize }, skip: !opened, fetchPolicy: 'network-only' });
  const [older, setOlder] = useState<VersionSummary[]>([]);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const [viewing, setViewing] = useState<number | null>(null);
  const [confirming, setConfirming] = useState<number | null>(null);
  const [comparing, setComparing] = useState<number | null>(null);
  const [failed, setFailed] = useState<ErrorEntry[]>([]);
  const versions = useMemo(() => [...(history.data?.pageVersions ?? []), ...older], [history.data, older]);
  // Numbers run 1…n with no gaps, so the oldest shown says whether there is more.
  const oldestShown = versions.at(-1)?.number ?? 1;

  // Each opening starts again from the newest.
  useEffect(() => {
    if (opened) setOlder([]);
  }, [opened]);

  const showOlder = async () => {
    setLoadingOlder(true);
    setFailed([]);
    try {
      const { data } = await client.query({ query: EditorVersionHistoryDocument, variables: { pageID: pageId, beforeNumber: oldestShown, limit: historyPageSize }, fetchPolicy: 'network-only' });
      setOlder((shown) => [...shown, ...(data?.pageVersions ?? [])]);
    } catch (error) {
      setFailed(codedErrors(error));
    } finally {
      setLoadingOlder(false);
    }
  };

  const restore = async (versionId: number) => {
    setConfirming(null);
    setFailed([]);
    try {
      const { data } = await client.query({ query: EditorVersionDocument, variables: { id: versionId }, fetchPolicy: 'network-only' });
      if (!data) return;
      const { versionId: _restoredId, ...content } = openedVersionOf(data.pageVersion);
      store.restore(content);
      setViewing(null);
      onClose();
      notifications.show({ color: 'blue', message: t('pages.editor.history.restored', { number: data.pageVersion.number }) });
    } catch (error) {
      setFailed(codedErrors(error));
    }
  };
  // Unsaved work would be replaced: ask first.
  const askRestore = (versionId: number) => (store.isDirty() ? setConfirming(versionId) : void restore(versionId));

  return (
    <>
      <Drawer opened={opened} onClose={onClose} position="right" size="md" title={t('pages.editor.history.title')} data-testid="history-drawer">
        <Stack>
          <ErrorList errors={history.error ? codedErrors(history.error) : failed} />
          {history.loading && versions.length === 0 && <Loader size="sm" aria-label={t('pages.editor.history.loading')} />}
          {versions.map((version, index) => (
            <VersionRow
              key={version.id}
              version={version}
              latest={index === 0}
              onView={() => setViewing(version.id)}
              onRestore={() => askRestore(version.id)}
              onCompare={() => setComparing(version.id)}
            />
          ))}
          {history.data && oldestShown > 1 && (
            <Button variant="default" loading={loadingOlder} onClick={() => void showOlder()} data-testid="history-older">
              {t('pages.editor.history.older')}
            </Button>
          )}
        </Stack>
      </Drawer>
      {versions[0] && <CompareModal pageId={pageId} from={comparing} to={versions[0].id} blockTypes={blockTypes} onClose={() => setComparing(null)} />}
      <VersionViewModal versionId={viewing} blockTypes={blockTypes} pageLocale={pageLocale} onClose={() => setViewing(null)} onRestore={askRestore} />
      <Modal opened={confirming !== null} onClose={() => setConfirming(null)} title={t('pages.editor.history.confirmTitle')} data-testid="restore-confirm-modal">
        <Text mb="lg">{t('pages.editor.history.confirmMessage')}</Text>
        <Group justify="flex-end" style={dialogActions}>
          <Button variant="default" onClick={() => setConfirming(null)}>
            {t('common.cancel')}
          </Button>
          <Button color={dangerColor} onClick={() => confirming !== null && void restore(confirming)} data-testid="restore-confirm">
            {t('pages.editor.history.restore')}
          </Button>
        </Group>
      </Modal>
    </>
  );
});
