import { useTranslation } from 'react-i18next';
import { Button } from '@tessera/admin-kit/src/components/mantine-lean';
import { singleSignOnStart } from './session';

/** "Sign in with …": a link, not a call: the browser goes to the OpenID provider and comes back signed in. */
export function SingleSignOnButton({ name, primary }: { name: string; primary: boolean }) {
  const { t } = useTranslation();
  return (
    <Button component="a" href={singleSignOnStart} variant={primary ? 'filled' : 'default'} data-testid="sso-sign-in">
      {t('login.singleSignOn', { name })}
    </Button>
  );
}
