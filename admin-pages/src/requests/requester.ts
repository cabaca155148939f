import type { TFunction } from 'i18next';

/**
 * Who asked for a publication, as the server names them (to everyone who may list requests); a
 * request whose requester's account was deleted keeps only its number, one without a requester
 * (made by the system) has none.
 */
export function requesterName(t: TFunction, request: { requestedBy: number | null; requesterName: string | null }): string {
  if (request.requesterName) return request.requesterName;
  return request.requestedBy === null ? t('pages.requests.unknownUser') : t('pages.requests.deletedUser');
}

/** The preview of a stored version as the public site renders it (site/src/routing/site-route.ts: `/_preview/{id}`, for signed-in editors). */
export function previewPath(versionID: number): string {
  return `/_preview/${versionID}`;
}
