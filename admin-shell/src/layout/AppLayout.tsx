import { AppShell, Burger, Group, NavLink, ScrollArea, Text } from '@tessera/admin-kit/mantine';
import { useDisclosure } from '@mantine/hooks';
import { useQuery } from '@apollo/client/react';
import { languageOf, PageTypesDocument, useAuth, useLanguage } from '@tessera/admin-kit';
import { useTranslation } from 'react-i18next';
import { NavLink as RouterLink, Outlet, useLocation } from '@tessera/admin-kit/router';
import type { AdminManifest, NavItem } from '../federation/manifest';
import { LanguageSwitch } from './LanguageSwitch';
import { LogoutModal } from './LogoutModal';
import { navigationFor, type ShellNavItem } from './navigation';
import { SkipLink } from './SkipLink';

const standardRoutes = new Set([
  '/dashboard',
  '/',
  '/menu-structure',
  '/tags',
  '/search-index',
  '/redirects',
  '/new-page',
  '/medialibrary',
  '/users',
  '/user/settings',
  '/site-settings',
  '/site-content/skills',
  '/site-content/certificates',
  '/site-content/team-members',
  '/site-content/texts',
  '/publication-requests',
]);

function label(item: NavItem, t: (key: string) => string, language: string): string {
  return item.labelKey ? t(item.labelKey) : (item.labels?.[languageOf(language)] ?? item.labels?.en ?? item.label ?? item.route);
}

function NavEntry({ item }: { item: ShellNavItem }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  if (item.children && item.children.length > 0) {
    return (
      <NavLink label={label(item, t, i18n.language)} defaultOpened childrenOffset={12} data-testid={`nav-group-${item.route}`}>
        {item.children.map((child) => (
          <NavEntry key={child.route} item={child} />
        ))}
      </NavLink>
    );
  }
  return <NavLink component={RouterLink} to={item.route} end label={label(item, t, i18n.language)} active={location.pathname === item.route} data-testid={`nav-${item.route}`} />;
}

const navViewport = { style: { padding: 4 } };

/** The signed-in frame: header with language switch, side navigation, log-out modal, content. */
export function AppLayout({ manifest }: { manifest: AdminManifest }) {
  const { t } = useTranslation();
  const auth = useAuth();
  const [opened, { toggle }] = useDisclosure();
  const [logoutOpen, logout] = useDisclosure(false);
  const { data } = useQuery(PageTypesDocument, { variables: { locale: useLanguage() } });
  const extras = [...manifest.hostItems, ...manifest.remotes.flatMap((remote) => remote.nav ?? []).filter((item) => !standardRoutes.has(item.route))];
  const items = navigationFor(auth.hasPermission, data?.pageTypes ?? [], extras);

  return (
    <AppShell header={{ height: 56 }} navbar={{ width: 260, breakpoint: 'sm', collapsed: { mobile: !opened } }} padding="md">
      <AppShell.Header>
        <SkipLink target="content" />
        <Group h="100%" px="md" justify="space-between">
          <Group>
            <Burger opened={opened} onClick={toggle} hiddenFrom="sm" size="sm" aria-label={t('nav.main')} />
            <Text fw={700}>{t('app.name')}</Text>
          </Group>
          <Group>
            <Text size="sm" c="dimmed" data-testid="signed-in-user">
              {auth.user?.name}
            </Text>
            <LanguageSwitch />
          </Group>
        </Group>
      </AppShell.Header>
      <AppShell.Navbar p="xs" component="nav" aria-label={t('nav.main')}>
        {/* The viewport's padding leaves room for the links' focus ring, which it would clip. */}
        <AppShell.Section grow component={ScrollArea} mih={0} viewportProps={navViewport}>
          {items.map((item) => (
            <NavEntry key={item.route + (item.labelKey ?? item.label ?? '')} item={item} />
          ))}
        </AppShell.Section>
        <AppShell.Section>
          <NavLink component="button" label={t('nav.logout')} onClick={logout.open} data-testid="nav-logout" />
        </AppShell.Section>
      </AppShell.Navbar>
      <AppShell.Main id="content" tabIndex={-1} style={{ outline: 'none' }}>
        <Outlet />
      </AppShell.Main>
      <LogoutModal opened={logoutOpen} onClose={logout.close} />
    </AppShell>
  );
}
