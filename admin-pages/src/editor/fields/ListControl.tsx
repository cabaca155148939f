import { ActionIcon, Button, Group, Paper, Stack, Text } from '@tessera/admin-kit/mantine';
import { Fieldset } from '@tessera/admin-kit/mantine-more';
import { memo, useCallback, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { ControlProps } from './control-props';
import { Icon } from '@tessera/admin-kit';
import type { ListField } from '@tessera/content-model';
import { FieldsGroup, type GroupShared } from './FieldsGroup';
import { reorderedSlots, slotChanges } from './slots';

/** Stable keys for a list's items while they move, so each keeps its own form state. */
function useItemIds(count: number) {
  const ids = useRef<string[]>([]);
  const next = useRef(0);
  while (ids.current.length < count) ids.current.push(`item-${next.current++}`);
  if (ids.current.length > count) ids.current = ids.current.slice(0, count);
  return ids;
}

interface ListItemProps {
  list: ListField<string>;
  index: number;
  count: number;
  path: string;
  item: Record<string, unknown>;
  shared: GroupShared;
  canRemove: boolean;
  onItemChange(index: number, name: string, value: unknown): void;
  onMove(index: number, to: number): void;
  onRemove(index: number): void;
}

const ListItem = memo(function ListItem({ list, index, count, path, item, shared, canRemove, onItemChange, onMove, onRemove }: ListItemProps) {
  const { t } = useTranslation();
  const onChange = useCallback((name: string, value: unknown) => onItemChange(index, name, value), [index, onItemChange]);
  const position = { position: index + 1, count };
  return (
    <Paper withBorder p="sm" radius="sm" data-testid="list-item" data-index={index}>
      <Group justify="space-between" mb="xs" wrap="nowrap">
        <Text size="sm" fw={600}>
          {t('pages.fields.list.item', position)}
        </Text>
        {!shared.readOnly && (
          <Group gap={4} wrap="nowrap">
            <ActionIcon variant="subtle" color="gray" disabled={index === 0} onClick={() => onMove(index, index - 1)} aria-label={t('pages.fields.list.moveUp', position)} data-testid="list-item-up">
              <Icon name="up" />
            </ActionIcon>
            <ActionIcon
              variant="subtle"
              color="gray"
              disabled={index === count - 1}
              onClick={() => onMove(index, index + 1)}
              aria-label={t('pages.fields.list.moveDown', position)}
              data-testid="list-item-down"
            >
              <Icon name="down" />
            </ActionIcon>
            <ActionIcon variant="subtle" color="red" disabled={!canRemove} onClick={() => onRemove(index)} aria-label={t('pages.fields.list.remove', position)} data-testid="list-item-remove">
              <Icon name="remove" />
            </ActionIcon>
          </Group>
        )}
      </Group>
      <FieldsGroup fields={list.fields} value={item} path={path} onChange={onChange} shared={shared} />
    </Paper>
  );
});

function limitsText(t: (key: string, options?: Record<string, unknown>) => string, field: ListField<string>): string | undefined {
  if (field.minItems !== undefined && field.maxItems !== undefined) return t('pages.fields.list.limitsBoth', { min: field.minItems, max: field.maxItems });
  if (field.minItems !== undefined) return t('pages.fields.list.limitsMin', { min: field.minItems });
  if (field.maxItems !== undefined) return t('pages.fields.list.limitsMax', { max: field.maxItems });
  return undefined;
}

/**
 * A list field: one sub-form per item, added, removed and moved up or down within the list's
 * minimum and maximum. Image and file slots inside the items move and go with their item.
 */
export function ListControl({ field, path, value, onChange, error, onTouched, shared }: ControlProps<ListField<string>> & { shared: GroupShared }) {
  const { t } = useTranslation();
  const items = value ?? [];
  const ids = useItemIds(items.length);
  const latest = useRef({ items, shared });
  latest.current = { items, shared };

  /** The items in a new order (`order[newIndex]` = old index), their slots along with them. */
  const rearrange = useCallback(
    (order: number[]) => {
      const {
        items: current,
        shared: { images, files, onSlotChange },
      } = latest.current;
      ids.current = order.map((oldIndex) => ids.current[oldIndex]);
      onChange(
        field.name,
        order.map((oldIndex) => current[oldIndex]),
      );
      for (const [slot, image] of slotChanges(images, reorderedSlots(images, path, order))) onSlotChange?.(slot, 'image', image);
      for (const [slot, file] of slotChanges(files, reorderedSlots(files, path, order))) onSlotChange?.(slot, 'file', file);
      onTouched();
    },
    [field.name, ids, onChange, onTouched, path],
  );
  const onMove = useCallback(
    (index: number, to: number) => {
      const order = latest.current.items.map((_, i) => i);
      order.splice(index, 1);
      order.splice(to, 0, index);
      rearrange(order);
    },
    [rearrange],
  );
  const onRemove = useCallback((index: number) => rearrange(latest.current.items.map((_, i) => i).filter((i) => i !== index)), [rearrange]);
  const onItemChange = useCallback(
    (index: number, name: string, itemValue: unknown) =>
      onChange(
        field.name,
        latest.current.items.map((item, i) => (i === index ? { ...item, [name]: itemValue } : item)),
      ),
    [field.name, onChange],
  );

  const canAdd = field.maxItems === undefined || items.length < field.maxItems;
  const canRemove = field.minItems === undefined || items.length > field.minItems;
  const limits = limitsText(t, field);
  return (
    <Fieldset legend={field.label} variant="unstyled" data-testid={`field-${path}`}>
      <Stack gap="xs">
        {(field.help || limits) && (
          <Text size="xs" c="dimmed">
            {[field.help, limits].filter(Boolean).join(' · ')}
          </Text>
        )}
        {items.length === 0 && (
          <Text size="sm" c="dimmed" data-testid="list-empty">
            {t('pages.fields.list.empty')}
          </Text>
        )}
        {items.map((item, index) => (
          <ListItem
            key={ids.current[index]}
            list={field}
            index={index}
            count={items.length}
            path={`${path}.${index}`}
            item={item}
            shared={shared}
            canRemove={canRemove}
            onItemChange={onItemChange}
            onMove={onMove}
            onRemove={onRemove}
          />
        ))}
        {error && (
          <Text size="sm" c="red.8" role="alert" data-testid="list-error">
            {error}
          </Text>
        )}
        {!shared.readOnly && (
          <Group>
            <Button size="xs" variant="default" disabled={!canAdd} onClick={() => onChange(field.name, [...items, {}])} data-testid={`field-${path}-add`}>
              {t('pages.fields.list.add')}
            </Button>
          </Group>
        )}
      </Stack>
    </Fieldset>
  );
}
