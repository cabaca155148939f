import { Alert, Center, Loader } from '@tessera/admin-kit/mantine';
import { IncompatibleRemoteError, RemoteBoundary, RemoteFailed, RemoteIncompatible, useAuth } from '@tessera/admin-kit';
import { useEffect, useState, type ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { loadRemoteScreen } from '../federation/remotes';

/**
 * A screen that lives in a remote: loaded over Module Federation from the remote's own entry,
 * rendered inside an error boundary with retry, so a failing remote only blanks its own area.
 */
export function RemoteScreen({ remote, module, permission }: { remote: string; module: string; permission?: string }) {
  const { t } = useTranslation();
  const { hasPermission } = useAuth();
  const [screen, setScreen] = useState<{ Component: ComponentType } | null>(null);
  const [failed, setFailed] = useState(false);
  const [refused, setRefused] = useState<IncompatibleRemoteError | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    setFailed(false);
    setRefused(null);
    setScreen(null);
    loadRemoteScreen(remote, module)
      .then((Component) => active && setScreen({ Component }))
      .catch((error) => {
        console.error(`remote ${remote}/${module} failed to load`, error);
        if (!active) return;
        if (error instanceof IncompatibleRemoteError) setRefused(error);
        else setFailed(true);
      });
    return () => {
      active = false;
    };
  }, [remote, module, attempt]);

  if (permission && !hasPermission(permission)) {
    return (
      <Alert color="red" role="alert">
        {t('errors.UM_01')}
      </Alert>
    );
  }
  const retry = () => setAttempt((n) => n + 1);
  if (refused) return <RemoteIncompatible refusal={refused} />;
  if (failed) return <RemoteFailed onRetry={retry} />;
  if (!screen) {
    return (
      <Center p="xl">
        <Loader aria-label={t('remote.loading')} />
      </Center>
    );
  }
  return (
    <RemoteBoundary onRetry={retry}>
      <screen.Component />
    </RemoteBoundary>
  );
}
