import { Alert, Anchor, Button, Center, Loader, Stack, Text } from '@tessera/admin-kit/mantine';
import { ErrorList, type ErrorEntry } from '@tessera/admin-kit';
import { useTranslation } from 'react-i18next';
import { Link } from '@tessera/admin-kit/router';

/** While the page, its version and the editor configuration load. */
export function EditorLoading() {
  const { t } = useTranslation();
  return (
    <Center p="xl" data-testid="page-editor-loading">
      <Loader aria-label={t('pages.editor.loading')} />
    </Center>
  );
}

/** The page does not exist (PM_01), or the address names no page. */
export function EditorNotFound() {
  const { t } = useTranslation();
  return (
    <Alert color="orange" role="alert" data-testid="page-editor-not-found">
      <Stack align="flex-start" gap="xs">
        <Text fw={700}>{t('pages.editor.notFound.title')}</Text>
        <Text>{t('pages.editor.notFound.message')}</Text>
        <Anchor component={Link} to="/">
          {t('pages.editor.notFound.back')}
        </Anchor>
      </Stack>
    </Alert>
  );
}

/** Loading failed for another reason: the translated codes and a retry. */
export function EditorLoadFailed({ errors, onRetry }: { errors: ErrorEntry[]; onRetry(): void }) {
  const { t } = useTranslation();
  return (
    <Stack align="flex-start" data-testid="page-editor-failed">
      <ErrorList errors={errors} />
      <Button variant="default" onClick={onRetry}>
        {t('common.retry')}
      </Button>
    </Stack>
  );
}
