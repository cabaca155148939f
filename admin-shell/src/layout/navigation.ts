import type { NavItem } from '../federation/manifest';

export interface ShellNavItem extends NavItem {
  /** Rendered as a group heading with the children under it. */
  group?: boolean;
}

/**
 * The side navigation of SPEC §2, in its order: the dashboard (issue 11), site structure (page overview, menu
 * structure, tags, search index, redirects), new page, page types (one entry per type, the blank type left out), media
 * library, the host's extra items, user management, settings, site settings, site content
 * (skills, certificates, team members, texts), content export and import, publication requests. Entries the
 * user may not see are absent. Log out is added by the layout.
 */
export function navigationFor(hasPermission: (name: string) => boolean, pageTypes: Array<{ id: string; label: string; inNavigation: boolean }>, hostItems: NavItem[] = []): ShellNavItem[] {
  const allowed = (item: NavItem) => !item.permission || hasPermission(item.permission);
  const items: ShellNavItem[] = [
    { labelKey: 'nav.dashboard', route: '/dashboard' },
    {
      labelKey: 'nav.siteStructure',
      route: '/',
      group: true,
      children: [
        { labelKey: 'nav.pageOverview', route: '/' },
        { labelKey: 'nav.menuStructure', route: '/menu-structure', permission: 'manage-menu' },
        { labelKey: 'nav.tags', route: '/tags', permission: 'manage-tags' },
        { labelKey: 'nav.searchIndex', route: '/search-index', permission: 'manage-search' },
        { labelKey: 'nav.redirects', route: '/redirects', permission: 'manage-redirects' },
      ],
    },
    { labelKey: 'nav.newPage', route: '/new-page', permission: 'create-page' },
    {
      labelKey: 'nav.pageTypes',
      route: '/page-overview',
      group: true,
      children: pageTypes.filter((type) => type.inNavigation).map((type) => ({ label: type.label, route: `/page-overview/${type.id.toLowerCase()}` })),
    },
    { labelKey: 'nav.mediaLibrary', route: '/medialibrary' },
    ...hostItems,
    { labelKey: 'nav.users', route: '/users', permission: 'manage-users' },
    { labelKey: 'nav.settings', route: '/user/settings' },
    { labelKey: 'nav.siteSettings', route: '/site-settings', permission: 'manage-settings' },
    {
      labelKey: 'nav.siteContent',
      route: '/site-content',
      group: true,
      permission: 'manage-site-content',
      children: [
        { labelKey: 'nav.skills', route: '/site-content/skills', permission: 'manage-site-content' },
        { labelKey: 'nav.certificates', route: '/site-content/certificates', permission: 'manage-site-content' },
        { labelKey: 'nav.teamMembers', route: '/site-content/team-members', permission: 'manage-site-content' },
        { labelKey: 'nav.texts', route: '/site-content/texts', permission: 'manage-site-content' },
      ],
    },
    { labelKey: 'nav.transfer', route: '/transfer', permission: 'manage-settings' },
    { labelKey: 'nav.publicationRequests', route: '/publication-requests' },
  ];
  return items
    .filter(allowed)
    .map((item) => (item.children ? { ...item, children: item.children.filter(allowed) } : item))
    .filter((item) => !item.group || (item.children?.length ?? 0) > 0);
}
