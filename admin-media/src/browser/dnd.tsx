import { useDraggable, useDroppable } from '@dnd-kit/core';
import { ActionIcon } from '@tessera/admin-kit/mantine';
import { Box } from '@tessera/admin-kit/mantine-more';
import type { ReactNode } from 'react';
import type { MediaFileFieldsFragment as MediaFile, MediaFolderFieldsFragment as MediaFolder } from '../generated/graphql';

/** What is being dragged (the data of a draggable) and where it may land (a folder's path). */
export type DragItem = { kind: 'file'; file: MediaFile } | { kind: 'folder'; folder: MediaFolder };
export interface DropFolder {
  path: string;
  /** The folder's name as the screen shows it (the root's is translated). */
  name: string;
}

export function dragName(item: DragItem): string {
  return item.kind === 'file' ? item.file.fileName : item.folder.folderName;
}

/** A folder (card, row or breadcrumb) that files and folders can be dropped onto; outlined while one is above it. */
export function FolderDropTarget({ folder, children }: { folder: DropFolder; children: ReactNode }) {
  const { setNodeRef, isOver } = useDroppable({ id: `drop:${folder.path}`, data: folder });
  return (
    <Box
      ref={setNodeRef}
      data-drop-over={isOver || undefined}
      data-testid="folder-drop-target"
      style={{ borderRadius: 'var(--mantine-radius-md)', outline: isOver ? '2px solid var(--mantine-color-blue-6)' : undefined, outlineOffset: 2 }}
    >
      {children}
    </Box>
  );
}

/**
 * The handle that picks an item up, by pointer or keyboard (space or enter, then the arrow
 * keys): the card's other buttons keep their own meaning.
 */
export function DragHandle({ id, item, label }: { id: string; item: DragItem; label: string }) {
  const { setNodeRef, listeners, attributes, isDragging } = useDraggable({ id, data: item });
  return (
    <ActionIcon
      ref={setNodeRef}
      variant="subtle"
      color="gray"
      size="sm"
      aria-label={label}
      data-testid="drag-handle"
      style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
      {...attributes}
      {...listeners}
    >
      <svg width={14} height={14} viewBox="0 0 24 24" fill="currentColor" aria-hidden="true">
        {[6, 12, 18].flatMap((y) => [9, 15].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r={1.6} />))}
      </svg>
    </ActionIcon>
  );
}
