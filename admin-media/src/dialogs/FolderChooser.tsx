import { useQuery } from '@apollo/client/react';
import { Button, Group, Loader, Paper, Stack, Text } from '@tessera/admin-kit/mantine';
import { ErrorList, codedErrors } from '@tessera/admin-kit';
import { useTranslation } from 'react-i18next';
import { FolderBreadcrumbs } from '../browser/FolderBreadcrumbs';
import { KindIcon } from '../browser/KindIcon';
import { MediaDirectoryDocument } from '../generated/graphql';
import { isWithin } from '../paths/media-path';

/**
 * Chooses a destination folder by walking the library: the chosen folder's trail, then its
 * folders to go into. A folder being moved (and what lies below it) cannot be chosen.
 */
export function FolderChooser({ value, onChange, excluded, labelId }: { value: string; onChange(path: string): void; excluded?: string; labelId: string }) {
  const { t } = useTranslation();
  const { data, loading, error } = useQuery(MediaDirectoryDocument, { variables: { path: value }, fetchPolicy: 'network-only' });
  const folders = (data?.mediaDirectory.folders ?? []).filter((folder) => !excluded || !isWithin(folder.path, excluded));
  return (
    <Paper withBorder p="sm" role="group" aria-labelledby={labelId} data-testid="folder-chooser">
      <Stack gap="xs">
        <FolderBreadcrumbs path={value} onNavigate={onChange} />
        {loading && !data && <Loader size="sm" aria-label={t('media.loading')} />}
        {error && <ErrorList errors={codedErrors(error)} />}
        {data && folders.length === 0 && (
          <Text size="sm" c="dimmed">
            {t('media.move.noSubfolders')}
          </Text>
        )}
        <Group gap="xs">
          {folders.map((folder) => (
            <Button
              key={folder.path}
              variant="light"
              color="gray"
              size="xs"
              leftSection={<KindIcon kind="folder" size={18} />}
              onClick={() => onChange(folder.path)}
              aria-label={t('media.move.into', { name: folder.folderName })}
              data-testid="folder-chooser-folder"
            >
              {folder.folderName}
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}
