import { Button, Group, Modal, Stack, Text } from '@tessera/admin-kit/mantine';
import { Textarea } from '@tessera/admin-kit/mantine-more';
import { dialogActions } from '@tessera/admin-kit';
import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';

/** Asks for the requester's comment before a reusable block is saved and put up for review. */
export function RequestPublicationModal({ opened, busy, onClose, onRequest }: { opened: boolean; busy: boolean; onClose(): void; onRequest(comment: string): void }) {
  const { t } = useTranslation();
  const [comment, setComment] = useState('');
  useEffect(() => {
    if (opened) setComment('');
  }, [opened]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onRequest(comment.trim());
  };
  return (
    <Modal opened={opened} onClose={onClose} title={t('pages.reusable.request.title')} data-testid="reusable-request-modal">
      <form onSubmit={submit}>
        <Stack>
          <Text size="sm">{t('pages.reusable.request.intro')}</Text>
          <Textarea
            data-autofocus
            label={t('pages.reusable.request.comment')}
            value={comment}
            maxLength={2000}
            onChange={(event) => setComment(event.currentTarget.value)}
            autosize
            minRows={3}
            data-testid="reusable-request-comment-input"
          />
          <Group justify="flex-end" style={dialogActions}>
            <Button variant="default" onClick={onClose}>
              {t('common.cancel')}
            </Button>
            <Button type="submit" loading={busy} data-testid="reusable-request-send">
              {t('pages.reusable.request.send')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
