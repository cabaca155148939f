import { useMutation } from '@apollo/client/react';
import { Anchor, Button, Group, Modal, SimpleGrid, Stack, Text, TextInput } from '@tessera/admin-kit/mantine';
import { Switch, Textarea } from '@tessera/admin-kit/mantine-more';
import { codedErrors, formatDate, useErrorCollection, dialogActions } from '@tessera/admin-kit';
import type { FocalPoint } from '@tessera/content-model';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDimensions, formatFileSize } from '../format';
import { EditMediaFileDocument, type MediaFileFieldsFragment as MediaFile } from '../generated/graphql';
import { isValidName } from '../paths/media-path';
import { FailedAction } from './FailedAction';
import { FocalPointPicker } from './FocalPointPicker';

function Detail({ label, value, testId }: { label: string; value: string; testId: string }) {
  return (
    <div>
      <Text size="xs" c="dimmed">
        {label}
      </Text>
      <Text size="sm" data-testid={testId}>
        {value || '—'}
      </Text>
    </div>
  );
}

const isPicture = (file: MediaFile) => file.kind === 'image' || file.kind === 'gif';

/** A file's details (dimensions, size, type, folder) and what can be edited: name, default alt text, shared, an image's focal point. */
export function FileDetailsModal({ file, opened, onClose, onSaved }: { file: MediaFile | null; opened: boolean; onClose(): void; onSaved(file: MediaFile): void }) {
  const { t, i18n } = useTranslation();
  const errors = useErrorCollection('media');
  const [fileName, setFileName] = useState('');
  const [altText, setAltText] = useState('');
  const [shared, setShared] = useState(false);
  const [focalPoint, setFocalPoint] = useState<FocalPoint | null>(null);
  const [editFile, saving] = useMutation(EditMediaFileDocument);

  const { clear } = errors;
  useEffect(() => {
    if (opened && file) {
      setFileName(file.fileName);
      setAltText(file.defaultAltText);
      setShared(file.shared);
      setFocalPoint(file.focalPoint ? { x: file.focalPoint.x, y: file.focalPoint.y } : null);
      clear();
    }
  }, [opened, file]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!file) return null;
  const video = file.video as { url?: string } | null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const newFileName = fileName.trim();
    if (!isValidName(newFileName)) return errors.replace([{ code: newFileName ? 'V_12' : 'V_01', property: 'newFileName' }]);
    errors.clear();
    try {
      const picture = isPicture(file) ? { focalPoint } : {};
      const { data } = await editFile({ variables: { input: { id: file.id, newPath: file.path, newFileName, defaultAltText: altText, shared, ...picture } } });
      if (data) onSaved(data.editMediaFile);
    } catch (error) {
      errors.replace(codedErrors(error));
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('media.details.title', { name: file.fileName })} size="lg" data-testid="file-details-modal">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          {isPicture(file) && <FocalPointPicker file={file} value={focalPoint} onChange={setFocalPoint} />}
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm" data-testid="file-details">
            <Detail label={t('media.details.dimensions')} value={formatDimensions(file.width, file.height)} testId="detail-dimensions" />
            <Detail label={t('media.details.size')} value={formatFileSize(file.size, i18n.language)} testId="detail-size" />
            <Detail label={t('media.details.type')} value={file.contentType} testId="detail-type" />
            <Detail label={t('media.details.path')} value={file.path} testId="detail-path" />
            <Detail label={t('media.details.added')} value={formatDate(file.createdAt, i18n.language, true)} testId="detail-added" />
          </SimpleGrid>
          {video?.url && (
            <Text size="sm">
              {t('media.details.videoLink')}:{' '}
              <Anchor href={video.url} target="_blank" rel="noopener noreferrer">
                {video.url}
              </Anchor>
            </Text>
          )}
          <FailedAction title={t('media.details.saveFailed')} errors={errors.errors} />
          <TextInput label={t('media.details.fileName')} value={fileName} onChange={(event) => setFileName(event.currentTarget.value)} required data-testid="details-file-name" />
          {isPicture(file) && (
            <Textarea
              label={t('media.details.altText')}
              description={t('media.details.altTextHint')}
              value={altText}
              onChange={(event) => setAltText(event.currentTarget.value)}
              autosize
              minRows={2}
              data-testid="details-alt-text"
            />
          )}
          <Switch
            label={t('media.details.shared')}
            description={t('media.details.sharedHint')}
            checked={shared}
            onChange={(event) => setShared(event.currentTarget.checked)}
            data-testid="details-shared"
          />
          <Group justify="flex-end" style={dialogActions}>
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={saving.loading} data-testid="details-save">
              {t('common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
