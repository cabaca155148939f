import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorList } from '@tessera/admin-kit/src/components/ErrorList';
import { Alert, Button, Stack } from '@tessera/admin-kit/src/components/mantine-lean';
import type { ErrorEntry } from '@tessera/admin-kit/src/errors/error-message';
import { passkeysSupported, signInWithPasskey } from './passkey-sign-in';

/** "Sign in with a passkey" on the sign-in page, instead of password and code; absent where the browser has no passkeys. */
export function PasskeySignIn({ onSignedIn }: { onSignedIn(): void }) {
  const { t } = useTranslation();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<ErrorEntry[]>([]);
  const [cancelled, setCancelled] = useState(false);
  if (!passkeysSupported()) return null;

  const start = async () => {
    setBusy(true);
    setErrors([]);
    setCancelled(false);
    const answer = await signInWithPasskey();
    setBusy(false);
    if (answer.cancelled) return setCancelled(true);
    if (answer.errors.length > 0) return setErrors(answer.errors);
    onSignedIn();
  };

  return (
    <Stack gap="xs" data-testid="passkey-sign-in-area">
      <ErrorList errors={errors} />
      {cancelled && (
        <Alert color="yellow" data-testid="passkey-sign-in-cancelled">
          {t('passkeys.cancelled')}
        </Alert>
      )}
      <Button variant="default" onClick={() => void start()} loading={busy} data-testid="passkey-sign-in">
        {t('passkeys.signIn')}
      </Button>
    </Stack>
  );
}
