import { useMutation, useQuery } from '@apollo/client/react';
import { Alert, Button, Group, Loader, Modal, Stack, Text } from '@tessera/admin-kit/mantine';
import { codedErrors, useErrorCollection, dialogActions } from '@tessera/admin-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { DragItem } from '../browser/dnd';
import { DeleteMediaFileDocument, DeleteMediaFolderDocument, PagesByMediaFileDocument, SiteContentByMediaFileDocument } from '../generated/graphql';
import { FailedAction } from './FailedAction';
import { UsedPagesList, UsedSiteContentList } from './UsedPagesList';
import { refusedPagesOf, refusedSiteContentOf, type UsedPage, type UsedSiteContent } from './used-pages';

const usageShown = 10;

/**
 * Deletes a file or a folder with everything in it, after a confirmation that says where a
 * file is used (pagesByMediaFile); a refusal (ML_04) lists the pages, certificates and team
 * members that still use it.
 */
export function DeleteModal({ target, opened, onClose, onDeleted }: { target: DragItem | null; opened: boolean; onClose(): void; onDeleted(): void }) {
  const { t } = useTranslation();
  const errors = useErrorCollection('media');
  const [refused, setRefused] = useState<UsedPage[]>([]);
  const [refusedContent, setRefusedContent] = useState<UsedSiteContent[]>([]);
  const fileID = target?.kind === 'file' ? target.file.id : 0;
  const usage = useQuery(PagesByMediaFileDocument, {
    variables: { fileID, query: { pageSize: usageShown } },
    skip: !opened || target?.kind !== 'file',
    fetchPolicy: 'network-only',
  });
  const contentUsage = useQuery(SiteContentByMediaFileDocument, {
    variables: { fileID },
    skip: !opened || target?.kind !== 'file',
    fetchPolicy: 'network-only',
  });
  const [deleteFile, deletingFile] = useMutation(DeleteMediaFileDocument);
  const [deleteFolder, deletingFolder] = useMutation(DeleteMediaFolderDocument);

  const { clear } = errors;
  useEffect(() => {
    if (opened) {
      setRefused([]);
      setRefusedContent([]);
      clear();
    }
  }, [opened, target]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!target) return null;
  const name = target.kind === 'file' ? target.file.fileName : target.folder.folderName;
  const used = usage.data?.pagesByMediaFile;
  const usedByContent: UsedSiteContent[] = contentUsage.data?.siteContentByMediaFile ?? [];
  const checked = used && contentUsage.data;
  const inUse = (used?.totalItems ?? 0) > 0 || usedByContent.length > 0;

  const confirm = async () => {
    errors.clear();
    setRefused([]);
    setRefusedContent([]);
    try {
      if (target.kind === 'file') await deleteFile({ variables: { id: target.file.id } });
      else await deleteFolder({ variables: { path: target.folder.path } });
      onDeleted();
    } catch (error) {
      errors.replace(codedErrors(error));
      setRefused(refusedPagesOf(error));
      setRefusedContent(refusedSiteContentOf(error));
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={target.kind === 'file' ? t('media.delete.fileTitle', { name }) : t('media.delete.folderTitle', { name })} data-testid="delete-modal">
      <Stack>
        <Text>{target.kind === 'file' ? t('media.delete.confirmFile', { name }) : t('media.delete.confirmFolder', { name })}</Text>
        {target.kind === 'file' && (
          <div aria-live="polite" data-testid="delete-usage">
            {(usage.loading || contentUsage.loading) && (
              <Group gap="xs">
                <Loader size="xs" aria-hidden="true" />
                <Text size="sm">{t('media.delete.checkingUsage')}</Text>
              </Group>
            )}
            {(usage.error || contentUsage.error) && (
              <Text size="sm" c="red">
                {t('media.delete.usageUnknown')}
              </Text>
            )}
            {checked && !inUse && (
              <Text size="sm" c="dimmed">
                {t('media.delete.notUsed')}
              </Text>
            )}
            {used && used.totalItems > 0 && (
              <Alert color="orange" title={t('media.delete.usedBy', { total: used.totalItems })}>
                <UsedPagesList pages={used.items} testId="delete-usage-pages" />
                {used.totalItems > used.items.length && (
                  <Text size="xs" c="dimmed" mt={4}>
                    {t('media.delete.more', { more: used.totalItems - used.items.length })}
                  </Text>
                )}
              </Alert>
            )}
            {usedByContent.length > 0 && (
              <Alert color="orange" title={t('media.delete.usedBySiteContent', { total: usedByContent.length })} mt="xs">
                <UsedSiteContentList items={usedByContent} testId="delete-usage-site-content" />
              </Alert>
            )}
          </div>
        )}
        <FailedAction title={t('media.delete.failed', { name })} errors={errors.errors} />
        {refused.length > 0 && (
          <Alert color="red" title={t('media.delete.refusedBy')}>
            <UsedPagesList pages={refused} testId="delete-refused-pages" />
          </Alert>
        )}
        {refusedContent.length > 0 && (
          <Alert color="red" title={t('media.delete.refusedBySiteContent')}>
            <UsedSiteContentList items={refusedContent} testId="delete-refused-site-content" />
          </Alert>
        )}
        <Group justify="flex-end" style={dialogActions}>
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color="red" onClick={() => void confirm()} loading={deletingFile.loading || deletingFolder.loading} disabled={inUse} data-testid="delete-confirm">
            {t('common.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
