import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { Container, Loader, Text } from '@mantine/core';
import { AdminProviders, useAuth } from '@tessera/admin-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { HashRouter, Route, Routes } from 'react-router-dom';
import NewPage from './new-page/NewPage';
import PageEditor from './editor/PageEditor';
import PageOverview from './overview/PageOverview';
import PublicationRequests from './requests/PublicationRequests';

/**
 * The remote run on its own in development, once the shell has signed you in on the same origin
 * (a hash router: the built remote's folder serves no other paths). The media picker is only
 * there inside the shell, which loads the media remote.
 */
function StandaloneRoutes() {
  const { t } = useTranslation();
  const { authenticated } = useAuth();
  if (authenticated === null) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (!authenticated) return <Text data-testid="sign-in-first">{t('users.signInThroughShell')}</Text>;
  return (
    <Routes>
      <Route path="/" element={<PageOverview />} />
      <Route path="/page-overview/:pageType" element={<PageOverview />} />
      <Route path="/new-page" element={<NewPage />} />
      <Route path="/publication-requests" element={<PublicationRequests />} />
      <Route path="/page/:pageId" element={<PageEditor />} />
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
