import type { FieldErrors } from '../errors/field-errors';
import {
  closestCenter,
  DndContext,
  DragOverlay,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Active,
  type Announcements,
  type DragEndEvent,
  type DragStartEvent,
  type Over,
  type UniqueIdentifier,
} from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { Alert, Button, Group, Paper, Stack, Text } from '@tessera/admin-kit/mantine';
import { errorMessage, useAuth } from '@tessera/admin-kit';
import { notifications } from '@mantine/notifications';
import { Fragment, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FieldEnvironmentContext, type FieldEnvironment } from '../fields/field-environment';
import type { EditorBlockType } from '@tessera/content-model';
import { useBlockKeys, type EditorBlock, type EditorStore } from '../state/editor-store';
import { BlockCard, type BlockActions } from './BlockCard';
import { anchorNamesOf, blockErrorsByKey, blockSummary, errorsOfBlock } from './block-list';
import { replaceBlock } from './replace-block';
import { BlockTypePicker } from './BlockTypePicker';
import { RemovedBlockNotice } from './RemovedBlockNotice';
import { ReusableBlocksContext, useReusableBlocksQuery } from '../reusable/reusable-blocks-context';
import { referenceTo } from '../reusable/reusable-reference';
import { SaveAsReusableModal } from '../reusable/SaveAsReusableModal';

/** What the Overview tab takes from the editor frame. */
export interface BlocksTabProps {
  store: EditorStore;
  /** The installation's block types (EditorConfig, narrowed with blockTypesOf). */
  blockTypes: EditorBlockType[];
  /** A refused store's errors: server property path → code. */
  errors: FieldErrors;
  /** The page's locale: internal links offer its pages. */
  pageLocale: string;
  readOnly?: boolean;
}

type PickerState = { mode: 'insert'; index: number } | { mode: 'replace'; key: string } | null;

/** A block taken out, kept so it can be put back where it was. */
interface Removed {
  block: EditorBlock;
  index: number;
  label: string;
}

/** Drag-and-drop of the cards by their handles, by pointer or keyboard, told to screen readers. */
function useBlockDnd(store: EditorStore, typesById: ReadonlyMap<string, EditorBlockType>) {
  const { t } = useTranslation();
  const [dragging, setDragging] = useState<string | null>(null);
  // A few pixels of travel before a drag starts, so a click on the handle stays a click.
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));
  const labelOf = (id: UniqueIdentifier) => {
    const block = store.block(String(id));
    return block ? (typesById.get(block.type)?.label ?? block.type) : '';
  };
  // Where a card is in the list as the drag sees it (its index when the list last rendered): a
  // drop is told before the moved list renders.
  const positionOf = (entry: Active | Over | null) => ((entry?.data.current as { sortable?: { index: number } } | undefined)?.sortable?.index ?? 0) + 1;
  const count = () => store.blockKeys().length;

  const announcements: Announcements = {
    onDragStart: ({ active }) => t('pages.fields.blocks.dnd.started', { label: labelOf(active.id), position: positionOf(active), count: count() }),
    onDragOver: ({ active, over }) =>
      over ? t('pages.fields.blocks.dnd.over', { label: labelOf(active.id), position: positionOf(over), count: count() }) : t('pages.fields.blocks.dnd.outside', { label: labelOf(active.id) }),
    onDragEnd: ({ active, over }) =>
      over
        ? t('pages.fields.blocks.dnd.dropped', { label: labelOf(active.id), position: positionOf(over), count: count() })
        : t('pages.fields.blocks.dnd.droppedOutside', { label: labelOf(active.id) }),
    onDragCancel: ({ active }) => t('pages.fields.blocks.dnd.cancelled', { label: labelOf(active.id), position: positionOf(active) }),
  };

  const onDragStart = ({ active }: DragStartEvent) => setDragging(String(active.id));
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    if (over && active.id !== over.id) store.moveBlock(String(active.id), store.blockKeys().indexOf(String(over.id)));
  };
  const context = {
    sensors,
    collisionDetection: closestCenter,
    onDragStart,
    onDragEnd,
    onDragCancel: () => setDragging(null),
    accessibility: { announcements, screenReaderInstructions: { draggable: t('pages.fields.blocks.dnd.instructions') } },
  };
  return { context, dragging, draggingLabel: dragging ? labelOf(dragging) : '' };
}

