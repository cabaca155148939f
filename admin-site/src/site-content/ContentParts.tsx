import { Badge, Button, Group, Loader, Modal, Paper, Stack, Text, Title } from '@tessera/admin-kit/mantine';
import { Image } from '@tessera/admin-kit/mantine-more';
import { imagePreviewUrl, type BlockImage } from '@tessera/admin-kit/fields';
import { notifications } from '@mantine/notifications';
import { ActionErrors, codedErrors, ErrorList, readable, dialogActions, type ErrorEntry } from '@tessera/admin-kit';
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A green "saved" notification whose close button is named (axe: button-name). */
export function showSaved(message: string, closeLabel: string): void {
  notifications.show({ color: 'green', message, closeButtonProps: { 'aria-label': closeLabel } });
}

/** Loading and load-failure of a screen's query, with a retry; nothing once the data is there. */
export function LoadState({ loading, error, failedMessage, onRetry }: { loading: boolean; error: unknown; failedMessage: string; onRetry(): void }) {
  const { t } = useTranslation();
  if (error) {
    return (
      <Stack gap="xs" data-testid="content-load-failed">
        <ActionErrors message={failedMessage} errors={codedErrors(error)} />
        <Group>
          <Button size="xs" variant="default" onClick={onRetry}>
            {t('common.retry')}
          </Button>
        </Group>
      </Stack>
    );
  }
  if (loading) return <Loader size="sm" aria-label={t('app.loading')} data-testid="content-loading" />;
  return null;
}

/** "Active" or "Inactive", readable on striped rows. */
export function ActiveBadge({ active }: { active: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge color={active ? 'teal.9' : 'gray.7'} variant="filled" data-testid="active-badge">
      {active ? t('pages.siteContent.active') : t('pages.siteContent.inactive')}
    </Badge>
  );
}

/** A row's image as the site crops it, small; "No image" without one. */
export function ImageCell({ image }: { image: BlockImage | undefined }) {
  const { t } = useTranslation();
  if (!image) {
    return (
      <Text size="sm" c={readable.muted}>
        {t('pages.siteContent.noImage')}
      </Text>
    );
  }
  return <Image src={imagePreviewUrl(image, 160)} alt={image.altText || image.fileName} w={56} h={42} fit="cover" radius="sm" loading="lazy" />;
}

/** What an empty list says. */
export function EmptyList({ children }: { children: ReactNode }) {
  return (
    <Text c={readable.muted} data-testid="content-empty">
      {children}
    </Text>
  );
}

/** Edit and delete buttons of a row, named after the row for screen readers. */
export function RowActions({ name, testId, onEdit, onDelete }: { name: string; testId: string; onEdit(): void; onDelete(): void }) {
  const { t } = useTranslation();
  return (
    <Group gap="xs" wrap="nowrap">
      <Button size="xs" variant="default" onClick={onEdit} aria-label={t('pages.siteContent.editNamed', { name })} data-testid={`${testId}-edit`}>
        {t('common.edit')}
      </Button>
      <Button size="xs" variant="default" c={readable.danger} onClick={onDelete} aria-label={t('pages.siteContent.deleteNamed', { name })} data-testid={`${testId}-delete`}>
        {t('common.delete')}
      </Button>
    </Group>
  );
}

interface EditorCardProps {
  title: string;
  testId: string;
  saving: boolean;
  /** Errors no field shows (the others are shown on their fields). */
  formErrors: ErrorEntry[];
  onSubmit(): void;
  onCancel(): void;
  children: ReactNode;
}

/**
 * The editor of one item, above the list: its heading takes the focus when it opens so keyboard
 * and screen reader users land in it; Save submits, Cancel closes it.
 */
export function EditorCard({ title, testId, saving, formErrors, onSubmit, onCancel, children }: EditorCardProps) {
  const { t } = useTranslation();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSubmit();
  };
  return (
    <Paper withBorder p="md" component="section" aria-label={title} data-testid={testId}>
      <form onSubmit={submit} noValidate>
        <Stack gap="sm">
          <Title order={2} size="h3" ref={heading} tabIndex={-1}>
            {title}
          </Title>
          {children}
          <ErrorList errors={formErrors} />
          <Group>
            <Button type="submit" loading={saving} color={readable.primary} data-testid={`${testId}-save`}>
              {t('common.save')}
            </Button>
            <Button variant="default" onClick={onCancel} data-testid={`${testId}-cancel`}>
              {t('common.cancel')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** Asks before deleting `name`; shows the server's reasons when the delete fails. */
export function ConfirmDelete({ name, testId, onConfirm, onClose }: { name: string | null; testId: string; onConfirm(): Promise<void>; onClose(): void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  useEffect(() => setErrors([]), [name]);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } catch (error) {
      setErrors(codedErrors(error));
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal opened={name !== null} onClose={onClose} title={t('pages.siteContent.deleteTitle', { name: name ?? '' })} closeButtonProps={{ 'aria-label': t('common.close') }} data-testid={testId}>
      <Stack>
        <Text>{t('pages.siteContent.deleteMessage', { name: name ?? '' })}</Text>
        <ActionErrors message={t('pages.siteContent.deleteFailed')} errors={errors} />
        <Group justify="flex-end" style={dialogActions}>
          <Button variant="default" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button color={readable.danger} loading={busy} onClick={() => void confirm()} data-testid={`${testId}-confirm`}>
            {t('common.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
