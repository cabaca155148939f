import { Group, SimpleGrid, Text } from '@tessera/admin-kit/mantine';
import { Card, UnstyledButton } from '@tessera/admin-kit/mantine-more';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../format';
import type { MediaFileFieldsFragment as MediaFile, MediaFolderFieldsFragment as MediaFolder } from '../generated/graphql';
import { DragHandle, FolderDropTarget } from './dnd';
import { FileThumb } from './FileThumb';
import type { MediaItemsProps } from './media-items';

const thumbHeight = 120;

function FolderCard({ folder, props }: { folder: MediaFolder; props: MediaItemsProps }) {
  const { t } = useTranslation();
  const card = (
    <Card withBorder padding="xs" radius="md" data-testid="media-folder" data-path={folder.path}>
      <UnstyledButton onClick={() => props.onOpenFolder(folder)} aria-label={t('media.folder.open', { name: folder.folderName })} data-testid="media-folder-open">
        <Card.Section>
          <FileThumb file={{ id: 0, kind: 'folder' }} size={thumbHeight} />
        </Card.Section>
      </UnstyledButton>
      <Group justify="space-between" wrap="nowrap" gap={4} mt="xs">
        <Text size="sm" fw={500} truncate="end" title={folder.folderName}>
          {folder.folderName}
        </Text>
        <Group gap={2} wrap="nowrap">
          {props.draggable && <DragHandle id={`drag-folder:${folder.path}`} item={{ kind: 'folder', folder }} label={t('media.drag.handle', { name: folder.folderName })} />}
          {props.folderMenu?.(folder)}
        </Group>
      </Group>
    </Card>
  );
  return props.draggable ? <FolderDropTarget folder={{ path: folder.path, name: folder.folderName }}>{card}</FolderDropTarget> : card;
}

function FileCard({ file, props }: { file: MediaFile; props: MediaItemsProps }) {
  const { t, i18n } = useTranslation();
  const selected = props.selectedId === file.id;
  return (
    <Card withBorder padding="xs" radius="md" data-testid="media-file" data-file-name={file.fileName} style={selected ? { outline: '2px solid var(--mantine-color-blue-6)' } : undefined}>
      <UnstyledButton
        onClick={() => props.onOpenFile(file)}
        onDoubleClick={() => props.onActivateFile?.(file)}
        aria-label={props.fileLabel(file)}
        aria-pressed={props.selectedId === undefined ? undefined : selected}
        data-testid="media-file-open"
      >
        <Card.Section>
          <FileThumb file={file} size={thumbHeight} />
        </Card.Section>
      </UnstyledButton>
      <Group justify="space-between" wrap="nowrap" gap={4} mt="xs">
        <div style={{ minWidth: 0 }}>
          <Text size="sm" fw={500} truncate="end" title={file.fileName}>
            {file.fileName}
          </Text>
          <Text size="xs" c="dimmed" truncate="end">
            {props.withFileFolders ? file.path : [t(`media.kinds.${file.kind}`, { defaultValue: file.kind }), formatFileSize(file.size, i18n.language)].filter(Boolean).join(' · ')}
          </Text>
        </div>
        <Group gap={2} wrap="nowrap">
          {props.draggable && <DragHandle id={`drag-file:${file.id}`} item={{ kind: 'file', file }} label={t('media.drag.handle', { name: file.fileName })} />}
          {props.fileMenu?.(file)}
        </Group>
      </Group>
    </Card>
  );
}

/** The grid view: folders first, then files, each a card with a picture. */
export function MediaGrid(props: MediaItemsProps) {
  return (
    <SimpleGrid cols={{ base: 2, sm: 3, md: 4, lg: 5 }} spacing="sm" data-testid="media-grid">
      {props.folders.map((folder) => (
        <FolderCard key={folder.path} folder={folder} props={props} />
      ))}
      {props.files.map((file) => (
        <FileCard key={file.id} file={file} props={props} />
      ))}
    </SimpleGrid>
  );
}
