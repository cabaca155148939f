import { Loader, Stack, Title } from '@tessera/admin-kit/mantine';
import { useAuth, useErrorCollection, type ErrorEntry } from '@tessera/admin-kit';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordSection } from './settings/PasswordSection';
import { PersonalDataSection } from './settings/PersonalDataSection';
import { ProfileImageSection } from './settings/ProfileImageSection';
import { PasskeysSection } from './settings/PasskeysSection';
import { TwoFactorSection } from './settings/TwoFactorSection';

/**
 * /cmsadmin/user/settings: personal data, password, two-factor sign-in and profile image of the
 * signed-in user.
 * Personal data and password share the user-settings collection; its errors show in the
 * section that made the last call.
 */
export default function UserSettings() {
  const { t } = useTranslation();
  const { user } = useAuth();
  const settingsErrors = useErrorCollection('user-settings');
  const imageErrors = useErrorCollection('user-profile-image');
  const [errorsOf, setErrorsOf] = useState<'personal' | 'password'>('personal');

  const { clear: clearSettings } = settingsErrors;
  const { clear: clearImage } = imageErrors;
  useEffect(() => {
    clearSettings();
    clearImage();
  }, []); // eslint-disable-line react-hooks/exhaustive-deps

  const reportTo = (section: 'personal' | 'password') => (errors: ErrorEntry[]) => {
    setErrorsOf(section);
    settingsErrors.replace(errors);
  };

  if (!user) return <Loader size="sm" aria-label={t('app.loading')} />;
  return (
    <Stack maw={720} data-testid="user-settings">
      <Title order={1}>{t('settings.title')}</Title>
      <PersonalDataSection key={user.id} user={user} errors={errorsOf === 'personal' ? settingsErrors.errors : []} onErrors={reportTo('personal')} />
      <PasswordSection errors={errorsOf === 'password' ? settingsErrors.errors : []} onErrors={reportTo('password')} />
      <TwoFactorSection />
      <PasskeysSection />
      <ProfileImageSection user={user} />
    </Stack>
  );
}
