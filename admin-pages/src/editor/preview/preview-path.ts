/**
 * The site's draft preview of a stored version (site/src/routing/site-route.ts: `/_preview/{id}`,
 * for editors with create-page): the page as the public site would render that version.
 */
export function previewPath(versionId: number): string {
  return `/_preview/${versionId}`;
}
