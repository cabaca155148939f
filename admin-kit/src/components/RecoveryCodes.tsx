import { useTranslation } from 'react-i18next';
import { Button, CopyButton, List, Stack, Text } from './mantine-lean';

/**
 * The ten recovery codes, shown once (after setting up two-factor sign-in or renewing them): the
 * list to write down, a button that copies them all. Leaving is the caller's button, so nobody
 * leaves the codes behind by accident.
 */
export function RecoveryCodes({ codes }: { codes: string[] }) {
  const { t } = useTranslation();
  return (
    <Stack gap="sm" data-testid="recovery-codes">
      <Text size="sm" fw={600}>
        {t('twoFactor.recoveryCodes.intro')}
      </Text>
      <List aria-label={t('twoFactor.recoveryCodes.listLabel')} listStyleType="none" ff="monospace" fz="md" spacing={4} style={{ columns: 2, paddingInlineStart: 0 }} data-testid="recovery-code-list">
        {codes.map((code) => (
          <List.Item key={code} data-testid="recovery-code">
            {code}
          </List.Item>
        ))}
      </List>
      <CopyButton value={codes.join('\n')}>
        {({ copied, copy }) => (
          <Button variant="light" onClick={copy} aria-live="polite" data-testid="recovery-codes-copy">
            {copied ? t('twoFactor.recoveryCodes.copied') : t('twoFactor.recoveryCodes.copy')}
          </Button>
        )}
      </CopyButton>
    </Stack>
  );
}
