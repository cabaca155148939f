import { Alert } from '@tessera/admin-kit/mantine';
import { useTranslation } from 'react-i18next';

/** A route no registered remote serves (its part of the admin is not deployed). */
export function NotInstalled() {
  const { t } = useTranslation();
  return (
    <Alert color="gray" data-testid="not-installed">
      {t('remote.notInstalled')}
    </Alert>
  );
}
