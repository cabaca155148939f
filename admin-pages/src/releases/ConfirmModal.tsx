import { Button, Group, Modal, Stack, Text } from '@tessera/admin-kit/mantine';
import { dialogActions } from '@tessera/admin-kit';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks once more before a release goes live or is rolled back; Cancel has the focus. */
export function ConfirmModal(props: {
  opened: boolean;
  title: string;
  message: string;
  confirmLabel: string;
  color: string;
  busy: boolean;
  onConfirm(): void;
  onClose(): void;
  testId: string;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  return (
    <Modal opened={props.opened} onClose={props.onClose} title={props.title} centered data-testid={props.testId}>
      <Stack>
        <Text style={{ overflowWrap: 'anywhere' }}>{props.message}</Text>
        {props.children}
        <Group justify="flex-end" style={dialogActions}>
          <Button variant="default" onClick={props.onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color={props.color} onClick={props.onConfirm} loading={props.busy} data-testid={`${props.testId}-confirm`}>
            {props.confirmLabel}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
