import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragMoveEvent,
  type DragOverEvent,
  type DragStartEvent,
  type KeyboardCoordinateGetter,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { ActionIcon, Badge, Group, Menu, Paper, Stack, Text } from '@tessera/admin-kit/mantine';
import { memo, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@tessera/admin-kit';
import { readable } from '@tessera/admin-kit';
import { flattenTree, keyboardPlace, projectDrop, withoutDescendants, type FlatItem, type KeyboardMove, type Placement } from './menu-tree';
import type { MenuNode } from './menu-node';

/** How far right one level is drawn, and how far the pointer travels to nest one level deeper. */
export const indentWidth = 32;
/** Three levels: the top level and two under it. */
export const maxMenuDepth = 2;

export interface MenuTreeActions {
  move(id: number, placement: Placement): void;
  rename(node: MenuNode): void;
  remove(node: MenuNode): void;
  addUnder(node: MenuNode): void;
}

/** Arrow right and left nest the lifted item one level deeper or less deep; up and down move it as in any list. */
const menuKeyboardCoordinates: KeyboardCoordinateGetter = (event, args) => {
  if (event.code === 'ArrowRight' || event.code === 'ArrowLeft') {
    event.preventDefault();
    const { x, y } = args.currentCoordinates;
    return { x: x + (event.code === 'ArrowRight' ? indentWidth : -indentWidth), y };
  }
  return sortableKeyboardCoordinates(event, args);
};

interface RowProps {
  item: FlatItem<MenuNode>;
  depth: number;
  count: number;
  parentLabel: string | null;
  flat: readonly FlatItem<MenuNode>[];
  actions: MenuTreeActions;
  busy: boolean;
}

/** One menu item: its handle, label and target, and its actions (keyboard moves among them). */
const MenuRow = memo(function MenuRow({ item, depth, count, parentLabel, flat, actions, busy }: RowProps) {
  const { t } = useTranslation();
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: item.id, disabled: busy });
  const node = item.node;
  const target = node.page ? (node.path ?? `/${node.page.slug}`) : node.url;
  const can = (move: KeyboardMove) => keyboardPlace(flat, item.id, move, maxMenuDepth) !== null;
  const moveBy = (move: KeyboardMove) => {
    const placement = keyboardPlace(flat, item.id, move, maxMenuDepth);
    if (placement) actions.move(item.id, placement);
  };
  return (
    <Paper
      ref={setNodeRef}
      withBorder
      px="xs"
      py={6}
      ml={depth * indentWidth}
      role="listitem"
      aria-label={t('pages.menu.item', { label: node.label, level: depth + 1, position: item.index + 1, count })}
      style={{ transform: transform ? `translate3d(0, ${Math.round(transform.y)}px, 0)` : undefined, transition, opacity: isDragging ? 0.4 : 1 }}
      data-testid="menu-item"
      data-menu-id={item.id}
      data-depth={depth}
      data-parent-id={item.parentId ?? ''}
      data-label={node.label}
    >
      <Group gap="xs" wrap="nowrap">
        <ActionIcon
          ref={setActivatorNodeRef}
          variant="subtle"
          color="gray"
          aria-label={t('pages.menu.handle', { label: node.label })}
          style={{ cursor: 'grab', touchAction: 'none' }}
          data-testid="menu-item-handle"
          {...attributes}
          {...listeners}
        >
          <Icon name="grip" />
        </ActionIcon>
        <Text fw={600} size="sm" data-testid="menu-item-label">
          {node.label}
        </Text>
        <Text size="sm" c={readable.muted} truncate style={{ flex: 1, minWidth: 0 }} data-testid="menu-item-target">
          {target}
        </Text>
        {!node.page && node.url && (
          <Badge variant="default" size="sm">
            {t('pages.menu.external')}
          </Badge>
        )}
        {node.page && !node.page.published && (
          <Badge color="yellow.9" variant="light" size="sm">
            {t('pages.menu.unpublished')}
          </Badge>
        )}
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="subtle" color="gray" aria-label={t('pages.menu.actions', { label: node.label })} data-testid="menu-item-actions">
              <Icon name="more" />
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item onClick={() => actions.rename(node)} data-testid="menu-action-rename">
              {t('pages.menu.rename')}
            </Menu.Item>
            {depth < maxMenuDepth && (
              <Menu.Item onClick={() => actions.addUnder(node)} data-testid="menu-action-add-under">
                {t('pages.menu.addUnder', { label: node.label })}
              </Menu.Item>
            )}
            <Menu.Divider />
            <Menu.Item disabled={busy || !can('up')} onClick={() => moveBy('up')} data-testid="menu-action-up">
              {t('pages.menu.moveUp')}
            </Menu.Item>
            <Menu.Item disabled={busy || !can('down')} onClick={() => moveBy('down')} data-testid="menu-action-down">
              {t('pages.menu.moveDown')}
            </Menu.Item>
            <Menu.Item disabled={busy || !can('indent')} onClick={() => moveBy('indent')} data-testid="menu-action-indent">
              {t('pages.menu.indent')}
            </Menu.Item>
            {parentLabel !== null && (
              <Menu.Item disabled={busy} onClick={() => moveBy('outdent')} data-testid="menu-action-outdent">
                {t('pages.menu.outdent', { parent: parentLabel })}
              </Menu.Item>
            )}
            <Menu.Divider />
            <Menu.Item color="red.9" onClick={() => actions.remove(node)} data-testid="menu-action-remove">
              {t('pages.menu.remove')}
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      </Group>
    </Paper>
  );
});

