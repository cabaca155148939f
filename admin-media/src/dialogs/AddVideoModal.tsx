import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, TextInput } from '@tessera/admin-kit/mantine';
import { codedErrors, useErrorCollection, dialogActions } from '@tessera/admin-kit';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { AddMediaVideoDocument, type MediaFileFieldsFragment as MediaFile } from '../generated/graphql';
import { FailedAction } from './FailedAction';

/** The server's answer to a link that is no YouTube or Vimeo video (V_12 on url, or V_13). */
const invalidLink = (errors: Array<{ code: string; property?: string | null }>) => errors.some((error) => error.code === 'V_13' || (error.code === 'V_12' && error.property === 'url'));

/** Adds a YouTube or Vimeo video to the folder shown, by its link. */
export function AddVideoModal({ opened, path, onClose, onAdded }: { opened: boolean; path: string; onClose(): void; onAdded(file: MediaFile): void }) {
  const { t } = useTranslation();
  const errors = useErrorCollection('media');
  const [url, setUrl] = useState('');
  const [fileName, setFileName] = useState('');
  const [addVideo, adding] = useMutation(AddMediaVideoDocument);

  const { clear } = errors;
  useEffect(() => {
    if (opened) {
      setUrl('');
      setFileName('');
      clear();
    }
  }, [opened]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!url.trim()) return errors.replace([{ code: 'V_01', property: 'url' }]);
    errors.clear();
    try {
      const { data } = await addVideo({ variables: { path, url: url.trim(), fileName: fileName.trim() || null } });
      if (data) onAdded(data.addMediaVideo);
    } catch (error) {
      errors.replace(codedErrors(error));
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('media.video.title')} data-testid="add-video-modal">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <FailedAction title={invalidLink(errors.errors) ? t('media.video.invalid') : t('media.video.failed')} errors={errors.errors} />
          <TextInput
            type="url"
            label={t('media.video.url')}
            description={t('media.video.urlHint')}
            value={url}
            onChange={(event) => setUrl(event.currentTarget.value)}
            required
            data-autofocus
            data-testid="video-url"
          />
          <TextInput label={t('media.video.name')} value={fileName} onChange={(event) => setFileName(event.currentTarget.value)} data-testid="video-name" />
          <Group justify="flex-end" style={dialogActions}>
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={adding.loading} data-testid="video-submit">
              {t('media.video.add')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
