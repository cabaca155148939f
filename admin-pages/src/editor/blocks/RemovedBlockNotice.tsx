import { Alert, Button, Group, Text } from '@tessera/admin-kit/mantine';
import { useTranslation } from 'react-i18next';

/** Where a block was removed: says so, and puts it back on Undo (the focus lands on Undo). */
export function RemovedBlockNotice({ label, onUndo, onDismiss }: { label: string; onUndo(): void; onDismiss(): void }) {
  const { t } = useTranslation();
  return (
    <Alert color="gray" variant="light" py="xs" withCloseButton closeButtonLabel={t('common.close')} onClose={onDismiss} data-testid="block-removed">
      <Group justify="space-between" gap="sm">
        <Text size="sm" role="status">
          {t('pages.fields.blocks.removed', { label })}
        </Text>
        {/* Focus moves to Undo: the removed block's controls, where it was, are gone. */}
        {/* eslint-disable-next-line jsx-a11y/no-autofocus */}
        <Button size="xs" variant="white" autoFocus onClick={onUndo} data-testid="block-undo-remove">
          {t('pages.fields.blocks.undo')}
        </Button>
      </Group>
    </Alert>
  );
}
