import { dialogActions } from '@tessera/admin-kit';
import { Button, Group, Modal, Stack, Text } from '@tessera/admin-kit/mantine';
import { FileButton } from '@tessera/admin-kit/mantine-more';
import { useEffect, useRef, useState, type ComponentPropsWithoutRef } from 'react';
import { useTranslation } from 'react-i18next';
import { accepts, blockFileOf, blockImageOf, canCrop, type BlockFile, type BlockImage } from './block-media';
import { BrowserToolbar, type ViewMode } from './browser/BrowserToolbar';
import { FolderBreadcrumbs } from './browser/FolderBreadcrumbs';
import { FolderContent } from './browser/FolderContent';
import { useMediaDirectory } from './browser/use-media-directory';
import { isWholeImage, type CropParams } from './crop/crop-params';
import { LazyCropEditor } from './crop/LazyCropEditor';
import type { MediaFileFieldsFragment as MediaFile } from './generated/graphql';
import { rootPath, samePath } from './paths/media-path';
import { acceptAttribute } from './upload/upload-check';
import { FileDropZone } from './upload/FileDropZone';
import { UploadQueue } from './upload/UploadQueue';
import { useUploads } from './upload/use-uploads';
import './i18n';

interface CommonProps {
  opened: boolean;
  /** Called on cancel, and after onSelect: the picker closes once something is chosen. */
  onClose(): void;
  /** The folder to start in (default: the library root). */
  initialPath?: string;
}

/**
 * accept 'image': images and gifs, answered as a SPEC §3 block image (crop: "Crop first" offers
 * to crop an image before using it; "Use this file" takes it whole, cropParams null). accept 'file': any file with bytes,
 * answered as a block file.
 */
export type MediaPickerProps = CommonProps & ({ accept: 'image'; crop?: boolean; onSelect(image: BlockImage): void } | { accept: 'file'; crop?: never; onSelect(file: BlockFile): void });

const uploadInputProps = { 'data-testid': 'picker-upload-input' } as ComponentPropsWithoutRef<'input'>;

function PickerBrowser({ props, onChoose, onCrop }: { props: MediaPickerProps; onChoose(file: MediaFile): void; onCrop(file: MediaFile): void }) {
  const { t } = useTranslation();
  const [path, setPath] = useState(props.initialPath ?? rootPath);
  const [view, setView] = useState<ViewMode>('grid');
  const [selected, setSelected] = useState<MediaFile | null>(null);
  const directory = useMediaDirectory(path);
  const resetFileInput = useRef<() => void>(null);
  // A file uploaded here is appended and chosen, ready to be taken.
  const uploads = useUploads(props.accept, (file) => {
    directory.fileAdded(file);
    if (samePath(file.path, directory.state.path)) setSelected(file);
  });
  const { state } = directory;
  const showFile = (file: MediaFile) => accepts(props.accept, file);
  const upload = (files: File[]) => {
    uploads.start(files, state.path);
    resetFileInput.current?.();
  };
  const navigate = (next: string) => {
    setSelected(null);
    setPath(next);
  };
  const folderName = state.path === rootPath ? t('media.root') : state.path.slice(state.path.lastIndexOf('/') + 1);

  return (
    <FileDropZone label={t('media.upload.dropHere', { folder: folderName })} onFiles={upload}>
      <Stack data-testid="media-picker-browser">
        <FolderBreadcrumbs path={state.path} onNavigate={navigate} />
        <BrowserToolbar searchTerm={state.searchTerm} onSearch={directory.setSearchTerm} view={view} onView={setView}>
          <FileButton multiple accept={acceptAttribute(props.accept)} onChange={upload} resetRef={resetFileInput} inputProps={uploadInputProps}>
            {(buttonProps) => (
              <Button {...buttonProps} variant="light" data-testid="picker-upload">
                {t('media.upload.button')}
              </Button>
            )}
          </FileButton>
        </BrowserToolbar>
        <UploadQueue items={uploads.items} onCancel={uploads.cancel} onClear={uploads.clearFinished} />
        <FolderContent
          state={state}
          view={view}
          showFile={showFile}
          onRetry={() => void directory.reload()}
          onNavigate={navigate}
          items={{
            selectedId: selected?.id ?? null,
            onOpenFolder: (folder) => navigate(folder.path),
            onOpenFile: setSelected,
            onActivateFile: onChoose,
            fileLabel: (file) => t('media.picker.choose', { name: file.fileName }),
          }}
        />
        <Group justify="space-between" style={dialogActions}>
          <Text size="sm" c="dimmed" aria-live="polite" data-testid="picker-selection">
            {selected ? t('media.picker.selected', { name: selected.fileName }) : t('media.picker.nothingSelected')}
          </Text>
          <Group gap="sm">
            <Button variant="default" onClick={props.onClose}>
              {t('common.cancel')}
            </Button>
            {props.accept === 'image' && props.crop && selected && canCrop(selected) && (
              <Button variant="default" onClick={() => onCrop(selected)} data-testid="picker-crop">
                {t('media.pickerCrop.crop')}
              </Button>
            )}
            <Button disabled={!selected} onClick={() => selected && onChoose(selected)} data-testid="picker-select">
              {t('media.picker.select')}
            </Button>
          </Group>
        </Group>
      </Stack>
    </FileDropZone>
  );
}

