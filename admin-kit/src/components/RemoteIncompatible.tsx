import { Alert, Text } from '@tessera/admin-kit/mantine';
import { useTranslation } from 'react-i18next';
import type { IncompatibleRemoteError } from '../federation/kit-version';

/**
 * What stands in a remote's area when it was built against another admin-kit major: a stated
 * reason instead of a screen that breaks on the first call the kit no longer offers.
 */
export function RemoteIncompatible({ refusal }: { refusal: IncompatibleRemoteError }) {
  const { t } = useTranslation();
  return (
    <Alert color="orange" title={t('remote.incompatible')} role="alert" data-testid="remote-incompatible">
      <Text size="sm">{t('remote.incompatibleDetail', { remote: refusal.remote, builtAgainst: refusal.builtAgainst, running: refusal.running })}</Text>
    </Alert>
  );
}
