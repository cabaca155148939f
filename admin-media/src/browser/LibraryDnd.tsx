import { DndContext, DragOverlay, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type DragStartEvent } from '@dnd-kit/core';
import { Paper, Text } from '@tessera/admin-kit/mantine';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { dragName, type DragItem, type DropFolder } from './dnd';

const itemOf = (data: unknown) => data as DragItem | undefined;
const folderOf = (data: unknown) => data as DropFolder | undefined;

/**
 * Drag-and-drop of files and folders onto folders (cards, rows and the breadcrumbs), by pointer
 * or keyboard, told to screen readers in the interface language.
 */
export function LibraryDnd({ onDrop, children }: { onDrop(item: DragItem, target: DropFolder): void; children: ReactNode }) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState<DragItem | null>(null);
  // A few pixels of travel before a drag starts, so a click on the handle stays a click.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor));

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('media.drag.started', { name: dragName(itemOf(active.data.current)!) }),
    onDragOver: ({ active, over }) => {
      const name = dragName(itemOf(active.data.current)!);
      const folder = folderOf(over?.data.current);
      return folder ? t('media.drag.over', { name, folder: folder.name }) : t('media.drag.notOver', { name });
    },
    onDragEnd: ({ active, over }) => {
      const name = dragName(itemOf(active.data.current)!);
      const folder = folderOf(over?.data.current);
      return folder ? t('media.drag.dropped', { name, folder: folder.name }) : t('media.drag.droppedNowhere', { name });
    },
    onDragCancel: ({ active }) => t('media.drag.cancelled', { name: dragName(itemOf(active.data.current)!) }),
  };

  const start = ({ active }: DragStartEvent) => setDragging(itemOf(active.data.current) ?? null);
  const end = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const item = itemOf(active.data.current);
    const folder = folderOf(over?.data.current);
    if (item && folder) onDrop(item, folder);
  };

  return (
    <DndContext
      sensors={sensors}
      onDragStart={start}
      onDragEnd={end}
      onDragCancel={() => setDragging(null)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('media.drag.instructions') } }}
    >
      {children}
      <DragOverlay dropAnimation={null}>
        {dragging && (
          <Paper shadow="md" px="sm" py={6} withBorder data-testid="drag-overlay">
            <Text size="sm" fw={500}>
              {dragName(dragging)}
            </Text>
          </Paper>
        )}
      </DragOverlay>
    </DndContext>
  );
}
