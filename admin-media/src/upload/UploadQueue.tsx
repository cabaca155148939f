import { Button, Group, Paper, Stack, Text, Title } from '@tessera/admin-kit/mantine';
import { CloseButton, Progress } from '@tessera/admin-kit/mantine-more';
import { errorMessage } from '@tessera/admin-kit';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { formatFileSize } from '../format';
import { isFinished, type UploadItem } from './upload-queue';

/** The server's advice codes on a kept image, in words. */
function warningText(t: TFunction, warning: string): string {
  if (warning === 'image-dimensions-above-recommended') return t('media.upload.warningDimensions');
  if (warning === 'image-size-above-recommended') return t('media.upload.warningSize');
  return warning;
}

function statusText(t: TFunction, item: UploadItem): string {
  switch (item.status) {
    case 'uploading':
      return t('media.upload.uploading', { percent: Math.round(item.progress * 100) });
    case 'done':
      return t('media.upload.done');
    case 'cancelled':
      return t('media.upload.cancelled');
    case 'refused':
      return t('media.upload.refused');
    case 'failed':
      return t('media.upload.failed');
  }
}

const colors: Record<UploadItem['status'], string> = { uploading: 'blue', done: 'green', cancelled: 'gray', refused: 'red', failed: 'red' };

/** Each upload with its progress bar, its state in words, and a cancel button while it is sent. */
export function UploadQueue({ items, onCancel, onClear }: { items: UploadItem[]; onCancel(key: string): void; onClear(): void }) {
  const { t, i18n } = useTranslation();
  if (items.length === 0) return null;
  return (
    <Paper withBorder p="sm" component="section" aria-labelledby="media-uploads-title" data-testid="upload-queue">
      <Group justify="space-between" mb="xs">
        <Title order={2} size="h5" id="media-uploads-title">
          {t('media.upload.queue')}
        </Title>
        {items.some(isFinished) && (
          <Button size="compact-xs" variant="subtle" onClick={onClear} data-testid="upload-clear">
            {t('media.upload.clear')}
          </Button>
        )}
      </Group>
      <Stack gap="xs">
        {items.map((item) => (
          <div key={item.key} data-testid="upload-item" data-status={item.status} data-file-name={item.fileName}>
            <Group justify="space-between" wrap="nowrap" gap="xs">
              <Text size="sm" truncate="end" fw={500}>
                {item.fileName}{' '}
                <Text span size="xs" c="dimmed">
                  {formatFileSize(item.size, i18n.language)}
                </Text>
              </Text>
              <Group gap={4} wrap="nowrap">
                <Text size="xs" c={item.status === 'uploading' ? 'dimmed' : colors[item.status]} aria-live="polite" data-testid="upload-status">
                  {statusText(t, item)}
                </Text>
                {item.status === 'uploading' && <CloseButton size="sm" onClick={() => onCancel(item.key)} aria-label={t('media.upload.cancel', { name: item.fileName })} data-testid="upload-cancel" />}
              </Group>
            </Group>
            <Progress.Root size="sm" mt={4}>
              <Progress.Section value={Math.round(item.progress * 100)} color={colors[item.status]} aria-label={t('media.upload.progress', { name: item.fileName })} data-testid="upload-progress" />
            </Progress.Root>
            {item.errors.map((error, index) => (
              <Text key={`${error.code}-${index}`} size="xs" c="red" role="alert">
                {errorMessage(t, error)}
              </Text>
            ))}
            {item.warnings.map((warning) => (
              <Text key={warning} size="xs" c="orange.8">
                {warningText(t, warning)}
              </Text>
            ))}
          </div>
        ))}
      </Stack>
    </Paper>
  );
}