/**
 * The menu tree as one sortable list (dnd-kit): an item is dragged with everything under it; the
 * pointer's sideways travel (or arrow right and left while lifted by keyboard) sets how deep it
 * lands, within what the rows above and below allow.
 */
export function MenuTreeList({ tree, actions, busy }: { tree: MenuNode[]; actions: MenuTreeActions; busy: boolean }) {
  const { t } = useTranslation();
  const flat = useMemo(() => flattenTree(tree), [tree]);
  const [activeId, setActiveId] = useState<number | null>(null);
  const [overId, setOverId] = useState<number | null>(null);
  const [offsetX, setOffsetX] = useState(0);
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: menuKeyboardCoordinates }));

  const shown = useMemo(() => (activeId === null ? flat : withoutDescendants(flat, activeId)), [flat, activeId]);
  const projected = activeId !== null && overId !== null ? projectDrop(flat, activeId, overId, Math.round(offsetX / indentWidth), maxMenuDepth) : null;
  const labelOf = (id: unknown) => flat.find((item) => item.id === id)?.node.label ?? '';
  const siblingsCount = useMemo(() => {
    const counts = new Map<number | null, number>();
    for (const item of flat) counts.set(item.parentId, (counts.get(item.parentId) ?? 0) + 1);
    return counts;
  }, [flat]);

  const reset = () => {
    setActiveId(null);
    setOverId(null);
    setOffsetX(0);
  };
  const announcements: Announcements = {
    onDragStart: ({ active }) => t('pages.menu.dnd.started', { label: labelOf(active.id) }),
    onDragOver: ({ active, over }) => (over ? t('pages.menu.dnd.over', { label: labelOf(active.id), over: labelOf(over.id) }) : undefined),
    onDragEnd: ({ active }) => t('pages.menu.dnd.dropped', { label: labelOf(active.id) }),
    onDragCancel: ({ active }) => t('pages.menu.dnd.cancelled', { label: labelOf(active.id) }),
  };
  const onDragEnd = () => {
    const moving = activeId;
    const placement = projected;
    reset();
    if (moving === null || !placement) return;
    const current = flat.find((item) => item.id === moving);
    if (current && current.parentId === placement.parentId && current.index === placement.position) return;
    actions.move(moving, placement);
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      onDragStart={({ active }: DragStartEvent) => {
        setActiveId(Number(active.id));
        setOverId(Number(active.id));
      }}
      onDragMove={({ delta }: DragMoveEvent) => setOffsetX(delta.x)}
      onDragOver={({ over }: DragOverEvent) => setOverId(over ? Number(over.id) : null)}
      onDragEnd={onDragEnd}
      onDragCancel={reset}
      accessibility={{ announcements, screenReaderInstructions: { draggable: t('pages.menu.dnd.instructions') } }}
    >
      <SortableContext items={shown.map((item) => item.id)} strategy={verticalListSortingStrategy}>
        <Stack gap={6} role="list" aria-label={t('pages.menu.title')} data-testid="menu-tree">
          {shown.map((item) => (
            <MenuRow
              key={item.id}
              item={item}
              depth={item.id === activeId && projected ? projected.depth : item.depth}
              count={siblingsCount.get(item.parentId) ?? 1}
              parentLabel={item.parentId === null ? null : labelOf(item.parentId)}
              flat={flat}
              actions={actions}
              busy={busy}
            />
          ))}
        </Stack>
      </SortableContext>
      <DragOverlay dropAnimation={null}>
        {activeId !== null && (
          <Paper shadow="md" px="sm" py={6} withBorder data-testid="menu-drag-overlay">
            <Text size="sm" fw={600}>
              {labelOf(activeId)}
            </Text>
          </Paper>
        )}
      </DragOverlay>
    </DndContext>
  );
}
