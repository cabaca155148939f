import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { ActionIcon, Table } from '@tessera/admin-kit/mantine';
import { notifications } from '@mantine/notifications';
import { codedErrors } from '@tessera/admin-kit';
import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@tessera/admin-kit';

interface Item {
  id: number;
}

interface SortableRowsProps<T extends Item> {
  items: readonly T[];
  /** The row's name, for its handle and what screen readers hear while it moves. */
  nameOf(item: T): string;
  /** Prefix of the rows' test ids: `{testId}-row-{id}`. */
  testId: string;
  /** The row's cells after the handle. */
  cells(item: T): ReactNode;
  /** Stores the order (every id, in order); a refusal throws. */
  store(ids: number[]): Promise<unknown>;
  /** Reads the list again: after a stored order, and after a refused one (someone changed it). */
  reload(): Promise<unknown>;
}

function SortableRow<T extends Item>({ item, name, testId, busy, children }: { item: T; name: string; testId: string; busy: boolean; children: ReactNode }) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id, disabled: busy });
  return (
    <Table.Tr
      ref={setNodeRef}
      style={{
        transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined,
        transition,
        opacity: isDragging ? 0.5 : 1,
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
      }}
      data-testid={`${testId}-row-${item.id}`}
      data-row-id={item.id}
      data-name={name}
    >
      <Table.Td w={44}>
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray.8"
          aria-label={t('pages.siteContent.handle', { name })}
          style={{ cursor: busy ? 'progress' : 'grab', touchAction: 'none' }}
          data-testid={`${testId}-handle`}
          {...attributes}
          {...listeners}
        >
          <Icon name="grip" />
        </ActionIcon>
      </Table.Td>
      {children}
    </Table.Tr>
  );
}

/**
 * The rows of a site-content table in the site's order, moved by dragging a row's handle (dnd-kit,
 * pointer or keyboard: space, arrows, space). The new order shows at once and is stored whole;
 * when the server refuses it (a list someone changed meanwhile) a coded notification says so and
 * the list as it now is shows. The rows are locked while the order is on its way.
 */
export function SortableRows<T extends Item>({ items, nameOf, testId, cells, store, reload }: SortableRowsProps<T>) {
  const { t } = useTranslation();
  const [moved, setMoved] = useState<number[] | null>(null);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const byId = useMemo(() => new Map(items.map((item) => [item.id, item])), [items]);
  const shown = moved ? moved.map((id) => byId.get(id)).filter((item): item is T => item !== undefined) : items;
  const ids = shown.map((item) => item.id);
  const busy = moved !== null;

  const nameOfId = (id: unknown) => {
    const item = byId.get(Number(id));
    return item ? nameOf(item) : '';
  };
  const place = (id: unknown) => ({ position: ids.indexOf(Number(id)) + 1, count: ids.length });
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('pages.siteContent.dnd.started', { label: nameOfId(active.id), ...place(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('pages.siteContent.dnd.over', { label: nameOfId(active.id), ...place(over.id) }) : undefined),
    onDragEnd: ({ active, over }) => t('pages.siteContent.dnd.dropped', { label: nameOfId(active.id), ...place(over?.id ?? active.id) }),
    onDragCancel: ({ active }) => t('pages.siteContent.dnd.cancelled', { label: nameOfId(active.id) }),
  };

  const onDragEnd = async ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const order = arrayMove(ids, ids.indexOf(Number(active.id)), ids.indexOf(Number(over.id)));
    setMoved(order);
    try {
      await store(order);
    } catch (error) {
      notifications.show({
        color: 'red',
        title: t('pages.siteContent.reorderFailed'),
        message: codedErrors(error)
          .map((entry) => entry.code)
          .join(', '),
        closeButtonProps: { 'aria-label': t('common.close') },
      });
    }
    try {
      await reload();
    } finally {
      setMoved(null);
    }
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragEnd={(event) => void onDragEnd(event)}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('pages.siteContent.dnd.instructions') } }}
    >
      <SortableContext items={ids} strategy={verticalListSortingStrategy}>
        <Table.Tbody data-testid={`${testId}-rows`} data-busy={busy}>
          {shown.map((item) => (
            <SortableRow key={item.id} item={item} name={nameOf(item)} testId={testId} busy={busy}>
              {cells(item)}
            </SortableRow>
          ))}
        </Table.Tbody>
      </SortableContext>
    </DndContext>
  );
}
