import { Button, Group, Modal, Text } from '@mantine/core';
import { useAuth } from '@tessera/admin-kit';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';

/** SPEC §2: a title, a message, a confirm and a cancel button; confirm logs the user out. */
export function LogoutModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const navigate = useNavigate();
  return (
    <Modal opened={opened} onClose={onClose} title={t('logout.title')} centered data-testid="logout-modal">
      <Text mb="lg">{t('logout.message')}</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={onClose} data-testid="logout-cancel">
          {t('logout.cancel')}
        </Button>
        <Button
          color="red"
          data-testid="logout-confirm"
          onClick={async () => {
            onClose();
            await logout();
            navigate('/login', { replace: true });
          }}
        >
          {t('logout.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
