import { Alert, Button, Group, Paper, Stack, Text } from '@tessera/admin-kit/mantine';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { previewPath } from './preview-path';

/**
 * The draft preview beside the editor, as the public site renders the latest stored version.
 * It shows what is stored, so it reloads after every save (a new version id) and says so while
 * there are unsaved changes.
 */
export function PreviewPanel({ versionId, dirty }: { versionId: number; dirty: boolean }) {
  const { t } = useTranslation();
  const [reloads, setReloads] = useState(0);
  return (
    <Paper withBorder radius="md" p="xs" data-testid="editor-preview-panel" style={{ position: 'sticky', top: 72 }}>
      <Stack gap="xs">
        <Group justify="space-between">
          <Text size="sm" fw={600}>
            {t('pages.editor.preview.panelTitle')}
          </Text>
          <Button size="compact-sm" variant="default" onClick={() => setReloads((count) => count + 1)}>
            {t('pages.editor.preview.reload')}
          </Button>
        </Group>
        {dirty && (
          <Alert color="yellow" variant="light" p="xs" data-testid="editor-preview-stale">
            <Text size="sm">{t('pages.editor.preview.saveFirst')}</Text>
          </Alert>
        )}
        <iframe
          key={`${versionId}-${reloads}`}
          src={previewPath(versionId)}
          title={t('pages.editor.preview.frameTitle')}
          style={{ width: '100%', height: '75vh', border: 0 }}
          data-testid="editor-preview-frame"
        />
      </Stack>
    </Paper>
  );
}
