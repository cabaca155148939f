import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/auth-context';
import { AdminProviders } from '../components/AdminProviders';
import { Loader, Text } from '@tessera/admin-kit/mantine';
import { Container } from '@tessera/admin-kit/mantine-more';
import { BrowserRouter, HashRouter } from '@tessera/admin-kit/router';

export interface StandaloneOptions {
  /** The remote's `<Routes>`, shown once the shell has signed the browser in on the same origin. */
  routes: ReactNode;
  /** i18n key of "sign in through the shell first", in the remote's own messages. */
  signInFirstKey: string;
  /**
   * `hash` where the built remote's folder serves no other paths than its index.html (the
   * default); `browser` for a dev server that answers every path with it.
   */
  router?: 'hash' | 'browser';
  size?: 'lg' | 'xl';
}

function SignedInOnly({ routes, signInFirstKey }: Pick<StandaloneOptions, 'routes' | 'signInFirstKey'>) {
  const { t } = useTranslation();
  const { authenticated } = useAuth();
  if (authenticated === null) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (!authenticated) return <Text data-testid="sign-in-first">{t(signInFirstKey)}</Text>;
  return <>{routes}</>;
}

/** A remote run on its own in development: its screens inside the admin's providers, no shell. */
export function renderStandalone({ routes, signInFirstKey, router = 'hash', size = 'xl' }: StandaloneOptions): void {
  const Router = router === 'hash' ? HashRouter : BrowserRouter;
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <AdminProviders>
        <Router>
          <Container size={size} py="md" component="main">
            <SignedInOnly routes={routes} signInFirstKey={signInFirstKey} />
          </Container>
        </Router>
      </AdminProviders>
    </StrictMode>,
  );
}
