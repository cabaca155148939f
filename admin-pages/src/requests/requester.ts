import type { TFunction } from 'i18next';

/**
 * Who asked for a publication, by name where the admin can know it: the signed-in user knows
 * their own name; the user list (manage-users) names everyone else; otherwise a numbered user.
 */
export function requesterName(t: TFunction, requestedBy: number | null, viewer: { id: number; name: string } | null, names: ReadonlyMap<number, string>): string {
  if (requestedBy === null) return t('pages.requests.unknownUser');
  if (viewer?.id === requestedBy) return viewer.name;
  return names.get(requestedBy) ?? t('pages.requests.userNumber', { id: requestedBy });
}

/** The preview of a stored version as the public site renders it (site/src/routing/site-route.ts: `/_preview/{id}`, for signed-in editors). */
export function previewPath(versionID: number): string {
  return `/_preview/${versionID}`;
}
