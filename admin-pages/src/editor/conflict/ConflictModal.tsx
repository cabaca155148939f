import { useApolloClient } from '@apollo/client/react';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@tessera/admin-kit/mantine';
import { codedErrors, ErrorList, formatDate, dialogActions, type ErrorEntry } from '@tessera/admin-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorVersionDocument, EditorVersionHistoryDocument, type EditorVersionHistoryQuery } from '../../generated/graphql';
import type { EditorStore } from '../state/editor-store';
import { openedVersionOf } from '../state/opened-version';
import { actionColor, dangerColor } from '../colors';

type Newer = EditorVersionHistoryQuery['pageVersions'][number];

interface ConflictModalProps {
  opened: boolean;
  pageId: number;
  store: EditorStore;
  onClose(): void;
  /** The editor now stands on the newer version (with or without the user's changes). */
  onResolved(): void;
}

/** Who stored in between: by name when known, the date always. */
function WhoStored({ newer }: { newer: Newer }) {
  const { t, i18n } = useTranslation();
  const date = formatDate(newer.createdAt, i18n.language, true);
  return (
    <Text data-testid="conflict-author">
      {newer.authorName ? t('pages.editor.conflict.storedBy', { name: newer.authorName, number: newer.number, date }) : t('pages.editor.conflict.storedAt', { number: newer.number, date })}
    </Text>
  );
}

/**
 * A store refused as stale (PM_02): someone stored the page after this editor opened it. Says
 * who and when, and lets the user lay their changes on top of the newer version (then save
 * again) or drop them and load the newer version. Closing keeps everything as it is: nothing
 * typed is lost.
 */
export function ConflictModal({ opened, pageId, store, onClose, onResolved }: ConflictModalProps) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [newer, setNewer] = useState<Newer | null>(null);
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const [busy, setBusy] = useState<'keep' | 'discard' | null>(null);

  useEffect(() => {
    if (!opened) return;
    setNewer(null);
    setErrors([]);
    client
      .query({ query: EditorVersionHistoryDocument, variables: { pageID: pageId, limit: 1 }, fetchPolicy: 'network-only' })
      .then(({ data }) => setNewer(data?.pageVersions[0] ?? null))
      .catch((error: unknown) => setErrors(codedErrors(error)));
  }, [opened, pageId, client]);

  const resolve = async (choice: 'keep' | 'discard') => {
    if (!newer) return;
    setBusy(choice);
    try {
      const { data } = await client.query({ query: EditorVersionDocument, variables: { id: newer.id }, fetchPolicy: 'network-only' });
      if (data) store.reload(openedVersionOf(data.pageVersion), { keepChanges: choice === 'keep' });
      onResolved();
    } catch (error) {
      setErrors(codedErrors(error));
    } finally {
      setBusy(null);
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('pages.editor.conflict.title')} size="lg" data-testid="conflict-modal">
      <Stack>
        <Alert color="orange" variant="light">
          <Text size="sm">{t('errors.PM_02')}</Text>
        </Alert>
        {newer ? <WhoStored newer={newer} /> : errors.length === 0 && <Loader size="sm" aria-label={t('pages.editor.conflict.loading')} />}
        <Text size="sm">{t('pages.editor.conflict.explain')}</Text>
        <ErrorList errors={errors} />
        <Group justify="flex-end" style={dialogActions}>
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color={dangerColor} variant="outline" onClick={() => void resolve('discard')} loading={busy === 'discard'} disabled={!newer || busy !== null} data-testid="conflict-discard">
            {t('pages.editor.conflict.discard')}
          </Button>
          <Button color={actionColor} onClick={() => void resolve('keep')} loading={busy === 'keep'} disabled={!newer || busy !== null} data-testid="conflict-keep">
            {t('pages.editor.conflict.keep')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
