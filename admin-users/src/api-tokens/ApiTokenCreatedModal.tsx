import { Button, Group, Modal, Stack, Text, TextInput } from '@tessera/admin-kit/mantine';
import { CopyButton } from '@tessera/admin-kit/mantine-more';
import { dialogActions } from '@tessera/admin-kit';
import { useTranslation } from 'react-i18next';

/** The token just made: the only time anyone sees it, to copy before the dialog closes. */
export function ApiTokenCreatedModal({ token, onClose }: { token: string | null; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal opened={token !== null} onClose={onClose} title={t('apiTokens.createdTitle')} size="lg" centered closeOnClickOutside={false}>
      <Stack>
        <Text fw={600} data-testid="api-token-shown-once">
          {t('apiTokens.shownOnce')}
        </Text>
        <Group align="flex-end" wrap="nowrap">
          <TextInput
            label={t('apiTokens.tokenLabel')}
            value={token ?? ''}
            readOnly
            autoComplete="off"
            spellCheck={false}
            onFocus={(event) => event.currentTarget.select()}
            styles={{ input: { fontFamily: 'var(--mantine-font-family-monospace)' } }}
            style={{ flex: 1 }}
            data-testid="api-token-value"
          />
          <CopyButton value={token ?? ''}>
            {({ copied, copy }) => (
              <Button variant="light" onClick={copy} aria-live="polite" data-testid="api-token-copy">
                {copied ? t('apiTokens.copied') : t('apiTokens.copy')}
              </Button>
            )}
          </CopyButton>
        </Group>
        <Group justify="flex-end" style={dialogActions}>
          <Button onClick={onClose} data-autofocus data-testid="api-token-done">
            {t('apiTokens.done')}
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
