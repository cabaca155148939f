import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { Container, Loader, Text } from '@mantine/core';
import { AdminProviders, useAuth } from '@tessera/admin-kit';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { useTranslation } from 'react-i18next';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import UserSettings from './UserSettings';
import UsersOverview from './UsersOverview';

/** The remote run on its own in development: the two screens, once the shell has signed you in. */
function StandaloneRoutes() {
  const { t } = useTranslation();
  const { authenticated } = useAuth();
  if (authenticated === null) return <Loader size="sm" aria-label={t('app.loading')} />;
  if (!authenticated) return <Text data-testid="sign-in-first">{t('users.signInThroughShell')}</Text>;
  return (
    <Routes>
      <Route path="/users" element={<UsersOverview />} />
      <Route path="/user/settings" element={<UserSettings />} />
      <Route path="*" element={<Navigate to="/users" replace />} />
    </Routes>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AdminProviders>
      <BrowserRouter>
        <Container size="lg" py="md" component="main">
          <StandaloneRoutes />
        </Container>
      </BrowserRouter>
    </AdminProviders>
  </StrictMode>,
);
