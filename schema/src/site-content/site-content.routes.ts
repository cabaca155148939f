import { succeeded, type RestRoute } from '../http/rest-route';
import { createCertificate } from './operations/create-certificate';
import { createSkill } from './operations/create-skill';
import { createTeamMember } from './operations/create-team-member';
import { deleteCertificate } from './operations/delete-certificate';
import { deleteSkill } from './operations/delete-skill';
import { deleteTeamMember } from './operations/delete-team-member';
import { getSiteText } from './operations/get-site-text';
import { listCertificates } from './operations/list-certificates';
import { listSkills } from './operations/list-skills';
import { listTeamMembers } from './operations/list-team-members';
import { reorderSiteContent } from './operations/reorder-site-content';
import { setSiteText } from './operations/set-site-text';
import { updateCertificate } from './operations/update-certificate';
import { updateSkill } from './operations/update-skill';
import { updateTeamMember } from './operations/update-team-member';

const base = '/site-content';

export const siteContentRoutes: RestRoute[] = [
  { method: 'PUT', path: `${base}/skills/order`, handle: async (ctx, { body }) => succeeded({ ids: await reorderSiteContent(ctx, { ...body, kind: 'skill' }) }) },
  { method: 'GET', path: `${base}/skills`, handle: async (ctx, { query }) => ({ items: await listSkills(ctx, query) }) },
  { method: 'POST', path: `${base}/skills`, handle: async (ctx, { body }) => succeeded({ Skill: await createSkill(ctx, body) }) },
  { method: 'PUT', path: `${base}/skills/:id`, handle: async (ctx, { params, body }) => succeeded({ Skill: await updateSkill(ctx, { ...body, id: params.id }) }) },
  { method: 'DELETE', path: `${base}/skills/:id`, handle: async (ctx, { params }) => succeeded(await deleteSkill(ctx, params).then(() => ({}))) },

  { method: 'PUT', path: `${base}/certificates/order`, handle: async (ctx, { body }) => succeeded({ ids: await reorderSiteContent(ctx, { ...body, kind: 'certificate' }) }) },
  { method: 'GET', path: `${base}/certificates`, handle: async (ctx, { query }) => ({ items: await listCertificates(ctx, query) }) },
  { method: 'POST', path: `${base}/certificates`, handle: async (ctx, { body }) => succeeded({ Certificate: await createCertificate(ctx, body) }) },
  {
    method: 'PUT',
    path: `${base}/certificates/:id`,
    handle: async (ctx, { params, body }) => succeeded({ Certificate: await updateCertificate(ctx, { ...body, id: params.id }) }),
  },
  { method: 'DELETE', path: `${base}/certificates/:id`, handle: async (ctx, { params }) => succeeded(await deleteCertificate(ctx, params).then(() => ({}))) },

  { method: 'PUT', path: `${base}/team-members/order`, handle: async (ctx, { body }) => succeeded({ ids: await reorderSiteContent(ctx, { ...body, kind: 'team-member' }) }) },
  { method: 'GET', path: `${base}/team-members`, handle: async (ctx, { query }) => ({ items: await listTeamMembers(ctx, query) }) },
  { method: 'POST', path: `${base}/team-members`, handle: async (ctx, { body }) => succeeded({ TeamMember: await createTeamMember(ctx, body) }) },
  {
    method: 'PUT',
    path: `${base}/team-members/:id`,
    handle: async (ctx, { params, body }) => succeeded({ TeamMember: await updateTeamMember(ctx, { ...body, id: params.id }) }),
  },
  { method: 'DELETE', path: `${base}/team-members/:id`, handle: async (ctx, { params }) => succeeded(await deleteTeamMember(ctx, params).then(() => ({}))) },

  { method: 'GET', path: `${base}/texts/:key/:locale`, handle: async (ctx, { params }) => getSiteText(ctx, params) },
  {
    method: 'PUT',
    path: `${base}/texts/:key/:locale`,
    handle: async (ctx, { params, body }) => succeeded({ SiteText: await setSiteText(ctx, { key: params.key, locale: params.locale, value: body.value }) }),
  },
];
