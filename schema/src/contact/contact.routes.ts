import { succeeded, type RestRoute } from '../http/rest-route';
import { getContactSettings } from './operations/get-contact-settings';
import { listContactSubmissions } from './operations/list-contact-submissions';
import { submitContactForm } from './operations/submit-contact-form';
import { updateContactSettings } from './operations/update-contact-settings';

/** The contact form under /api/tessera/contact (SPEC §7 names no path for it). */
export const contactRoutes: RestRoute[] = [
  {
    method: 'POST',
    path: '/contact/submit',
    handle: async (ctx, { body }) => {
      await submitContactForm(ctx, body);
      return succeeded();
    },
  },
  { method: 'GET', path: '/contact/submissions', handle: async (ctx, { query }) => listContactSubmissions(ctx, query) },
  { method: 'GET', path: '/contact/settings', handle: async (ctx) => getContactSettings(ctx, {}) },
  { method: 'PUT', path: '/contact/settings', handle: async (ctx, { body }) => succeeded({ ContactSettings: await updateContactSettings(ctx, body) }) },
];
