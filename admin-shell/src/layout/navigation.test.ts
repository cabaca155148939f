import { describe, expect, it } from '@jest/globals';
import { navigationFor, type ShellNavItem } from './navigation';

const holding =
  (...permissions: string[]) =>
  (name: string) =>
    permissions.includes(name);

const siteStructure = (items: ShellNavItem[]) => items.find((item) => item.labelKey === 'nav.siteStructure')?.children?.map((child) => child.route) ?? [];

describe('navigationFor: the site structure group', () => {
  it('lists tags and the search index after the menu structure for those who may manage them', () => {
    const items = navigationFor(holding('manage-menu', 'manage-tags', 'manage-search'), []);
    expect(siteStructure(items)).toEqual(['/', '/menu-structure', '/tags', '/search-index']);
  });

  it('leaves out each entry whose permission the user lacks', () => {
    expect(siteStructure(navigationFor(holding('manage-tags'), []))).toEqual(['/', '/tags']);
    expect(siteStructure(navigationFor(holding('manage-search'), []))).toEqual(['/', '/search-index']);
    expect(siteStructure(navigationFor(holding(), []))).toEqual(['/']);
  });
});

describe('navigationFor: site settings and site content', () => {
  const routes = (items: ShellNavItem[]) => items.map((item) => item.route);
  const siteContent = (items: ShellNavItem[]) => items.find((item) => item.labelKey === 'nav.siteContent')?.children?.map((child) => child.route);

  it('puts Site settings right after Settings and the Site content group after it, for those who may manage them', () => {
    const items = navigationFor(holding('manage-settings', 'manage-site-content'), []);
    const order = routes(items);
    expect(order.slice(order.indexOf('/user/settings'), order.indexOf('/user/settings') + 3)).toEqual(['/user/settings', '/site-settings', '/site-content']);
    expect(siteContent(items)).toEqual(['/site-content/skills', '/site-content/certificates', '/site-content/team-members', '/site-content/texts']);
  });

  it('puts Export and import after the Site content group for those who may manage the settings', () => {
    const order = routes(navigationFor(holding('manage-settings', 'manage-site-content'), []));
    expect(order.slice(order.indexOf('/site-content'), order.indexOf('/site-content') + 2)).toEqual(['/site-content', '/transfer']);
    expect(routes(navigationFor(holding('manage-site-content'), []))).not.toContain('/transfer');
  });

  it('leaves each out without its permission', () => {
    expect(routes(navigationFor(holding('manage-settings'), []))).not.toContain('/site-content');
    expect(routes(navigationFor(holding('manage-site-content'), []))).not.toContain('/site-settings');
    const none = routes(navigationFor(holding(), []));
    expect(none).not.toContain('/site-settings');
    expect(none).not.toContain('/site-content');
  });
});

describe('navigationFor: the dashboard and the host’s items', () => {
  it('puts the dashboard at the very top for everyone signed in', () => {
    expect(navigationFor(holding(), [])[0]).toEqual({ labelKey: 'nav.dashboard', route: '/dashboard' });
  });

  it('gates host items and their sub-items by permission and keeps the sub-items', () => {
    const hostItems = [
      { label: 'Secret', route: '/secret', permission: 'manage-secrets' },
      {
        label: 'Reports',
        route: '/reports',
        children: [
          { label: 'Monthly', route: '/reports/monthly' },
          { label: 'Audit', route: '/reports/audit', permission: 'manage-secrets' },
        ],
      },
    ];
    const items = navigationFor(holding(), [], hostItems);
    expect(items.map((item) => item.route)).not.toContain('/secret');
    expect(items.find((item) => item.route === '/reports')?.children?.map((child) => child.route)).toEqual(['/reports/monthly']);
    expect(navigationFor(holding('manage-secrets'), [], hostItems).map((item) => item.route)).toContain('/secret');
  });
});
