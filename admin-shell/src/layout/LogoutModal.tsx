import { Alert, Button, Group, List, Modal, Text } from '@tessera/admin-kit/mantine';
import { discardUnsavedChanges, unsavedChangesMessages, useAuth, dialogActions } from '@tessera/admin-kit';
import { useTranslation } from 'react-i18next';

/**
 * SPEC §2: a title, a message, a confirm and a cancel button; confirm logs the user out.
 * SPEC §4: when a screen holds unsaved work (the page editor registers it in admin-kit), the
 * modal says what would be lost, in that screen's words, before the user confirms.
 */
export function LogoutModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { logout } = useAuth();
  const unsaved = opened ? unsavedChangesMessages() : [];
  return (
    <Modal opened={opened} onClose={onClose} title={t('logout.title')} centered data-testid="logout-modal">
      <Text mb="lg">{t('logout.message')}</Text>
      {unsaved.length > 0 && (
        <Alert color="orange" mb="lg" data-testid="logout-unsaved">
          <List size="sm">
            {unsaved.map((message) => (
              <List.Item key={message}>{message}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      <Group justify="flex-end" style={dialogActions}>
        <Button variant="default" onClick={onClose} data-testid="logout-cancel">
          {t('logout.cancel')}
        </Button>
        <Button
          color="red"
          data-testid="logout-confirm"
          onClick={async () => {
            onClose();
            discardUnsavedChanges();
            // Signed out, the route guard leaves for the sign-in page (a full page load).
            await logout();
          }}
        >
          {t('logout.confirm')}
        </Button>
      </Group>
    </Modal>
  );
}
