import { ActionIcon, Menu } from '@tessera/admin-kit/mantine';
import { useTranslation } from 'react-i18next';
import { canCrop } from '../block-media';
import type { MediaFileFieldsFragment as MediaFile, MediaFolderFieldsFragment as MediaFolder } from '../generated/graphql';

export type FileAction = 'details' | 'move' | 'crop' | 'delete';
export type FolderAction = 'move' | 'delete';

function MenuButton({ label }: { label: string }) {
  return (
    <Menu.Target>
      <ActionIcon variant="subtle" color="gray" size="sm" aria-label={label} data-testid="media-actions">
        <svg width={16} height={16} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
          <circle cx={5} cy={12} r={2} />
          <circle cx={12} cy={12} r={2} />
          <circle cx={19} cy={12} r={2} />
        </svg>
      </ActionIcon>
    </Menu.Target>
  );
}

/** A file's actions: details and editing, move or rename, crop (stills), delete. */
export function FileActionsMenu({ file, onAction }: { file: MediaFile; onAction(action: FileAction, file: MediaFile): void }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <MenuButton label={t('media.file.actions', { name: file.fileName })} />
      <Menu.Dropdown>
        <Menu.Item onClick={() => onAction('details', file)} data-testid="file-action-details">
          {t('media.file.details')}
        </Menu.Item>
        <Menu.Item onClick={() => onAction('move', file)} data-testid="file-action-move">
          {t('media.file.move')}
        </Menu.Item>
        {canCrop(file) && (
          <Menu.Item onClick={() => onAction('crop', file)} data-testid="file-action-crop">
            {t('media.file.crop')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => onAction('delete', file)} data-testid="file-action-delete">
          {t('common.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}

/** A folder's actions: move or rename, delete with everything in it. */
export function FolderActionsMenu({ folder, onAction }: { folder: MediaFolder; onAction(action: FolderAction, folder: MediaFolder): void }) {
  const { t } = useTranslation();
  return (
    <Menu position="bottom-end" withinPortal>
      <MenuButton label={t('media.folder.actions', { name: folder.folderName })} />
      <Menu.Dropdown>
        <Menu.Item onClick={() => onAction('move', folder)} data-testid="folder-action-move">
          {t('media.file.move')}
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => onAction('delete', folder)} data-testid="folder-action-delete">
          {t('common.delete')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
