import { Modal, ScrollArea, Text, TextInput } from '@tessera/admin-kit/mantine';
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
  onClose(): void;
}

/**
 * The block types with their labels and descriptions, searchable, in a dialog (AddingBlock and
 * ReplaceBlock): type to narrow the list, arrows to move, Enter or a click to take one.
 */
export function BlockTypePicker({ opened, title, types, onPick, onClose }: BlockTypePickerProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const combobox = useCombobox({ opened: true });
  const found = matchingBlockTypes(types, query);

  useEffect(() => {
    if (opened) setQuery('');
  }, [opened]);
  useEffect(() => {
    if (opened) combobox.selectFirstOption();
  }, [opened, query]); // eslint-disable-line react-hooks/exhaustive-deps

  const pick = (id: string) => {
    const type = types.find((candidate) => candidate.id === id);
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
            data-testid="block-type-search"
          />
        </Combobox.EventsTarget>
        <ScrollArea.Autosize mah="60vh" mt="sm" type="auto">
          <Combobox.Options aria-label={title}>
            {found.length === 0 ? (
              <Combobox.Empty>{t('pages.fields.blocks.noTypes')}</Combobox.Empty>
            ) : (
              found.map((type) => (
                <Combobox.Option value={type.id} key={type.id} data-testid="block-type-option" data-type={type.id}>
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
          </Combobox.Options>
        </ScrollArea.Autosize>
      </Combobox>
    </Modal>
  );
}
