import type { Express } from 'express';

/** The path of the admin's icon, named by the admin's page (admin-kit/index.html). */
export const adminFaviconPath = '/cmsadmin/favicon.svg';

/** A tile with a "T": small, drawn here, so the admin's every load has an icon instead of a 404. */
export const adminFavicon = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" rx="6" fill="#1864ab"/><path d="M8 8h16v4h-6v13h-4V12H8z" fill="#fff"/></svg>';

export function mountAdminFavicon(app: Express): void {
  app.get(adminFaviconPath, (_req, res) => {
    res.setHeader('Cache-Control', 'public, max-age=86400');
    res.type('image/svg+xml').send(adminFavicon);
  });
}
