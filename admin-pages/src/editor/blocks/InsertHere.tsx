import { ActionIcon, Group } from '@tessera/admin-kit/mantine';
import { Divider } from '@tessera/admin-kit/mantine-more';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon } from '@tessera/admin-kit';

/** The inserter's height (a card not built yet keeps its room). */
export const insertHeight = 24;

/** The inserter between two blocks: a quiet line with a button that adds a block at that place. */
export const InsertHere = memo(function InsertHere({ index, onInsert }: { index: number; onInsert(index: number): void }) {
  const { t } = useTranslation();
  return (
    <Group h={insertHeight} gap="xs" wrap="nowrap">
      <Divider variant="dashed" style={{ flex: 1 }} />
      <ActionIcon size="sm" radius="xl" variant="subtle" onClick={() => onInsert(index)} aria-label={t('pages.fields.blocks.insertHere', { position: index + 1 })} data-testid="insert-block-here">
        <Icon name="plus" size={14} />
      </ActionIcon>
      <Divider variant="dashed" style={{ flex: 1 }} />
    </Group>
  );
});
