import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, TextInput } from '@tessera/admin-kit/mantine';
import { codedErrors, useErrorCollection, dialogActions } from '@tessera/admin-kit';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { CreateMediaFolderDocument, type MediaFolderFieldsFragment as MediaFolder } from '../generated/graphql';
import { isValidName } from '../paths/media-path';
import { FailedAction } from './FailedAction';

/** Creates a folder in the folder shown (SPEC §4: it is appended, then the folder is read again). */
export function NewFolderModal({ opened, path, onClose, onCreated }: { opened: boolean; path: string; onClose(): void; onCreated(folder: MediaFolder): void }) {
  const { t } = useTranslation();
  const errors = useErrorCollection('media');
  const [name, setName] = useState('');
  const [createFolder, creating] = useMutation(CreateMediaFolderDocument);

  const { clear } = errors;
  useEffect(() => {
    if (opened) {
      setName('');
      clear();
    }
  }, [opened]); // eslint-disable-line react-hooks/exhaustive-deps

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const folderName = name.trim();
    if (!folderName) return errors.replace([{ code: 'V_01', property: 'folderName' }]);
    if (!isValidName(folderName)) return errors.replace([{ code: 'V_12', property: 'folderName' }]);
    errors.clear();
    try {
      const { data } = await createFolder({ variables: { path, folderName } });
      if (data) onCreated(data.createMediaFolder);
    } catch (error) {
      errors.replace(codedErrors(error));
    }
  };

  return (
    <Modal opened={opened} onClose={onClose} title={t('media.folder.new')} data-testid="new-folder-modal">
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <FailedAction title={t('media.folder.createFailed')} errors={errors.errors} />
          <TextInput label={t('media.folder.name')} value={name} onChange={(event) => setName(event.currentTarget.value)} required data-autofocus data-testid="new-folder-name" />
          <Group justify="flex-end" style={dialogActions}>
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={creating.loading} data-testid="new-folder-submit">
              {t('media.folder.create')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
