import { Group, Table, Text } from '@tessera/admin-kit/mantine';
import { UnstyledButton } from '@tessera/admin-kit/mantine-more';
import { useTranslation } from 'react-i18next';
import { formatDimensions, formatFileSize } from '../format';
import type { MediaFileFieldsFragment as MediaFile, MediaFolderFieldsFragment as MediaFolder } from '../generated/graphql';
import { DragHandle, FolderDropTarget } from './dnd';
import { KindIcon } from './KindIcon';
import type { MediaItemsProps } from './media-items';

function FolderRow({ folder, props }: { folder: MediaFolder; props: MediaItemsProps }) {
  const { t } = useTranslation();
  const name = (
    <UnstyledButton onClick={() => props.onOpenFolder(folder)} aria-label={t('media.folder.open', { name: folder.folderName })} data-testid="media-folder-open">
      <Group gap="xs" wrap="nowrap">
        <KindIcon kind="folder" size={24} />
        <Text size="sm" fw={500}>
          {folder.folderName}
        </Text>
      </Group>
    </UnstyledButton>
  );
  return (
    <Table.Tr data-testid="media-folder" data-path={folder.path}>
      <Table.Td>{props.draggable ? <FolderDropTarget folder={{ path: folder.path, name: folder.folderName }}>{name}</FolderDropTarget> : name}</Table.Td>
      <Table.Td>{t('media.kinds.folder')}</Table.Td>
      <Table.Td />
      <Table.Td />
      {props.withFileFolders && <Table.Td />}
      <Table.Td>
        <Group gap={2} wrap="nowrap" justify="flex-end">
          {props.draggable && <DragHandle id={`drag-folder:${folder.path}`} item={{ kind: 'folder', folder }} label={t('media.drag.handle', { name: folder.folderName })} />}
          {props.folderMenu?.(folder)}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

function FileRow({ file, props }: { file: MediaFile; props: MediaItemsProps }) {
  const { t, i18n } = useTranslation();
  const selected = props.selectedId === file.id;
  return (
    <Table.Tr data-testid="media-file" data-file-name={file.fileName} bg={selected ? 'blue.0' : undefined}>
      <Table.Td>
        <UnstyledButton
          onClick={() => props.onOpenFile(file)}
          onDoubleClick={() => props.onActivateFile?.(file)}
          aria-label={props.fileLabel(file)}
          aria-pressed={props.selectedId === undefined ? undefined : selected}
          data-testid="media-file-open"
        >
          <Group gap="xs" wrap="nowrap">
            <KindIcon kind={file.kind} size={24} />
            <Text size="sm" fw={500}>
              {file.fileName}
            </Text>
          </Group>
        </UnstyledButton>
      </Table.Td>
      <Table.Td>{t(`media.kinds.${file.kind}`, { defaultValue: file.kind })}</Table.Td>
      <Table.Td>{formatFileSize(file.size, i18n.language)}</Table.Td>
      <Table.Td>{formatDimensions(file.width, file.height)}</Table.Td>
      {props.withFileFolders && <Table.Td>{file.path}</Table.Td>}
      <Table.Td>
        <Group gap={2} wrap="nowrap" justify="flex-end">
          {props.draggable && <DragHandle id={`drag-file:${file.id}`} item={{ kind: 'file', file }} label={t('media.drag.handle', { name: file.fileName })} />}
          {props.fileMenu?.(file)}
        </Group>
      </Table.Td>
    </Table.Tr>
  );
}

/** The list view: a table of folders and files with type, size and dimensions. */
export function MediaTable(props: MediaItemsProps) {
  const { t } = useTranslation();
  return (
    <Table.ScrollContainer minWidth={640}>
      <Table verticalSpacing="xs" highlightOnHover data-testid="media-table">
        <Table.Thead>
          <Table.Tr>
            <Table.Th>{t('media.columns.name')}</Table.Th>
            <Table.Th>{t('media.columns.type')}</Table.Th>
            <Table.Th>{t('media.columns.size')}</Table.Th>
            <Table.Th>{t('media.columns.dimensions')}</Table.Th>
            {props.withFileFolders && <Table.Th>{t('media.columns.folder')}</Table.Th>}
            <Table.Th ta="right">{t('common.actions')}</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {props.folders.map((folder) => (
            <FolderRow key={folder.path} folder={folder} props={props} />
          ))}
          {props.files.map((file) => (
            <FileRow key={file.id} file={file} props={props} />
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
