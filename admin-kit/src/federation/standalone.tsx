import { lazy, StrictMode, Suspense, type ComponentType, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { useAuth } from '../auth/auth-context';
import { AdminProviders } from '../components/AdminProviders';
import { Loader, Text } from '@tessera/admin-kit/mantine';
import { Container } from '@tessera/admin-kit/mantine-more';
import { BrowserRouter, HashRouter, Navigate, Route, Routes } from '@tessera/admin-kit/router';

/** What the standalone page reads of a remote's federation.json: the modules it exposes and the routes that show them. */
export interface StandaloneManifest {
  exposes: Record<string, string>;
  routes: ReadonlyArray<{ path: string; module: string }>;
}

export interface StandaloneOptions {
  /** The remote's federation.json, its one declaration of its screens: each route shows the module it names. */
  manifest: StandaloneManifest;
  /**
   * Loads an exposed module by its source in the manifest (`./src/…tsx`): the remote's own
   * dynamic import, so the standalone page bundles the screens its manifest exposes.
   */
  load(source: string): Promise<{ default: ComponentType }>;
  /** Routes only the standalone page has (a demo of a component the remote exposes). */
  extraRoutes?: ReactNode;
  /** i18n key of "sign in through the shell first", in the remote's own messages. */
  signInFirstKey: string;
  /**
   * `hash` where the built remote's folder serves no other paths than its index.html (the
   * default); `browser` for a dev server that answers every path with it.
   */
  router?: 'hash' | 'browser';
  size?: 'lg' | 'xl';
}

function SignedInOnly({ routes, signInFirstKey }: { routes: ReactNode; signInFirstKey: string }) {
  const { t } = useTranslation();
  const { authenticated } = useAuth();
  if (authenticated === null) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (!authenticated) return <Text data-testid="sign-in-first">{t(signInFirstKey)}</Text>;
  return <>{routes}</>;
}

/** The manifest's routes, each showing its module once loaded; any other path goes to the first. */
function manifestRoutes({ manifest, load, extraRoutes }: Pick<StandaloneOptions, 'manifest' | 'load' | 'extraRoutes'>): ReactNode {
  const screens = new Map(Object.entries(manifest.exposes).map(([module, source]) => [module, lazy(() => load(source))]));
  return (
    <Suspense fallback={<Loader size="sm" />}>
      <Routes>
        {manifest.routes.map(({ path, module }) => {
          const Screen = screens.get(module);
          if (!Screen) throw new Error(`federation.json: the route ${path} names ${module}, which "exposes" does not list`);
          return <Route key={path} path={path} element={<Screen />} />;
        })}
        {extraRoutes}
        {manifest.routes.length > 0 && <Route path="*" element={<Navigate to={manifest.routes[0].path} replace />} />}
      </Routes>
    </Suspense>
  );
}

/**
 * A remote run on its own in development: the screens its manifest routes to, inside the
 * admin's providers, no shell (the shell signs the browser in on the same origin).
 */
export function renderStandalone({ signInFirstKey, router = 'hash', size = 'xl', ...screens }: StandaloneOptions): void {
  const Router = router === 'hash' ? HashRouter : BrowserRouter;
  const routes = manifestRoutes(screens);
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
