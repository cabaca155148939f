import { Modal, ScrollArea, Text, TextInput } from '@tessera/admin-kit/mantine';
import { matchingReusableBlocks, type EditorReusableBlock } from '../reusable/reusable-reference';
import { Combobox, useCombobox } from '@tessera/admin-kit/mantine-more';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorBlockType } from '@tessera/content-model';
import { matchingBlockTypes } from './block-list';

interface BlockTypePickerProps {
  opened: boolean;
  title: string;
  types: readonly EditorBlockType[];
  onPick(type: EditorBlockType): void;
  /** The reusable blocks offered below the types (inserting only); picking one inserts a reference. */
  reusable?: { blocks: readonly EditorReusableBlock[]; typesById: ReadonlyMap<string, EditorBlockType>; onPick(id: number): void };
  onClose(): void;
}

// Option values say what they are: a block type's id and a reusable block's id live side by side.
const typeValue = (id: string) => `type:${id}`;
const reusableValue = (id: number) => `reusable:${id}`;

/**
 * The block types with their labels and descriptions, searchable, in a dialog (AddingBlock and
 * ReplaceBlock): type to narrow the list, arrows to move, Enter or a click to take one.
 */
export function BlockTypePicker({ opened, title, types, onPick, reusable, onClose }: BlockTypePickerProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const combobox = useCombobox({ opened: true });
  const found = matchingBlockTypes(types, query);
  const foundReusable = reusable ? matchingReusableBlocks(reusable.blocks, reusable.typesById, query) : [];

  useEffect(() => {
    if (opened) setQuery('');
  }, [opened]);
  useEffect(() => {
    if (opened) combobox.selectFirstOption();
  }, [opened, query]); // eslint-disable-line react-hooks/exhaustive-deps

  const pick = (value: string) => {
    if (value.startsWith('reusable:')) return reusable?.onPick(Number(value.slice('reusable:'.length)));
    const type = types.find((candidate) => typeValue(candidate.id) === value);
    if (type) onPick(type);
  };

  return (
    <Modal opened={opened} onClose={onClose} title={title} size="lg" data-testid="block-type-picker">
      <Combobox store={combobox} onOptionSubmit={pick}>
        <Combobox.EventsTarget>
          <TextInput
            data-autofocus
            aria-label={t('pages.fields.blocks.searchTypes')}
            placeholder={t('pages.fields.blocks.searchTypes')}
            value={query}
            onChange={(event) => setQuery(event.currentTarget.value)}
            // The list is always open, so the combobox keeps Escape from the dialog: close it here.
            onKeyDown={(event) => event.key === 'Escape' && onClose()}
            data-testid="block-type-search"
          />
        </Combobox.EventsTarget>
        {/* The options are not focusable (the search field moves through them), so the list that
            scrolls is, for a keyboard to scroll it (axe scrollable-region-focusable). */}
        <ScrollArea.Autosize mah="60vh" mt="sm" type="auto" viewportProps={{ tabIndex: 0 }}>
          <Combobox.Options aria-label={title}>
            {found.length === 0 && foundReusable.length === 0 ? (
              <Combobox.Empty>{t('pages.fields.blocks.noTypes')}</Combobox.Empty>
            ) : (
              found.map((type) => (
                <Combobox.Option value={typeValue(type.id)} key={type.id} data-testid="block-type-option" data-type={type.id}>
                  <Text size="sm" fw={600}>
                    {type.label}
                  </Text>
                  {type.description && (
                    <Text size="xs" c="dimmed">
                      {type.description}
                    </Text>
                  )}
                </Combobox.Option>
              ))
            )}
            {foundReusable.length > 0 && (
              <Combobox.Group label={t('pages.reusable.reference.group')} data-testid="reusable-option-group">
                {foundReusable.map((block) => (
                  <Combobox.Option value={reusableValue(block.id)} key={block.id} data-testid="reusable-option" data-id={block.id}>
                    <Text size="sm" fw={600}>
                      {block.name}
                    </Text>
                    <Text size="xs" c="dimmed">
                      {reusable!.typesById.get(block.type)?.label ?? block.type}
                      {!block.published && ` · ${t('pages.reusable.reference.notPublishedShort')}`}
                    </Text>
                  </Combobox.Option>
                ))}
              </Combobox.Group>
            )}
          </Combobox.Options>
        </ScrollArea.Autosize>
      </Combobox>
    </Modal>
  );
}
