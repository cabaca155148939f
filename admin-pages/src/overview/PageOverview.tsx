import { Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import '../i18n';

/** Placeholder until the screen is built. */
export default function PageOverview() {
  const { t } = useTranslation();
  return <Title order={1}>{t('app.name')}</Title>;
}
