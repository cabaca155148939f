import { useQuery } from '@apollo/client/react';
import { Badge, Button, Group, Loader, Modal, Stack, Text, Title } from '@tessera/admin-kit/mantine';
import { codedErrors, dialogActions, ErrorList, formatDate } from '@tessera/admin-kit';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EditorVersionDocument } from '../../generated/graphql';
import { BlocksTab } from '../blocks/BlocksTab';
import { noFieldErrors } from '../errors/field-errors';
import type { EditorBlockType } from '@tessera/content-model';
import { EditorStore } from '../state/editor-store';
import { openedVersionOf } from '../state/opened-version';
import { actionColor } from '../colors';

interface VersionViewModalProps {
  versionId: number | null;
  blockTypes: EditorBlockType[];
  pageLocale: string;
  onClose(): void;
  onRestore(versionId: number): void;
}

/** An old version, read-only: its title, SEO texts and blocks as they were stored, with "restore" below them (in view while they scroll). */
export function VersionViewModal({ versionId, blockTypes, pageLocale, onClose, onRestore }: VersionViewModalProps) {
  const { t, i18n } = useTranslation();
  const { data, error } = useQuery(EditorVersionDocument, { variables: { id: versionId ?? 0 }, skip: versionId === null });
  const version = data?.pageVersion.id === versionId ? data.pageVersion : null;
  // Its own store: the blocks tab reads a version from a store, and this one is never edited.
  const store = useMemo(() => (version ? new EditorStore(openedVersionOf(version)) : null), [version]);

  return (
    <Modal
      opened={versionId !== null}
      onClose={onClose}
      size="90%"
      title={version ? t('pages.editor.history.viewTitle', { number: version.number }) : t('pages.editor.history.title')}
      data-testid="version-view"
    >
      {error && <ErrorList errors={codedErrors(error)} />}
      {!version && !error && <Loader size="sm" aria-label={t('pages.editor.history.loading')} />}
      {version && store && (
        <Stack>
          <Group gap="xs">
            <Badge color="gray.7" autoContrast>
              {t('pages.editor.history.readOnly')}
            </Badge>
            <Text size="sm" c="dimmed">
              {formatDate(version.createdAt, i18n.language, true)}
            </Text>
          </Group>
          <Title order={2} size="h3" data-testid="version-view-title">
            {version.title}
          </Title>
          {version.seoTitle && <Text size="sm">{t('pages.editor.history.seoTitle', { title: version.seoTitle })}</Text>}
          <BlocksTab store={store} blockTypes={blockTypes} errors={noFieldErrors} pageLocale={pageLocale} readOnly />
          <Group justify="flex-end" style={dialogActions}>
            <Button color={actionColor} onClick={() => onRestore(version.id)} data-testid="version-view-restore">
              {t('pages.editor.history.restore')}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
