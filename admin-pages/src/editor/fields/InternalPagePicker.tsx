import { useQuery } from '@apollo/client/react';
import { Group, Loader, Text, TextInput } from '@tessera/admin-kit/mantine';
import { Combobox, useCombobox } from '@tessera/admin-kit/mantine-more';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkDefaultLocaleDocument, LinkTargetPagesDocument } from '../../generated/graphql';
import { publicPathOf } from './link-value';

interface InternalPagePickerProps {
  /** The path the link points at now ('' for none). */
  href: string;
  /** Only pages of the page's own locale are offered. */
  locale: string;
  error: string | null;
  required: boolean;
  readOnly: boolean;
  testId: string;
  onPick(href: string): void;
  onBlur(): void;
}

/**
 * The target of an internal link: search the pages of the locale by title or slug and pick one;
 * the link stores the page's public path (what the site serves and what "update links to this
 * page" rewrites).
 */
export function InternalPagePicker({ href, locale, error, required, readOnly, testId, onPick, onBlur }: InternalPagePickerProps) {
  const { t } = useTranslation();
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const [search, setSearch] = useState('');
  const [term] = useDebouncedValue(search.trim(), 300);
  const settings = useQuery(LinkDefaultLocaleDocument);
  const pages = useQuery(LinkTargetPagesDocument, { variables: { locale, searchTerm: term }, skip: term === '' });
  const defaultLocale = settings.data?.settings.defaultLocale ?? locale;
  const found = term === '' ? [] : (pages.data?.searchPages ?? []);

  const pick = (path: string) => {
    onPick(path);
    setSearch('');
    combobox.closeDropdown();
  };

  const status = pages.loading ? t('pages.fields.link.searching') : pages.error ? t('pages.fields.link.searchFailed') : t('pages.fields.link.noPages');
  return (
    <Combobox store={combobox} onOptionSubmit={pick}>
      <Combobox.Target>
        <TextInput
          label={t('pages.fields.link.page')}
          placeholder={t('pages.fields.link.pagePlaceholder')}
          description={href ? t('pages.fields.link.linksTo', { href }) : t('pages.fields.link.noPage')}
          value={search}
          error={error}
          withAsterisk={required}
          readOnly={readOnly}
          rightSection={pages.loading ? <Loader size={14} /> : undefined}
          onChange={(event) => {
            setSearch(event.currentTarget.value);
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
          }}
          onFocus={() => search && combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            onBlur();
          }}
          data-testid={testId}
        />
      </Combobox.Target>
      <Combobox.Dropdown hidden={search.trim() === ''}>
        <Combobox.Options data-testid={`${testId}-options`}>
          {found.length === 0 && <Combobox.Empty>{status}</Combobox.Empty>}
          {found.map((page) => {
            const path = publicPathOf(page, defaultLocale);
            return (
              <Combobox.Option value={path} key={page.id} data-testid="link-page-option">
                <Group justify="space-between" wrap="nowrap" gap="sm">
                  <Text size="sm" truncate>
                    {page.title}
                  </Text>
                  <Text size="xs" c="dimmed" truncate>
                    {path}
                  </Text>
                </Group>
              </Combobox.Option>
            );
          })}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
