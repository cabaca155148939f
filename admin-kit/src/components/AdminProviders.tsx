import { ApolloProvider } from '@apollo/client/react';
import { MantineProvider } from '@tessera/admin-kit/mantine';
import { Notifications } from '@mantine/notifications';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { createTesseraClient } from '../apollo/create-client';
import { adminCssVariables, adminThemeFor } from './admin-theme';
import { AuthProvider } from '../auth/auth-context';
import { ErrorCollectionsProvider } from '../errors/error-collections';
import { createI18n, languageLoaded, loadLanguage } from '../i18n/i18n';

// A margin, not `top`: every position has a root, and a bottom one given a top would cover the page.
const notificationsBelowHeader = { root: { marginTop: 'var(--app-shell-header-offset, 0px)' } };

/**
 * Everything an admin screen stands on: the UI library, the one Apollo client, i18n, the error
 * collections and the auth state. The shell mounts it once; a remote run standalone (in
 * development) mounts it itself.
 */
export function AdminProviders({ children, inactivityMinutes }: { children: ReactNode; inactivityMinutes?: number }) {
  const client = useMemo(() => createTesseraClient(), []);
  const i18n = useMemo(() => createI18n(), []);
  const [language, setLanguage] = useState(i18n.language);
  // The interface language's texts arrive as a chunk of their own; until then nothing shows keys.
  const [textsIn, setTextsIn] = useState(() => languageLoaded(i18n, i18n.language));
  useEffect(() => {
    i18n.on('languageChanged', setLanguage);
    let mounted = true;
    // Should the chunk not come, the screens still show (with keys) rather than nothing at all.
    const show = () => mounted && setTextsIn(true);
    loadLanguage(i18n, i18n.language).then(show, show);
    return () => {
      mounted = false;
      i18n.off('languageChanged', setLanguage);
    };
  }, [i18n]);
  // Rebuilt only when the language changes: the dialogs' close buttons are named in it.
  const theme = useMemo(() => adminThemeFor(i18n.t('common.close', { lng: language })), [i18n, language]);
  return (
    <MantineProvider theme={theme} cssVariablesResolver={adminCssVariables}>
      {/* Below the shell's header (56 px), not over its language switch. */}
      <Notifications position="top-right" styles={notificationsBelowHeader} />
      <ApolloProvider client={client}>
        <I18nextProvider i18n={i18n}>
          <ErrorCollectionsProvider>{textsIn ? <AuthProvider inactivityMinutes={inactivityMinutes}>{children}</AuthProvider> : <div role="status" aria-busy="true" />}</ErrorCollectionsProvider>
        </I18nextProvider>
      </ApolloProvider>
    </MantineProvider>
  );
}