function PickerCrop({ file, onBack, onUse }: { file: MediaFile; onBack(): void; onUse(crop: CropParams | null): void }) {
  const { t } = useTranslation();
  const [crop, setCrop] = useState<CropParams | null>(null);
  return (
    <Stack data-testid="media-picker-crop">
      <LazyCropEditor file={file} onChange={setCrop} />
      <Group justify="space-between" style={dialogActions}>
        <Button variant="subtle" onClick={onBack} data-testid="picker-crop-back">
          {t('media.picker.back')}
        </Button>
        <Group gap="sm">
          <Button variant="default" onClick={() => onUse(null)} data-testid="picker-use-whole">
            {t('media.picker.useWhole')}
          </Button>
          <Button disabled={!crop} onClick={() => onUse(crop && !isWholeImage(crop, file) ? crop : null)} data-testid="picker-use-crop">
            {t('media.picker.useCrop')}
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}

/**
 * The page editor's way into the library (exposed as `./MediaPicker`): browse, search and
 * upload, choose a file, optionally crop an image, and receive it as a block image or block
 * file. Needs the admin's providers (the shell's AdminProviders) above it.
 */
export default function MediaPicker(props: MediaPickerProps) {
  const { t } = useTranslation();
  const [cropping, setCropping] = useState<MediaFile | null>(null);

  useEffect(() => {
    if (!props.opened) setCropping(null);
  }, [props.opened]);

  const finish = (file: MediaFile, crop: CropParams | null) => {
    if (props.accept === 'image') props.onSelect(blockImageOf(file, crop));
    else props.onSelect(blockFileOf(file));
    props.onClose();
  };
  // The file as it is; cropping is a choice of its own ("Crop first"), never a step in the way.
  const choose = (file: MediaFile) => finish(file, null);

  const title = cropping ? t('media.crop.title', { name: cropping.fileName }) : props.accept === 'image' ? t('media.picker.titleImage') : t('media.picker.titleFile');
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={title} size="80rem" data-testid="media-picker">
      {/* Hidden, not unmounted, while cropping: back from the crop finds the same folder and search. */}
      <div hidden={cropping !== null}>
        <PickerBrowser props={props} onChoose={choose} onCrop={setCropping} />
      </div>
      {cropping && <PickerCrop file={cropping} onBack={() => setCropping(null)} onUse={(crop) => finish(cropping, crop)} />}
    </Modal>
  );
}

export { MediaPicker };
