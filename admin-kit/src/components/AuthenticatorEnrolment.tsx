import { useTranslation } from 'react-i18next';
import { Stack, Text } from './mantine-lean';

/** The key in groups of four, as authenticator apps show and take it. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

/**
 * What an authenticator app needs to set up two-factor sign-in: the QR code of the otpauth://
 * address (the server's SVG, shown as an image) and, for an app that cannot scan, the key itself.
 */
export function AuthenticatorEnrolment({ qrSvg, secret }: { qrSvg: string; secret: string }) {
  const { t } = useTranslation();
  return (
    <Stack gap="xs" data-testid="two-factor-enrolment">
      <Text size="sm">{t('twoFactor.setup.scan')}</Text>
      <img
        src={`data:image/svg+xml;utf8,${encodeURIComponent(qrSvg)}`}
        alt={t('twoFactor.setup.qrAlt')}
        width={192}
        height={192}
        style={{ alignSelf: 'center', background: '#fff' }}
        data-testid="two-factor-qr"
      />
      <Text size="sm" id="two-factor-secret-label">
        {t('twoFactor.setup.manual')}
      </Text>
      <Text ff="monospace" fw={600} aria-labelledby="two-factor-secret-label" data-testid="two-factor-secret">
        {grouped(secret)}
      </Text>
    </Stack>
  );
}
