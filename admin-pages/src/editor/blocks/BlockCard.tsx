import type { FieldErrors } from '../errors/field-errors';
import { useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Alert, Badge, Group, Menu, Stack, Text } from '@tessera/admin-kit/mantine';
import { UnstyledButton } from '@tessera/admin-kit/mantine-more';
import { useMergedRef } from '@mantine/hooks';
import { memo, useCallback, useId, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@tessera/admin-kit';
import { fieldErrorText } from '../fields/field-environment';
import type { EditorBlockType } from '@tessera/content-model';
import { FieldsForm } from '../fields/FieldsForm';
import { useNearScreen } from '../fields/use-near-screen';
import { reusableBlockType, reusableRefOf } from '@tessera/content-model';
import { ReferenceBody } from '../reusable/ReferenceBody';
import { useReusableBlocks } from '../reusable/reusable-blocks-context';
import { useBlock, useCollapsed, type BlockFile, type BlockImage, type EditorBlock, type EditorStore } from '../state/editor-store';
import { AnchorPointInput } from './AnchorPointInput';
import { blockSummary, estimatedBodyHeight, withSlot } from './block-list';
import { InsertHere, insertHeight } from './InsertHere';
import { useSelectedBlock } from './use-selected-block';

/** What a card asks the list to do; one object for all cards, so a card re-renders only for its block. */
export interface BlockActions {
  insertAt(index: number): void;
  replace(key: string): void;
  remove(key: string): void;
  duplicate(key: string): void;
  move(key: string, index: number): void;
  toggle(key: string, collapsed: boolean): void;
  /** Keep the block as a reusable block (asks for a name). */
  saveAsReusable(key: string): void;
  /** A reference becomes this normal block (its published copy). */
  detach(key: string, copy: EditorBlock): void;
}

/**
 * The first cards are built whole at once; the others, on a long page, as a light stand-in (the
 * type and summary, the form's room kept) until they come within a screen or so of the view.
 */
const eagerCards = 4;
const nearMargin = '800px 0px';
/** The header's height, the same built or not, so nothing moves when a card is built. */
const headerHeight = 40;

interface BlockCardProps {
  store: EditorStore;
  blockKey: string;
  index: number;
  count: number;
  typesById: ReadonlyMap<string, EditorBlockType>;
  /** This block's share of a refused store's errors (`props.title`, `anchorPoint`, …). */
  errors: FieldErrors;
  pageLocale: string;
  readOnly: boolean;
  actions: BlockActions;
}

type Sortable = ReturnType<typeof useSortable>;

/** The drag handle: pointer, or keyboard (space or enter, the arrows, space again). */
const DragHandle = memo(function DragHandle({ setActivatorNodeRef, listeners, attributes, label }: Pick<Sortable, 'setActivatorNodeRef' | 'listeners' | 'attributes'> & { label: string }) {
  return (
    <ActionIcon ref={setActivatorNodeRef} variant="subtle" color="gray" aria-label={label} style={{ cursor: 'grab', touchAction: 'none' }} data-testid="block-handle" {...attributes} {...listeners}>
      <Icon name="grip" />
    </ActionIcon>
  );
});

/**
 * The card's other actions. The menu itself is built the first time it is opened: a long page
 * has a card per block, and most menus are never opened.
 */
const BlockMenu = memo(function BlockMenu({ blockKey, label, reference, actions }: { blockKey: string; label: string; reference: boolean; actions: BlockActions }) {
  const { t } = useTranslation();
  const [opened, setOpened] = useState(false);
  const [built, setBuilt] = useState(false);
  const build = () => {
    setBuilt(true);
    setOpened(true);
  };
  const trigger = (
    <ActionIcon variant="subtle" color="gray" aria-label={t('pages.fields.blocks.actions', { label })} aria-haspopup="menu" onClick={built ? undefined : build} data-testid="block-actions">
      <Icon name="more" />
    </ActionIcon>
  );
  if (!built) return trigger;
  return (
    <Menu opened={opened} onChange={setOpened} position="bottom-end" withinPortal>
      <Menu.Target>{trigger}</Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => actions.duplicate(blockKey)} data-testid="block-duplicate">
          {t('pages.fields.blocks.duplicate')}
        </Menu.Item>
        {!reference && (
          <Menu.Item onClick={() => actions.replace(blockKey)} data-testid="block-replace">
            {t('pages.fields.blocks.replace')}
          </Menu.Item>
        )}
        {!reference && (
          <Menu.Item onClick={() => actions.saveAsReusable(blockKey)} data-testid="block-save-as-reusable">
            {t('pages.reusable.saveAs.action')}
          </Menu.Item>
        )}
        <Menu.Divider />
        <Menu.Item color="red" onClick={() => actions.remove(blockKey)} data-testid="block-remove">
          {t('pages.fields.blocks.remove')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
});

interface BlockHeaderProps {
  blockKey: string;
  index: number;
  count: number;
  label: string;
  summary: string;
  collapsed: boolean;
  bodyId: string;
  problems: number;
  readOnly: boolean;
  reference: boolean;
  actions: BlockActions;
  handle: Pick<Sortable, 'setActivatorNodeRef' | 'listeners' | 'attributes'>;
}

/** A built card's header: handle, collapse toggle with type and summary, problems, move and more actions. */
const BlockHeader = memo(function BlockHeader({ blockKey, index, count, label, summary, collapsed, bodyId, problems, readOnly, reference, actions, handle }: BlockHeaderProps) {
  const { t } = useTranslation();
  const position = { position: index + 1, count, label };
  return (
    <Group gap="xs" px="sm" h={headerHeight} wrap="nowrap" bg="var(--mantine-color-default-hover)" style={{ borderRadius: 'var(--mantine-radius-md) var(--mantine-radius-md) 0 0' }}>
      {!readOnly && <DragHandle {...handle} label={t('pages.fields.blocks.drag', position)} />}
      <UnstyledButton
        onClick={() => actions.toggle(blockKey, !collapsed)}
        aria-expanded={!collapsed}
        aria-controls={bodyId}
        style={{ flex: 1, minWidth: 0, display: 'flex', alignItems: 'center', gap: 'var(--mantine-spacing-xs)' }}
        data-testid="block-toggle"
      >
        <Icon name={collapsed ? 'chevronRight' : 'chevronDown'} />
        <Text fw={600} size="sm" style={{ flexShrink: 0 }} data-testid="block-label">
          {label}
        </Text>
        {summary && (
          <Text size="sm" c="dimmed" truncate data-testid="block-summary">
            {summary}
          </Text>
        )}
      </UnstyledButton>
      {problems > 0 && (
        <Badge color="red.8" variant="filled" aria-label={t('pages.fields.blocks.problems', { number: problems })} data-testid="block-problems">
          {problems}
        </Badge>
      )}
      {!readOnly && (
        <Group gap={2} wrap="nowrap">
          <ActionIcon
            variant="subtle"
            color="gray"
            disabled={index === 0}
            onClick={() => actions.move(blockKey, index - 1)}
            aria-label={t('pages.fields.blocks.moveUp', position)}
            data-testid="block-up"
          >
            <Icon name="up" />
          </ActionIcon>
          <ActionIcon
            variant="subtle"
            color="gray"
            disabled={index === count - 1}
            onClick={() => actions.move(blockKey, index + 1)}
            aria-label={t('pages.fields.blocks.moveDown', position)}
            data-testid="block-down"
          >
            <Icon name="down" />
          </ActionIcon>
          <BlockMenu blockKey={blockKey} label={label} reference={reference} actions={actions} />
        </Group>
      )}
    </Group>
  );
});

/** The look of a card (Mantine's Paper with a border), on a plain element: a long page has hundreds. */
const cardStyle: CSSProperties = { border: '1px solid var(--mantine-color-default-border)', borderRadius: 'var(--mantine-radius-md)', background: 'var(--mantine-color-body)' };

const distantHeaderStyle: CSSProperties = {
  height: headerHeight,
  lineHeight: `${headerHeight}px`,
  padding: '0 var(--mantine-spacing-sm)',
  fontSize: 'var(--mantine-font-size-sm)',
  fontWeight: 600,
  whiteSpace: 'nowrap',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  background: 'var(--mantine-color-default-hover)',
};

/**
 * A card's style as it is laid out: the browser skips the layout and painting of a card off
 * screen (`content-visibility: auto`), counting it at its last real height, or before it was ever
 * shown, at the height its form is estimated to take. Drag and drop still measures such a card.
 */
function cardLayoutStyle(bodyHeight: number, transform: Sortable['transform'], transition: string | undefined, isDragging: boolean): CSSProperties {
  return {
    ...cardStyle,
    contentVisibility: 'auto',
    containIntrinsicSize: `auto ${headerHeight + bodyHeight + 2}px`,
    transform: CSS.Translate.toString(transform),
    transition,
    opacity: isDragging ? 0.4 : undefined,
    position: 'relative',
    zIndex: isDragging ? 1 : undefined,
  };
}

/** The card picked in the live preview. */
const selectedStyle: CSSProperties = { outline: '2px solid var(--mantine-color-blue-7)', outlineOffset: 2 };

/** A card not built yet shows its type and summary at the header's height. */
function DistantHeader({ label, summary }: { label: string; summary: string }) {
  return (
    <div style={distantHeaderStyle}>
      {label} <span style={{ fontWeight: 400, color: 'var(--mantine-color-dimmed)' }}>{summary}</span>
    </div>
  );
}

/**
 * One block of the version, with the inserter above it: its type and a summary, the handle and
 * buttons that move, copy, replace or remove it, and, unless collapsed, its anchor point and the
 * form of its type. Subscribes to its own block only: a keystroke elsewhere does not render it.
 */
export const BlockCard = memo(function BlockCard({ store, blockKey, index, count, typesById, errors, pageLocale, readOnly, actions }: BlockCardProps) {
  const { t } = useTranslation();
  const block = useBlock(store, blockKey);
  const collapsed = useCollapsed(store, blockKey);
  const sortable = useSortable({ id: blockKey, disabled: readOnly });
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, transform, transition, isDragging } = sortable;
  const handle = useMemo(() => ({ setActivatorNodeRef, listeners, attributes }), [setActivatorNodeRef, listeners, attributes]);
  const bodyId = useId();
  const built = useNearScreen<HTMLElement>({ watch: true, initially: index < eagerCards, rootMargin: nearMargin });
  const picked = useSelectedBlock(store, blockKey);
  const ref = useMergedRef(setNodeRef, built.ref, picked.ref);
  const onChange = useCallback((name: string, value: unknown) => store.setBlockProp(blockKey, name, value), [store, blockKey]);
  const onSlotChange = useCallback(
    (path: string, kind: 'image' | 'file', value: BlockImage | BlockFile | null) => store.updateBlock(blockKey, (current) => withSlot(current, path, kind, value)),
    [store, blockKey],
  );
  const reusableBlocks = useReusableBlocks();
  const onDetach = useCallback((copy: EditorBlock) => actions.detach(blockKey, copy), [actions, blockKey]);
  if (!block) return null;

  const type = typesById.get(block.type);
  const reference = block.type === reusableBlockType;
  const label = reference ? t('pages.reusable.reference.label') : (type?.label ?? block.type);
  const summary = reference ? (reusableBlocks.byId.get(reusableRefOf(block) ?? 0)?.name ?? '') : blockSummary(block, type);
  const blockError = errors.get('');
  const layout = cardLayoutStyle(collapsed ? 0 : estimatedBodyHeight(block, type), transform, transition, isDragging);
  const style = picked.selected ? { ...layout, ...selectedStyle } : layout;

  return (
    <>
      {!readOnly && (built.near ? <InsertHere index={index} onInsert={actions.insertAt} /> : <div style={{ height: insertHeight }} />)}
      <section
        ref={ref}
        aria-label={t('pages.fields.blocks.card', { position: index + 1, count, label })}
        style={style}
        data-testid="block"
        data-block-key={blockKey}
        data-block-type={block.type}
        data-collapsed={collapsed || undefined}
        data-selected={picked.selected || undefined}
        tabIndex={-1}
      >
        {built.near ? (
          <BlockHeader
            blockKey={blockKey}
            index={index}
            count={count}
            label={label}
            summary={summary}
            collapsed={collapsed}
            bodyId={bodyId}
            problems={errors.size}
            readOnly={readOnly}
            reference={reference}
            actions={actions}
            handle={handle}
          />
        ) : (
          <DistantHeader label={label} summary={summary} />
        )}
        {!collapsed && !built.near && <div id={bodyId} style={{ height: estimatedBodyHeight(block, type) }} />}
        {!collapsed && built.near && (
          <Stack id={bodyId} gap="sm" p="sm" data-testid="block-body">
            {blockError && (
              <Alert color="red" role="alert" py="xs">
                {fieldErrorText(t, blockError, label)}
              </Alert>
            )}
            {reference ? (
              <ReferenceBody block={block} typesById={typesById} readOnly={readOnly} onDetach={onDetach} />
            ) : type ? (
              <FieldsForm
                fields={type.fields}
                value={block.props}
                onChange={onChange}
                images={block.__images}
                files={block.__files}
                onSlotChange={onSlotChange}
                errors={errors}
                errorPrefix="props"
                pageLocale={pageLocale}
                readOnly={readOnly}
              />
            ) : (
              <Alert color="yellow" data-testid="block-unknown-type">
                {t('pages.fields.blocks.unknownType', { type: block.type })}
              </Alert>
            )}
            <AnchorPointInput store={store} blockKey={blockKey} anchorPoint={block.anchorPoint} serverCode={errors.get('anchorPoint')} readOnly={readOnly} />
          </Stack>
        )}
      </section>
    </>
  );
});
