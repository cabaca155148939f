import { useApolloClient, useMutation } from '@apollo/client/react';
import { Button, Group, Modal, Stack, Text } from '@tessera/admin-kit/mantine';
import { notifications } from '@mantine/notifications';
import { codedErrors, dialogActions, type ErrorEntry } from '@tessera/admin-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { OverviewDeletePageDocument, type OverviewPageFieldsFragment } from '../generated/graphql';
import { ActionErrors } from '@tessera/admin-kit';
import { readable } from '@tessera/admin-kit';

/**
 * Asks before deleting a page (with its versions and requests), warns when that takes it off the
 * site or when it is its locale's home or not-found page (whose slug is fixed), and shows a
 * refusal's coded errors (a published page needs publish-page).
 */
export function DeletePageModal(props: { page: OverviewPageFieldsFragment | null; opened: boolean; onClose: () => void; onDeleted: () => void }) {
  const { t } = useTranslation();
  const client = useApolloClient();
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const [deletePage, deleting] = useMutation(OverviewDeletePageDocument);
  const { page } = props;

  useEffect(() => {
    if (props.opened) setErrors([]);
  }, [props.opened]);

  const confirm = async () => {
    if (!page) return;
    setErrors([]);
    try {
      await deletePage({ variables: { id: page.id } });
      // Screens that read this page (an open editor tab, the translations of others) must not show it any more.
      client.cache.evict({ id: client.cache.identify({ __typename: 'Page', id: page.id }) });
      client.cache.gc();
      notifications.show({ color: 'green', message: t('pages.overview.delete.deleted', { title: page.title }) });
      props.onDeleted();
    } catch (error) {
      setErrors(codedErrors(error));
    }
  };

  return (
    <Modal opened={props.opened} onClose={props.onClose} title={t('pages.overview.delete.title')} centered data-testid="delete-page-modal">
      <Stack>
        <ActionErrors message={t('pages.overview.delete.failed')} errors={errors} testId="delete-page-errors" />
        <Text>{t('pages.overview.delete.confirm', { title: page?.title ?? '', slug: page?.slug ?? '' })}</Text>
        {page?.status === 'published' && (
          <Text c={readable.danger} fw={500}>
            {t('pages.overview.delete.published')}
          </Text>
        )}
        {page?.slugLock === 'fixed' && (
          <Text c={readable.danger} fw={500} data-testid="delete-page-structural">
            {t('pages.overview.delete.structural')}
          </Text>
        )}
        <Group justify="flex-end" style={dialogActions}>
          <Button variant="default" onClick={props.onClose} data-autofocus>
            {t('common.cancel')}
          </Button>
          <Button color={readable.danger} onClick={() => void confirm()} loading={deleting.loading} data-testid="confirm-delete-page">
            {t('common.delete')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
