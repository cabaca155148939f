import { Button, Group, Modal, Stack } from '@tessera/admin-kit/mantine';
import { dialogActions } from '@tessera/admin-kit';
import { Textarea } from '@tessera/admin-kit/mantine-more';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { actionColor } from '../colors';

/** The longest comment or feedback the server keeps. */
const maxLength = 2000;

export interface TextPromptProps {
  opened: boolean;
  title: string;
  label: string;
  description?: string;
  confirmLabel: string;
  busy: boolean;
  testId: string;
  onConfirm(text: string): void;
  onClose(): void;
}

/** Asks for the comment of a publication request or a reviewer's feedback, then confirms. */
export function TextPromptModal({ opened, title, label, description, confirmLabel, busy, testId, onConfirm, onClose }: TextPromptProps) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  useEffect(() => {
    if (opened) setText('');
  }, [opened]);
  return (
    <Modal opened={opened} onClose={onClose} title={title} data-testid={testId}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          onConfirm(text.trim());
        }}
      >
        <Stack>
          <Textarea
            label={label}
            description={description}
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            maxLength={maxLength}
            autosize
            minRows={3}
            data-autofocus
            data-testid={`${testId}-text`}
          />
          <Group justify="flex-end" style={dialogActions}>
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" color={actionColor} loading={busy} data-testid={`${testId}-confirm`}>
              {confirmLabel}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
