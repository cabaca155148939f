import { useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text, TextInput } from '@tessera/admin-kit/mantine';
import { codedErrors, useErrorCollection, dialogActions } from '@tessera/admin-kit';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { DragItem } from '../browser/dnd';
import { MoveMediaFileDocument, MoveMediaFolderDocument } from '../generated/graphql';
import { isValidName, isWithin, joinPath, samePath } from '../paths/media-path';
import { FailedAction } from './FailedAction';
import { FolderChooser } from './FolderChooser';
import type { MoveOutcome } from './move-notice';
import type { MediaFileFieldsFragment as MediaFile } from '../generated/graphql';

/** Moves a file or folder to another folder and/or gives it a new name (SPEC §7 move-file, move-directory). */
export function MoveModal({ target, opened, onClose, onMoved }: { target: DragItem | null; opened: boolean; onClose(): void; onMoved(outcome: MoveOutcome, file: MediaFile | null): void }) {
  const { t } = useTranslation();
  const errors = useErrorCollection('media');
  const [destination, setDestination] = useState('/');
  const [name, setName] = useState('');
  const [moveFile, movingFile] = useMutation(MoveMediaFileDocument);
  const [moveFolder, movingFolder] = useMutation(MoveMediaFolderDocument);

  const { clear } = errors;
  useEffect(() => {
    if (!opened || !target) return;
    setDestination(target.kind === 'file' ? target.file.path : target.folder.parent);
    setName(target.kind === 'file' ? target.file.fileName : target.folder.folderName);
    clear();
  }, [opened, target]); // eslint-disable-line react-hooks/exhaustive-deps

  if (!target) return null;
  const currentName = target.kind === 'file' ? target.file.fileName : target.folder.folderName;
  const currentFolder = target.kind === 'file' ? target.file.path : target.folder.parent;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const newName = name.trim();
    if (!isValidName(newName)) return errors.replace([{ code: newName ? 'V_12' : 'V_01', property: target.kind === 'file' ? 'newFileName' : 'newPath' }]);
    if (newName === currentName && samePath(destination, currentFolder)) return onClose();
    errors.clear();
    try {
      let file: MediaFile | null = null;
      if (target.kind === 'file') {
        file = (await moveFile({ variables: { id: target.file.id, newPath: destination, newFileName: newName } })).data?.moveMediaFile ?? null;
      } else {
        if (isWithin(destination, target.folder.path)) return errors.replace([{ code: 'V_12', property: 'newPath' }]);
        await moveFolder({ variables: { oldPath: target.folder.path, newPath: joinPath(destination, newName) } });
      }
      onMoved({ item: target, folder: destination, name: newName }, file);
    } catch (error) {
      errors.replace(codedErrors(error));
    }
  };

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      size="lg"
      title={target.kind === 'file' ? t('media.move.fileTitle', { name: currentName }) : t('media.move.folderTitle', { name: currentName })}
      data-testid="move-modal"
    >
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Stack>
          <FailedAction title={t('media.move.failed')} errors={errors.errors} />
          <TextInput label={t('media.move.newName')} value={name} onChange={(event) => setName(event.currentTarget.value)} required data-testid="move-name" />
          <Text size="sm" fw={500} id="move-destination-label">
            {t('media.move.destination')}
          </Text>
          <FolderChooser value={destination} onChange={setDestination} excluded={target.kind === 'folder' ? target.folder.path : undefined} labelId="move-destination-label" />
          <Text size="sm" c="dimmed" data-testid="move-summary">
            {t('media.move.summary', { path: joinPath(destination, name.trim() || currentName) })}
          </Text>
          <Group justify="flex-end" style={dialogActions}>
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={movingFile.loading || movingFolder.loading} data-testid="move-submit">
              {t('media.move.submit')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
