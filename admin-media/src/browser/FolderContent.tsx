import { Alert, Button, Center, Group, Loader, Stack, Text } from '@tessera/admin-kit/mantine';
import { errorMessage } from '@tessera/admin-kit';
import { useTranslation } from 'react-i18next';
import type { MediaFileFieldsFragment as MediaFile } from '../generated/graphql';
import { rootPath } from '../paths/media-path';
import type { LibraryState } from './library-state';
import type { MediaItemsProps } from './media-items';
import { MediaGrid } from './MediaGrid';
import { MediaTable } from './MediaTable';
import type { ViewMode } from './BrowserToolbar';

type ItemProps = Omit<MediaItemsProps, 'folders' | 'files' | 'withFileFolders'>;

/**
 * What a folder holds, or what the search found in it and below, in the grid or the list view,
 * with the loading, empty and failed states of each (SPEC §4: a failure to load says so).
 */
export function FolderContent({
  state,
  view,
  items,
  showFile = () => true,
  onRetry,
  onNavigate,
}: {
  state: LibraryState;
  view: ViewMode;
  items: ItemProps;
  /** Which files this screen lists (the picker's image slots show images only). */
  showFile?(file: MediaFile): boolean;
  onRetry(): void;
  onNavigate(path: string): void;
}) {
  const { t } = useTranslation();
  const Items = view === 'grid' ? MediaGrid : MediaTable;

  if (state.results !== null || state.searchStatus === 'searching') {
    const found = (state.results ?? []).filter(showFile);
    return (
      <Stack gap="xs" data-testid="media-search-results" aria-busy={state.searchStatus === 'searching'}>
        <Text size="sm" c="dimmed" aria-live="polite" data-testid="media-search-summary">
          {state.searchStatus === 'searching'
            ? t('media.search.searching')
            : state.searchStatus === 'failed'
              ? t('media.search.failed')
              : t('media.search.found', { total: found.length, term: state.searchTerm.trim() })}
        </Text>
        {state.searchStatus === 'ready' && found.length === 0 && <Text data-testid="media-no-results">{t('media.search.noResults', { term: state.searchTerm.trim() })}</Text>}
        {found.length > 0 && <Items {...items} folders={[]} files={found} withFileFolders />}
      </Stack>
    );
  }

  if (state.status === 'loading') {
    return (
      <Center p="xl">
        <Loader aria-label={t('media.loading')} />
      </Center>
    );
  }

  if (state.status === 'failed') {
    return (
      <Alert color="red" role="alert" title={t('media.loadFailed')} data-testid="media-load-failed">
        <Stack gap="xs" align="flex-start">
          {state.errors.map((error, index) => (
            <Text key={`${error.code}-${index}`} size="sm">
              {errorMessage(t, error)}
            </Text>
          ))}
          <Group gap="xs">
            <Button size="xs" variant="light" onClick={onRetry}>
              {t('common.retry')}
            </Button>
            {state.path !== rootPath && (
              <Button size="xs" variant="subtle" onClick={() => onNavigate(rootPath)}>
                {t('media.toRoot')}
              </Button>
            )}
          </Group>
        </Stack>
      </Alert>
    );
  }

  const files = state.files.filter(showFile);
  if (state.folders.length === 0 && files.length === 0) {
    return (
      <Text c="dimmed" py="xl" ta="center" data-testid="media-empty">
        {t('media.empty')}
      </Text>
    );
  }
  return <Items {...items} folders={state.folders} files={files} />;
}
