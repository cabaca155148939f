import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Group, Stack, Text, Title } from '@tessera/admin-kit/mantine';
import { FileButton } from '@tessera/admin-kit/mantine-more';
import { useLocalStorage } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { codedErrors, ErrorList, useAuth, useErrorCollection, type ErrorEntry } from '@tessera/admin-kit';
import { useEffect, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from '@tessera/admin-kit/router';
import { FileActionsMenu, FolderActionsMenu, type FileAction, type FolderAction } from './browser/ActionMenus';
import { BrowserToolbar, type ViewMode } from './browser/BrowserToolbar';
import { dragName, type DragItem, type DropFolder } from './browser/dnd';
import { FolderBreadcrumbs } from './browser/FolderBreadcrumbs';
import { FolderContent } from './browser/FolderContent';
import { LibraryDnd } from './browser/LibraryDnd';
import { useMediaDirectory } from './browser/use-media-directory';
import type { CropParams } from './crop/crop-params';
import { CropModal } from './crop/CropModal';
import { cropCopyOf } from './crop/save-crop-copy';
import { AddVideoModal } from './dialogs/AddVideoModal';
import { DeleteModal } from './dialogs/DeleteModal';
import { FailedAction } from './dialogs/FailedAction';
import { FileDetailsModal } from './dialogs/FileDetailsModal';
import { moveNotice } from './dialogs/move-notice';
import { MoveModal } from './dialogs/MoveModal';
import { NewFolderModal } from './dialogs/NewFolderModal';
import { MoveMediaFileDocument, MoveMediaFolderDocument, type MediaFileFieldsFragment as MediaFile, type MediaFolderFieldsFragment as MediaFolder } from './generated/graphql';
import { canMoveFolderInto, joinPath, normalizePath, rootPath, samePath } from './paths/media-path';
import { acceptAttribute } from './upload/upload-check';
import { FileDropZone } from './upload/FileDropZone';
import { UploadQueue } from './upload/UploadQueue';
import { useUploads } from './upload/use-uploads';
import './i18n';

/** The hidden file input, findable by tests (setInputFiles). */
const uploadInputProps = { 'data-testid': 'media-upload-input' } as ComponentPropsWithoutRef<'input'>;

type Dialog =
  { kind: 'new-folder' } | { kind: 'video' } | { kind: 'details'; file: MediaFile } | { kind: 'crop'; file: MediaFile } | { kind: 'move'; item: DragItem } | { kind: 'delete'; item: DragItem };

/**
 * /cmsadmin/medialibrary (manage-media): folders and files with breadcrumbs, grid and list
 * views, search in the folder and below, uploads (dialog or drop, each with progress and
 * cancel), folders, moves by drag-and-drop or dialog, details and editing, crops, videos by link.
 * The folder shown is in the address (`?path=`), so back, forward and reload keep it.
 */
export default function MediaLibrary() {
  const { t } = useTranslation();
  const client = useApolloClient();
  const { hasPermission } = useAuth();
  const errors = useErrorCollection('media');
  const [params, setParams] = useSearchParams();
  const path = normalizePath(params.get('path'));
  const [view, setView] = useLocalStorage<ViewMode>({ key: 'tessera.media.view', defaultValue: 'grid' });
  const directory = useMediaDirectory(path);
  const uploads = useUploads('file', directory.fileAdded);
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [cropSaving, setCropSaving] = useState(false);
  const [cropErrors, setCropErrors] = useState<ErrorEntry[]>([]);
  const [moveFile] = useMutation(MoveMediaFileDocument);
  const [moveFolder] = useMutation(MoveMediaFolderDocument);
  const resetFileInput = useRef<() => void>(null);
  const { state } = directory;

  const { clear: clearErrors } = errors;
  useEffect(() => clearErrors(), []); // eslint-disable-line react-hooks/exhaustive-deps

  const navigate = (next: string) => {
    errors.clear();
    setParams(next === rootPath ? {} : { path: next });
  };
  const open = (next: Dialog) => {
    errors.clear();
    setCropErrors([]);
    setDialog(next);
    setDialogOpen(true);
  };
  const close = () => {
    errors.clear();
    setDialogOpen(false);
  };
  /** SPEC §4: after a delete or move the folder is read again and the search repeated. */
  const changed = async (message: string) => {
    close();
    notifications.show({ color: 'green', message });
    await directory.refresh();
  };

  const drop = async (item: DragItem, target: DropFolder) => {
    errors.clear();
    try {
      if (item.kind === 'file') {
        if (samePath(item.file.path, target.path)) return;
        const moved = await moveFile({ variables: { id: item.file.id, newPath: target.path, newFileName: item.file.fileName } });
        if (moved.data) uploads.fileChanged(moved.data.moveMediaFile);
        notifications.show({ color: 'green', message: t('media.move.fileMoved', { name: item.file.fileName, folder: target.name }) });
      } else {
        if (!canMoveFolderInto(item.folder.path, target.path)) return;
        await moveFolder({ variables: { oldPath: item.folder.path, newPath: joinPath(target.path, item.folder.folderName) } });
        notifications.show({ color: 'green', message: t('media.move.folderMoved', { name: item.folder.folderName, folder: target.name }) });
      }
    } catch (error) {
      errors.replace(codedErrors(error));
    }
    await directory.refresh();
  };

  const saveCrop = async (file: MediaFile, crop: CropParams) => {
    setCropSaving(true);
    setCropErrors([]);
    try {
      const copy = await cropCopyOf(client, file, crop);
      uploads.start([copy], file.path);
      close();
    } catch (error) {
      console.error('the crop could not be saved', error);
      setCropErrors(codedErrors(error));
    } finally {
      setCropSaving(false);
    }
  };

  const chooseFiles = (files: File[]) => {
    uploads.start(files, state.path);
    // Emptied after each choice, so choosing the same files again is heard.
    resetFileInput.current?.();
  };

  const fileAction = (action: FileAction, file: MediaFile) => {
    if (action === 'details' || action === 'crop') open({ kind: action, file });
    else open({ kind: action, item: { kind: 'file', file } });
  };
  const folderAction = (action: FolderAction, folder: MediaFolder) => open({ kind: action, item: { kind: 'folder', folder } });

  if (!hasPermission('manage-media')) {
    return (
      <Stack>
        <Title order={1}>{t('media.title')}</Title>
        <ErrorList errors={[{ code: 'UM_01' }]} />
      </Stack>
    );
  }

  const folderName = state.path === rootPath ? t('media.root') : state.path.slice(state.path.lastIndexOf('/') + 1);
  return (
    // A dialog's area is inside this one (React portals bubble): files dropped on a dialog are not uploads.
    <FileDropZone label={t('media.upload.dropHere', { folder: folderName })} onFiles={(files) => uploads.start(files, state.path)} disabled={dialogOpen}>
      <Stack data-testid="media-library">
        <Group justify="space-between" align="flex-end">
          <Title order={1}>{t('media.title')}</Title>
          <Text size="xs" c="dimmed">
            {t('media.upload.rules')}
          </Text>
        </Group>
        <LibraryDnd onDrop={(item, target) => void drop(item, target)}>
          <FolderBreadcrumbs path={state.path} onNavigate={navigate} droppable />
          <BrowserToolbar searchTerm={state.searchTerm} onSearch={directory.setSearchTerm} view={view} onView={setView}>
            <FileButton multiple accept={acceptAttribute('file')} onChange={chooseFiles} resetRef={resetFileInput} inputProps={uploadInputProps}>
              {(props) => (
                <Button {...props} data-testid="media-upload">
                  {t('media.upload.button')}
                </Button>
              )}
            </FileButton>
            <Button variant="light" onClick={() => open({ kind: 'new-folder' })} data-testid="media-new-folder">
              {t('media.folder.new')}
            </Button>
            <Button variant="light" onClick={() => open({ kind: 'video' })} data-testid="media-add-video">
              {t('media.video.add')}
            </Button>
          </BrowserToolbar>
          <UploadQueue items={uploads.items} onCancel={uploads.cancel} onClear={uploads.clearFinished} />
          {!dialogOpen && <FailedAction title={t('media.move.failed')} errors={errors.errors} />}
          <FolderContent
            state={state}
            view={view}
            onRetry={() => void directory.reload()}
            onNavigate={navigate}
            items={{
              draggable: true,
              onOpenFolder: (folder) => navigate(folder.path),
              onOpenFile: (file) => open({ kind: 'details', file }),
              fileLabel: (file) => t('media.file.open', { name: file.fileName }),
              fileMenu: (file) => <FileActionsMenu file={file} onAction={fileAction} />,
              folderMenu: (folder) => <FolderActionsMenu folder={folder} onAction={folderAction} />,
            }}
          />
        </LibraryDnd>
      </Stack>
      <NewFolderModal
        opened={dialogOpen && dialog?.kind === 'new-folder'}
        path={state.path}
        onClose={close}
        onCreated={(folder) => {
          // SPEC §4: the new folder is appended, then the folder is read again.
          directory.folderAdded(folder);
          close();
          notifications.show({ color: 'green', message: t('media.folder.created', { name: folder.folderName }) });
          void directory.reload();
        }}
      />
      <AddVideoModal
        opened={dialogOpen && dialog?.kind === 'video'}
        path={state.path}
        onClose={close}
        onAdded={(file) => {
          directory.fileAdded(file);
          close();
          notifications.show({ color: 'green', message: t('media.video.added', { name: file.fileName }) });
        }}
      />
      <FileDetailsModal
        file={dialog?.kind === 'details' ? dialog.file : null}
        opened={dialogOpen && dialog?.kind === 'details'}
        onClose={close}
        onSaved={(file) => {
          directory.fileChanged(file);
          uploads.fileChanged(file);
          close();
          notifications.show({ color: 'green', message: t('media.details.saved', { name: file.fileName }) });
        }}
      />
      <MoveModal
        target={dialog?.kind === 'move' ? dialog.item : null}
        opened={dialogOpen && dialog?.kind === 'move'}
        onClose={close}
        onMoved={(outcome, file) => {
          if (file) uploads.fileChanged(file);
          void changed(moveNotice(t, outcome));
        }}
      />
      <DeleteModal
        target={dialog?.kind === 'delete' ? dialog.item : null}
        opened={dialogOpen && dialog?.kind === 'delete'}
        onClose={close}
        onDeleted={() => dialog?.kind === 'delete' && void changed(t('media.delete.deleted', { name: dragName(dialog.item) }))}
      />
      <CropModal
        file={dialog?.kind === 'crop' ? dialog.file : null}
        opened={dialogOpen && dialog?.kind === 'crop'}
        onClose={close}
        onSave={(crop) => dialog?.kind === 'crop' && void saveCrop(dialog.file, crop)}
        saving={cropSaving}
        errors={cropErrors}
      />
    </FileDropZone>
  );
}
