import { Group, TextInput } from '@tessera/admin-kit/mantine';
import { CloseButton, SegmentedControl } from '@tessera/admin-kit/mantine-more';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ViewMode = 'grid' | 'list';

/** The search box (files in the folder shown and below), the grid/list switch, and the screen's own buttons. */
export function BrowserToolbar({
  searchTerm,
  onSearch,
  view,
  onView,
  children,
}: {
  searchTerm: string;
  onSearch(term: string): void;
  view: ViewMode;
  onView(view: ViewMode): void;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Group justify="space-between" align="flex-end" gap="sm">
      <Group gap="sm" align="flex-end">
        <TextInput
          type="search"
          aria-label={t('media.search.label')}
          placeholder={t('media.search.placeholder')}
          value={searchTerm}
          onChange={(event) => onSearch(event.currentTarget.value)}
          onKeyDown={(event) => event.key === 'Escape' && onSearch('')}
          rightSection={searchTerm ? <CloseButton size="sm" aria-label={t('media.search.clear')} onClick={() => onSearch('')} /> : null}
          w={260}
          data-testid="media-search"
        />
        <SegmentedControl
          aria-label={t('media.view.label')}
          value={view}
          onChange={(value) => onView(value as ViewMode)}
          data={[
            { value: 'grid', label: t('media.view.grid') },
            { value: 'list', label: t('media.view.list') },
          ]}
          data-testid="media-view"
        />
      </Group>
      <Group gap="sm">{children}</Group>
    </Group>
  );
}
