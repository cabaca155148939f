import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { Container, Loader, Text } from '@mantine/core';
import { AdminProviders, useAuth } from '@tessera/admin-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { HashRouter, Navigate, Route, Routes } from 'react-router-dom';
import MediaLibrary from './MediaLibrary';
import { PickerDemo } from './PickerDemo';

/**
 * The remote run on its own, once the shell has signed you in on the same origin: the library,
 * and the picker on a demo page (#/medialibrary, #/media-picker-demo). A hash router, so the
 * same page works from the dev server and from the built remote wherever it is served
 * (/cmsadmin/remotes/admin-media/index.html), which serves no other paths.
 */
function StandaloneRoutes() {
  const { t } = useTranslation();
  const { authenticated } = useAuth();
  if (authenticated === null) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (!authenticated) return <Text data-testid="sign-in-first">{t('media.signInThroughShell')}</Text>;
  return (
    <Routes>
      <Route path="/medialibrary" element={<MediaLibrary />} />
      <Route path="/media-picker-demo" element={<PickerDemo />} />
      <Route path="*" element={<Navigate to="/medialibrary" replace />} />
    </Routes>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AdminProviders>
      <HashRouter>
        <Container size="xl" py="md" component="main">
          <StandaloneRoutes />
        </Container>
      </HashRouter>
    </AdminProviders>
  </StrictMode>,
);