/**
 * The editor's Overview tab: the blocks of the version in order (SPEC §2 AddingBlock,
 * ReplaceBlock), each a card with its form; add from a searchable list of block types, replace,
 * reorder by drag and drop or by keyboard or buttons, duplicate, remove (with undo), collapse.
 * The list renders again only when blocks are added, removed or moved: a card follows its own
 * block.
 */
export function BlocksTab({ store, blockTypes, errors, pageLocale, readOnly = false }: BlocksTabProps) {
  const { t } = useTranslation();
  const keys = useBlockKeys(store);
  const typesById = useMemo(() => new Map(blockTypes.map((type) => [type.id, type])), [blockTypes]);
  // Errors arrive right after the store they answer, in the order it sent: read that order now.
  const errorsByKey = useMemo(() => blockErrorsByKey(errors, store.blockKeys()), [errors, store]);
  const environment = useMemo<FieldEnvironment>(() => ({ anchorNames: () => anchorNamesOf(store.allBlocks()), showChecks: errors.size > 0 }), [store, errors]);
  const [picker, setPicker] = useState<PickerState>(null);
  const [removed, setRemoved] = useState<Removed | null>(null);
  const dnd = useBlockDnd(store, typesById);
  // Reading them takes create-page, as inserting one does; without it references show as loading.
  const reusableBlocks = useReusableBlocksQuery(!useAuth().hasPermission('create-page'));
  const [savingAsReusable, setSavingAsReusable] = useState<string | null>(null);

  const actions = useMemo<BlockActions>(
    () => ({
      insertAt: (index) => setPicker({ mode: 'insert', index }),
      replace: (key) => setPicker({ mode: 'replace', key }),
      duplicate: (key) => store.duplicateBlock(key),
      move: (key, index) => store.moveBlock(key, index),
      toggle: (key, collapsed) => store.setCollapsed(key, collapsed),
      saveAsReusable: (key) => setSavingAsReusable(key),
      detach: (key, copy) => {
        store.updateBlock(key, () => copy);
        notifications.show({ color: 'blue', message: t('pages.reusable.reference.detached') });
      },
      remove: (key) => {
        const block = store.block(key);
        if (!block) return;
        setRemoved({ block, index: store.blockKeys().indexOf(key), label: typesById.get(block.type)?.label ?? block.type });
        store.removeBlock(key);
      },
    }),
    [store, typesById, t],
  );

  const pick = (type: EditorBlockType) => {
    if (picker?.mode === 'insert') {
      const key = store.addBlock({ type: type.id, props: structuredClone(type.defaultProps) }, picker.index);
      requestAnimationFrame(() => document.querySelector(`[data-block-key="${key}"]`)?.scrollIntoView({ block: 'nearest' }));
    }
    if (picker?.mode === 'replace') {
      const current = store.block(picker.key);
      if (current) store.updateBlock(picker.key, (block) => replaceBlock(block, typesById.get(current.type), type));
    }
    setPicker(null);
  };
  const insertReusable = (id: number) => {
    if (picker?.mode !== 'insert') return;
    const key = store.addBlock(referenceTo({ key: '', anchorPoint: '' }, id), picker.index);
    requestAnimationFrame(() => document.querySelector(`[data-block-key="${key}"]`)?.scrollIntoView({ block: 'nearest' }));
    setPicker(null);
  };
  const savedAsReusable = (id: number, published: boolean) => {
    const key = savingAsReusable;
    setSavingAsReusable(null);
    void reusableBlocks.refetch();
    // A draft is not shown by pages: the page keeps its own block until a publisher publishes it.
    if (key && published) store.updateBlock(key, (block) => referenceTo(block, id));
  };
  const savingBlock = savingAsReusable ? (store.block(savingAsReusable) ?? null) : null;
  const undoRemove = () => {
    if (removed) store.addBlock(removed.block, Math.min(removed.index, store.blockKeys().length));
    setRemoved(null);
  };
  const replacing = picker?.mode === 'replace' ? store.block(picker.key) : undefined;
  const listError = errors.get('blocks');
  const notice = removed && <RemovedBlockNotice label={removed.label} onUndo={undoRemove} onDismiss={() => setRemoved(null)} />;

  return (
    <ReusableBlocksContext.Provider value={reusableBlocks}>
      <FieldEnvironmentContext.Provider value={environment}>
        <Stack gap="xs" data-testid="blocks-tab">
          <Group justify="space-between">
            <Text size="sm" c="dimmed" data-testid="blocks-count">
              {t('pages.fields.blocks.count', { number: keys.length })}
            </Text>
            {keys.length > 0 && (
              <Group gap="xs">
                <Button size="xs" variant="default" onClick={() => store.setAllCollapsed(true)} data-testid="blocks-collapse-all">
                  {t('pages.fields.blocks.collapseAll')}
                </Button>
                <Button size="xs" variant="default" onClick={() => store.setAllCollapsed(false)} data-testid="blocks-expand-all">
                  {t('pages.fields.blocks.expandAll')}
                </Button>
              </Group>
            )}
          </Group>
          {listError && (
            <Alert color="red" role="alert" data-testid="blocks-error">
              {errorMessage(t, { code: listError, property: 'blocks' })}
            </Alert>
          )}
          {keys.length === 0 && !removed && (
            <Paper withBorder p="lg" radius="md" data-testid="blocks-empty">
              <Text c="dimmed" ta="center">
                {readOnly ? t('pages.fields.blocks.emptyReadOnly') : t('pages.fields.blocks.empty')}
              </Text>
            </Paper>
          )}
          <DndContext {...dnd.context}>
            <SortableContext items={keys as string[]} strategy={verticalListSortingStrategy} disabled={readOnly}>
              {keys.map((key, index) => (
                <Fragment key={key}>
                  {removed?.index === index && notice}
                  <BlockCard
                    store={store}
                    blockKey={key}
                    index={index}
                    count={keys.length}
                    typesById={typesById}
                    errors={errorsOfBlock(errorsByKey, key)}
                    pageLocale={pageLocale}
                    readOnly={readOnly}
                    actions={actions}
                  />
                </Fragment>
              ))}
            </SortableContext>
            <DragOverlay dropAnimation={null}>
              {dnd.dragging && (
                <Paper shadow="md" px="sm" py={6} withBorder data-testid="block-drag-overlay">
                  <Text size="sm" fw={600}>
                    {dnd.draggingLabel}
                  </Text>
                </Paper>
              )}
            </DragOverlay>
          </DndContext>
          {removed && removed.index >= keys.length && notice}
          {!readOnly && (
            <Group>
              <Button variant="default" onClick={() => actions.insertAt(keys.length)} data-testid="add-block">
                {t('pages.fields.blocks.add')}
              </Button>
            </Group>
          )}
        </Stack>
        <BlockTypePicker
          opened={picker !== null}
          title={replacing ? t('pages.fields.blocks.replaceTitle', { label: typesById.get(replacing.type)?.label ?? replacing.type }) : t('pages.fields.blocks.addTitle')}
          types={replacing ? blockTypes.filter((type) => type.id !== replacing.type) : blockTypes}
          onPick={pick}
          reusable={replacing ? undefined : { blocks: reusableBlocks.list, typesById, onPick: insertReusable }}
          onClose={() => setPicker(null)}
        />
        <SaveAsReusableModal
          block={savingBlock}
          suggestedName={savingBlock ? blockSummary(savingBlock, typesById.get(savingBlock.type)) || (typesById.get(savingBlock.type)?.label ?? '') : ''}
          onClose={() => setSavingAsReusable(null)}
          onSaved={savedAsReusable}
        />
      </FieldEnvironmentContext.Provider>
    </ReusableBlocksContext.Provider>
  );
}
